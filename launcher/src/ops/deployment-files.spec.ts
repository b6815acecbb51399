import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { delimiter, join, relative } from 'node:path';
import { parse } from 'yaml';
import { APP_NAMES, APP_PROCESSES, type AppName } from '../distributed/app-processes';
import { REPOSITORY_ROOT } from '../repository-root';
import { APP_ENV_SCHEMAS } from './app-env-schemas';
import { describeEnvSchema } from './env-reference';

/**
 * The container files describe the same apps as the launchers: each app has a compose service
 * built from its Dockerfile stage, that stage starts the entry point `npm run start:distributed`
 * starts with the same Node options, and compose sets every variable the app refuses to start
 * without. Compose checks its own syntax offline (`docker-compose config -q`); the rest is what
 * it cannot know.
 */

interface ComposeService {
  profiles?: string[];
  build?: { target?: string; dockerfile?: string };
  environment?: Record<string, unknown>;
  networks?: string[];
  image?: string;
  volumes?: string[];
}

const compose = parse(readFileSync(join(REPOSITORY_ROOT, 'docker-compose.yml'), 'utf8'), {
  merge: true,
}) as { services: Record<string, ComposeService> };

const PROMETHEUS_CONFIG = 'infra/prometheus/prometheus.yml';
const prometheus = parse(readFileSync(join(REPOSITORY_ROOT, PROMETHEUS_CONFIG), 'utf8')) as {
  scrape_configs: Array<{
    job_name: string;
    dns_sd_configs?: Array<{ names: string[]; port: number }>;
  }>;
};

const DOCKERFILE = 'infra/docker/Dockerfile';
const dockerfile = readFileSync(join(REPOSITORY_ROOT, DOCKERFILE), 'utf8');

/** The instructions of one `FROM … AS stage` block, up to the next FROM. */
function stage(name: string): string {
  const start = dockerfile.search(new RegExp(`^FROM \\S+ AS ${name}$`, 'm'));
  if (start < 0) return '';
  const next = dockerfile.indexOf('\nFROM ', start + 1);
  return dockerfile.slice(start, next < 0 ? undefined : next);
}

/** The final CMD of a stage (a HEALTHCHECK's CMD sits on a continuation line, never at the start). */
function startCommand(name: string): string[] {
  const commands = [...stage(name).matchAll(/^CMD (\[.*\])$/gm)];
  return commands.length ? (JSON.parse(commands[commands.length - 1][1]) as string[]) : [];
}

describe.each(APP_NAMES.map((app) => [app] as [AppName]))('the %s app', (app) => {
  const service = compose.services[app];

  it('is a compose service built from its own Dockerfile stage', () => {
    expect(service?.build).toMatchObject({ dockerfile: DOCKERFILE, target: app });
    expect(stage(app)).not.toBe('');
  });

  it('starts in its container the entry point the launchers start, with the same Node options', () => {
    const { entryPoint, execArgv = [] } = APP_PROCESSES[app];
    expect(startCommand(app)).toEqual([
      'node',
      ...execArgv,
      `/app/${relative(REPOSITORY_ROOT, entryPoint)}`,
    ]);
  });

  it('gets from compose every variable it cannot start without', () => {
    const required = describeEnvSchema(APP_ENV_SCHEMAS[app])
      .filter((variable) => variable.presence === 'required')
      .map((variable) => variable.name);
    const missing = required.filter((name) => !(name in (service?.environment ?? {})));
    expect(missing).toEqual([]);
  });

  it('reaches the other apps through the NATS service, as its user', () => {
    expect(service?.environment).toMatchObject({
      NATS_URL: 'nats://nats:4222',
      NATS_PASSWORD: expect.stringMatching(/^\$\{NATS_PASSWORD:\?/) as unknown,
    });
    expect(service?.networks).toContain('services');
    expect(compose.services.nats?.networks).toEqual(['services']);
  });

  it('serves its metrics on an ops port that Prometheus scrapes, on the metrics network', () => {
    expect(service?.environment).toMatchObject({ METRICS_HOST: '0.0.0.0' });
    const port = Number(service?.environment?.METRICS_PORT);
    expect(port).toBeGreaterThan(0);
    expect(service?.networks).toContain('metrics');
    const job = prometheus.scrape_configs.find((config) => config.job_name === app);
    expect(job?.dns_sd_configs).toEqual([expect.objectContaining({ names: [app], port })]);
  });

  it('is given only variables it reads (a misspelt one would be ignored)', () => {
    const known = new Set(describeEnvSchema(APP_ENV_SCHEMAS[app]).map((variable) => variable.name));
    const unknown = Object.keys(service?.environment ?? {}).filter((name) => !known.has(name));
    expect(unknown).toEqual([]);
  });
});

it('runs Prometheus with its config, on the metrics network and nowhere near the data', () => {
  const service = compose.services.prometheus;
  expect(service?.image).toMatch(/^\$\{PROMETHEUS_IMAGE:-prom\/prometheus:/);
  expect(service?.volumes).toContain(`./${PROMETHEUS_CONFIG}:/etc/prometheus/prometheus.yml:ro`);
  expect(service?.networks).toContain('metrics');
  expect(service?.networks).not.toContain('services');
  expect(service?.networks).not.toContain('data');
  expect(prometheus.scrape_configs.map((config) => config.job_name).sort()).toEqual(
    [...APP_NAMES].sort(),
  );
});

it('starts Valhalla only with the routing profile, on the named OSM extract, next to the workers', () => {
  const valhalla = compose.services.valhalla;
  expect(valhalla?.profiles).toEqual(['routing']);
  expect(valhalla?.image).toMatch(/^\$\{VALHALLA_IMAGE:-ghcr\.io\/valhalla\//);
  expect(valhalla?.volumes).toContainEqual(
    expect.stringMatching(/^\$\{ROUTING_OSM_EXTRACT:-[^}]+\}:\/custom_files\/region\.osm\.pbf:ro$/),
  );
  // Reachable by the workers alone, on an internal network, and what they route with once
  // ROUTER_PROVIDER=valhalla is set; offline by default.
  expect(valhalla?.networks).toEqual(['routing']);
  expect(compose.services.workers?.networks).toContain('routing');
  expect(compose.services.gateway?.networks).not.toContain('routing');
  expect(compose.services.workers?.environment).toMatchObject({
    ROUTER_PROVIDER: '${ROUTER_PROVIDER:-}',
    ROUTER_URL: '${ROUTER_URL:-http://valhalla:8002}',
  });
  for (const app of APP_NAMES) expect(compose.services[app]?.profiles).toBeUndefined();
});

/**
 * What compose cannot start without and has no default for: the NATS user's password and the
 * data stores' passwords (infra/README.md, "Configuration and secrets", shows how to make them).
 */
const REQUIRED_SECRETS = {
  NATS_PASSWORD: 'nats0password',
  POSTGRES_PASSWORD: 'postgres0password',
  REDIS_PASSWORD: 'redis0password',
  MINIO_ROOT_PASSWORD: 'minio0password',
} as const;

it('ships no password or secret of its own: each is required from the environment', () => {
  const text = readFileSync(join(REPOSITORY_ROOT, 'docker-compose.yml'), 'utf8');
  const fallbacks = [...text.matchAll(/\$\{(\w*(?:PASSWORD|SECRET)\w*):-/g)].map(
    ([, name]) => name,
  );
  expect(fallbacks).toEqual([]);
  for (const name of Object.keys(REQUIRED_SECRETS)) {
    expect(text).toContain(`\${${name}:?set ${name}`);
  }
});

/** `.ci/run` installs docker-compose; a machine without it skips the one check that runs it. */
const hasCompose = (process.env.PATH ?? '')
  .split(delimiter)
  .some((dir) => existsSync(join(dir, 'docker-compose')));
(hasCompose ? it : it.skip)(
  'docker-compose.yml is valid compose with the documented secrets, and refuses to run without any',
  () => {
    const config = (env: NodeJS.ProcessEnv) =>
      spawnSync('docker-compose', ['config', '-q'], {
        cwd: REPOSITORY_ROOT,
        env,
        encoding: 'utf8',
      });
    const outside = Object.fromEntries(
      Object.entries(process.env).filter(([name]) => !(name in REQUIRED_SECRETS)),
    );
    const valid = config({ ...outside, ...REQUIRED_SECRETS });
    expect(valid.stderr).toBe('');
    expect(valid.status).toBe(0);
    const routing = spawnSync('docker-compose', ['--profile', 'routing', 'config', '-q'], {
      cwd: REPOSITORY_ROOT,
      env: { ...outside, ...REQUIRED_SECRETS },
      encoding: 'utf8',
    });
    expect(routing.stderr).toBe('');
    expect(routing.status).toBe(0);
    for (const name of Object.keys(REQUIRED_SECRETS)) {
      const { [name as keyof typeof REQUIRED_SECRETS]: _unset, ...others } = REQUIRED_SECRETS;
      const refused = config({ ...outside, ...others });
      expect([name, refused.status]).not.toEqual([name, 0]);
      expect(refused.stderr).toContain(`set ${name}`);
    }
  },
);
