/**
 * Entry point of the maps service, loaded in the background about 1 s after start (spec §2):
 * it fetches the interactive map's renderer (MapLibre GL and the offline boundaries) so the
 * first map on a page opens without waiting for that chunk.
 */
export async function initMapService(): Promise<void> {
  await import('../../shared/maps/maplibre-route-map');
}
