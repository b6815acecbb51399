import { describe, expect, it } from 'vitest';
import { moduleFiles, type BundleEntry } from './module-files';

const chunk = (
  fileName: string,
  options: Partial<Extract<BundleEntry, { type: 'chunk' }>> = {},
): BundleEntry => ({
  type: 'chunk',
  fileName,
  isDynamicEntry: false,
  facadeModuleId: null,
  imports: [],
  ...options,
});

describe('moduleFiles', () => {
  it("lists each lazily imported module's chunk, its static imports all the way down and their styles", () => {
    const bundle: Record<string, BundleEntry> = {
      'assets/index.js': chunk('assets/index.js', { facadeModuleId: '/app/src/main.tsx' }),
      'assets/plan.route.js': chunk('assets/plan.route.js', {
        isDynamicEntry: true,
        facadeModuleId: '/app/src/features/trips/routes/plan.route.tsx',
        imports: ['assets/TextField.js', 'assets/Box.js'],
      }),
      'assets/TextField.js': chunk('assets/TextField.js', {
        imports: ['assets/Box.js'],
        viteMetadata: { importedCss: new Set(['assets/TextField.css']) },
      }),
      'assets/Box.js': chunk('assets/Box.js', { imports: ['assets/TextField.js'] }),
      'assets/TextField.css': { type: 'asset', fileName: 'assets/TextField.css' },
      'assets/map.js': chunk('assets/map.js', {
        isDynamicEntry: true,
        facadeModuleId: '/app/src/shared/maps/maplibre-route-map.tsx',
      }),
      // A lazily imported package module is not the app's to name.
      'assets/pkg.js': chunk('assets/pkg.js', {
        isDynamicEntry: true,
        facadeModuleId: '/app/node_modules/pkg/index.js',
      }),
    };
    expect(moduleFiles(bundle, '/app/src')).toEqual({
      'features/trips/routes/plan.route': [
        '/assets/Box.js',
        '/assets/TextField.css',
        '/assets/TextField.js',
        '/assets/plan.route.js',
      ],
      'shared/maps/maplibre-route-map': ['/assets/map.js'],
    });
  });
});
