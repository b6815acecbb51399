import { renderAsync } from '@resvg/resvg-js';
import {
  STATIC_MAP_SIZE,
  type StaticMapFormat,
  type StaticMapRoute,
  type StaticMapScale,
} from '@roadbook/contracts';
import { renderStaticMapSvg } from '@roadbook/maps';

/**
 * The route map as bytes: the SVG of `@roadbook/maps`, or that SVG rasterised by resvg at
 * 600 × 300 times the scale. Labels are paths, so no fonts are loaded or needed. The raster
 * runs on libuv's threads, so the service answers its calls' heartbeats meanwhile (a draw that
 * held the event loop past them had its caller send the call again). Building the SVG and
 * encoding the PNG still hold the loop: for a 1200 × 600 map on a slow machine, 6–50 ms and
 * 17–24 ms, and 100–155 ms for the first SVG a process builds, against 8–35 ms of raster.
 */
export async function drawStaticMap(
  route: StaticMapRoute,
  format: StaticMapFormat,
  scale: StaticMapScale,
): Promise<Buffer> {
  const size = { width: STATIC_MAP_SIZE.width * scale, height: STATIC_MAP_SIZE.height * scale };
  const svg = renderStaticMapSvg(route, size);
  switch (format) {
    case 'svg':
      return Buffer.from(svg);
    case 'png': {
      const image = await renderAsync(svg, {
        fitTo: { mode: 'width', value: size.width },
        font: { loadSystemFonts: false },
        background: '#ffffff',
      });
      return image.asPng();
    }
  }
}
