import { request, type IncomingHttpHeaders } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { sharedDeployment } from './support/shared-deployment';

/**
 * How the gateway delivers the built web app: scripts and pages compressed at build time and
 * sent in the encoding the browser accepts, the original to a client that accepts none.
 */
const deployment = sharedDeployment();
let scriptPath: string;

beforeAll(async () => {
  const html = await (await fetch(deployment.baseUrl, { headers: { accept: 'text/html' } })).text();
  const match = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"/.exec(html);
  if (!match) throw new Error(`no module script in index.html:\n${html}`);
  scriptPath = match[1];
});

/** The bytes as they came over the wire: node:http, unlike fetch, does not decompress. */
function get(path: string, acceptEncoding?: string) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; bytes: Buffer }>(
    (resolve, reject) => {
      const headers = {
        accept: '*/*',
        ...(acceptEncoding && { 'accept-encoding': acceptEncoding }),
      };
      request(`${deployment.baseUrl}${path}`, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            bytes: Buffer.concat(chunks),
          }),
        );
        response.on('error', reject);
      })
        .on('error', reject)
        .end();
    },
  );
}

describe('web app delivery', () => {
  it('sends the main script as brotli, or gzip, to a browser that accepts it', async () => {
    const plain = await get(scriptPath, 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();

    const br = await get(scriptPath, 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.bytes)).toEqual(plain.bytes);
    expect(br.bytes.length).toBeLessThan(plain.bytes.length / 2);

    const gz = await get(scriptPath, 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.bytes)).toEqual(plain.bytes);
  });

  it('does not serve the compressed copies as files of their own', async () => {
    const { status } = await get(`${scriptPath}.br`);
    expect(status).toBe(404);
  });
});
