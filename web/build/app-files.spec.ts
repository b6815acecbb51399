import { describe, expect, it } from 'vitest';
import type { Rollup } from 'vite';
import { filesToStart } from './app-files';

function chunk(
  fileName: string,
  facadeModuleId: string | null,
  imports: string[],
  css: string[] = [],
) {
  return {
    type: 'chunk',
    fileName,
    facadeModuleId,
    imports,
    viteMetadata: { importedCss: new Set(css), importedAssets: new Set() },
  } as unknown as Rollup.OutputChunk;
}

describe('filesToStart', () => {
  const bundle = {
    'index.js': chunk('assets/index.js', '/repo/web/src/main.tsx', ['assets/preload.js']),
    'start.js': chunk(
      'assets/start-app.js',
      '/repo/web/src/app/start-app.tsx',
      ['assets/react.js', 'assets/mui.js'],
      ['assets/start-app.css'],
    ),
    'react.js': chunk('assets/react.js', null, []),
    'mui.js': chunk('assets/mui.js', null, ['assets/react.js']),
    'plan.js': chunk('assets/plan.route.js', '/repo/web/src/features/plan.route.tsx', [
      'assets/mui.js',
    ]),
    'preload.js': chunk('assets/preload.js', null, []),
    'logo.svg': { type: 'asset', fileName: 'assets/logo.svg' },
  } as unknown as Rollup.OutputBundle;

  it('lists the start chunk, what it imports (each once) and its styles, not the lazy screens', () => {
    expect(filesToStart(bundle, '/src/app/start-app.tsx')).toEqual([
      '/assets/start-app.js',
      '/assets/start-app.css',
      '/assets/react.js',
      '/assets/mui.js',
    ]);
  });

  it('lists nothing when there is no such chunk', () => {
    expect(filesToStart(bundle, '/src/app/missing.tsx')).toEqual([]);
  });
});
