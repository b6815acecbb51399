import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Text the gateway serves from the build; images and fonts are compressed formats already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml)$/;
/** Below this a compressed copy saves less than its own headers cost. */
const MIN_BYTES = 1024;

/** The .br and .gz copies of one file: brotli at its best quality, gzip at level 9. */
export function compressedCopies(content: Buffer): { br: Buffer; gz: Buffer } {
  return {
    br: brotliCompressSync(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gz: gzipSync(content, { level: 9 }),
  };
}

export function shouldPrecompress(fileName: string, size: number): boolean {
  return COMPRESSIBLE.test(fileName) && size >= MIN_BYTES;
}

/**
 * Writes `name.br` and `name.gz` beside each text file of the build, once, at build time, so the
 * gateway sends the smaller copy the browser accepts (`@fastify/static` `preCompressed`) without
 * compressing on every request.
 */
export function precompress(): Plugin {
  return {
    name: 'roadbook:precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const outDir = options.dir ?? 'dist';
      for (const fileName of Object.keys(bundle)) {
        const path = join(outDir, fileName);
        const content = await readFile(path);
        if (!shouldPrecompress(fileName, content.length)) continue;
        const { br, gz } = compressedCopies(content);
        await mkdir(dirname(path), { recursive: true });
        await writeFile(`${path}.br`, br);
        await writeFile(`${path}.gz`, gz);
      }
    },
  };
}
