// Which project may import which, by the tags in each package.json's `nx.tags`, for
// `@nx/enforce-module-boundaries` (eslint.config.mjs). Apps import libraries only; the launcher
// starts the apps. Among the libraries, the contracts import nothing, and the planner and the maps
// are pure (no Nest, no TypeORM, no Redis: they run in any process and in tests as they are),
// so neither may reach the platform.
export const projectBoundaries = {
  allow: [],
  depConstraints: [
    { sourceTag: 'scope:lib', onlyDependOnLibsWithTags: ['scope:lib'] },
    { sourceTag: 'kind:contracts', onlyDependOnLibsWithTags: ['kind:contracts'] },
    { sourceTag: 'kind:pure', onlyDependOnLibsWithTags: ['kind:contracts', 'kind:pure'] },
    { sourceTag: 'kind:platform', onlyDependOnLibsWithTags: ['kind:contracts'] },
    { sourceTag: 'scope:service', onlyDependOnLibsWithTags: ['scope:lib'] },
    { sourceTag: 'scope:worker', onlyDependOnLibsWithTags: ['scope:lib'] },
    { sourceTag: 'scope:gateway', onlyDependOnLibsWithTags: ['scope:lib'] },
    { sourceTag: 'scope:web', onlyDependOnLibsWithTags: ['scope:lib'] },
    { sourceTag: 'scope:e2e', onlyDependOnLibsWithTags: ['scope:lib', 'scope:launcher'] },
    {
      sourceTag: 'scope:launcher',
      onlyDependOnLibsWithTags: ['scope:lib', 'scope:service', 'scope:worker', 'scope:gateway'],
    },
  ],
};
