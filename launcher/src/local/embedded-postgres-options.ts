import { PGlite, type PGliteOptions } from '@electric-sql/pglite';

/**
 * PostgreSQL's settings for local mode, beside PGlite's own. Its default of 128 MB of shared
 * buffers sits in this process's memory once touched, for a database that holds a few tens of
 * megabytes; 16 MB keeps the hot pages (the files stay in the system's page cache behind them)
 * and takes about 75 MB off local mode's memory (docs/performance.md, "Local mode at rest").
 */
const EMBEDDED_POSTGRES_SETTINGS = { shared_buffers: '16MB' } as const;

/** How local mode starts PGlite: its own start parameters and the settings above. */
export function embeddedPostgresOptions(): PGliteOptions {
  return {
    startParams: [
      ...PGlite.defaultStartParams,
      ...Object.entries(EMBEDDED_POSTGRES_SETTINGS).flatMap(([name, value]) => [
        '-c',
        `${name}=${value}`,
      ]),
    ],
  };
}
