/**
 * Entry point of the maps service, loaded in the background about 1 s after start
 * (docs/product.md#loading-and-prefetching): it fetches the interactive map's renderer
 * (MapLibre GL) so the first map on a page opens without waiting for that chunk. The offline boundaries load only when a map is drawn.
 */
export async function initMapService(): Promise<void> {
  await import('../../shared/maps/maplibre-route-map');
}
