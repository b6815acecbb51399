import { Resvg } from '@resvg/resvg-js';
import {
  STATIC_MAP_SIZE,
  type StaticMapFormat,
  type StaticMapRoute,
  type StaticMapScale,
} from '@roadbook/contracts';
import { renderStaticMapSvg } from '@roadbook/maps';

/**
 * The route map as bytes: the SVG of `@roadbook/maps`, or that SVG rasterised by resvg at
 * 600 × 300 times the scale. Labels are paths, so no fonts are loaded or needed.
 */
export function drawStaticMap(
  route: StaticMapRoute,
  format: StaticMapFormat,
  scale: StaticMapScale,
): Buffer {
  const size = { width: STATIC_MAP_SIZE.width * scale, height: STATIC_MAP_SIZE.height * scale };
  const svg = renderStaticMapSvg(route, size);
  switch (format) {
    case 'svg':
      return Buffer.from(svg);
    case 'png':
      return new Resvg(svg, {
        fitTo: { mode: 'width', value: size.width },
        font: { loadSystemFonts: false },
        background: '#ffffff',
      })
        .render()
        .asPng();
  }
}
