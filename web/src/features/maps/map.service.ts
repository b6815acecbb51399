/**
 * Entry point of the maps service, loaded in the background about 1 s after start (spec §2)
 * so the first map on an itinerary page opens without waiting for this chunk.
 */
export function initMapService(): void {
  // Intentionally empty until the maps feature adds its renderer.
}
