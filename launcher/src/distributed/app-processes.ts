import { join } from 'node:path';
import type { ChildApp } from '../process-supervisor';
import { REPOSITORY_ROOT } from '../repository-root';

export const APP_NAMES = ['auth', 'trips', 'blog', 'media', 'workers', 'gateway'] as const;
export type AppName = (typeof APP_NAMES)[number];

/** Each app runs the built entry point its container runs. */
export const APP_PROCESSES: { readonly [A in AppName]: ChildApp } = {
  auth: { entryPoint: join(REPOSITORY_ROOT, 'services', 'auth', 'dist', 'main.js') },
  trips: { entryPoint: join(REPOSITORY_ROOT, 'services', 'trips', 'dist', 'main.js') },
  blog: { entryPoint: join(REPOSITORY_ROOT, 'services', 'blog', 'dist', 'main.js') },
  media: { entryPoint: join(REPOSITORY_ROOT, 'services', 'media', 'dist', 'main.js') },
  workers: { entryPoint: join(REPOSITORY_ROOT, 'services', 'workers', 'dist', 'main.js') },
  gateway: { entryPoint: join(REPOSITORY_ROOT, 'gateway', 'dist', 'main.js') },
};
