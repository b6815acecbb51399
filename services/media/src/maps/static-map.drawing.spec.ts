import sharp from 'sharp';
import { DENVER_TO_MOAB } from './static-map-route.testing';
import { drawStaticMap } from './static-map.drawing';

describe('drawStaticMap', () => {
  it('draws a PNG at the scale asked for', async () => {
    const png = await drawStaticMap(DENVER_TO_MOAB, 'png', 2);
    expect(await sharp(png).metadata()).toMatchObject({ format: 'png', width: 1200, height: 600 });
  });

  it('leaves the event loop free while it rasterises', async () => {
    let turned = false;
    const drawing = drawStaticMap(DENVER_TO_MOAB, 'png', 2);
    // A draw that held the loop would be done before this could run; a raster of 1200 × 600 on
    // libuv's threads takes milliseconds, several turns of the loop.
    setImmediate(() => (turned = true));
    await drawing;
    expect(turned).toBe(true);
  });
});
