import { join } from 'node:path';
import { REPOSITORY_ROOT } from '../repository-root';

export const APP_NAMES = ['auth', 'trips', 'blog', 'media', 'workers', 'gateway'] as const;
export type AppName = (typeof APP_NAMES)[number];

/** The built entry point of each app: the same file its container runs. */
export const APP_ENTRY_POINTS: { readonly [A in AppName]: string } = {
  auth: join(REPOSITORY_ROOT, 'services', 'auth', 'dist', 'main.js'),
  trips: join(REPOSITORY_ROOT, 'services', 'trips', 'dist', 'main.js'),
  blog: join(REPOSITORY_ROOT, 'services', 'blog', 'dist', 'main.js'),
  media: join(REPOSITORY_ROOT, 'services', 'media', 'dist', 'main.js'),
  workers: join(REPOSITORY_ROOT, 'services', 'workers', 'dist', 'main.js'),
  gateway: join(REPOSITORY_ROOT, 'gateway', 'dist', 'main.js'),
};
