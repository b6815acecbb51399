import { resolve } from 'node:path';

/** The checkout this launcher was built in (launcher/dist/... → the repository root). */
export const REPOSITORY_ROOT = resolve(__dirname, '..', '..');
