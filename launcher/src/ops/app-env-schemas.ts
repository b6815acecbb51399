import { authService } from '@roadbook/auth-service';
import { blogService } from '@roadbook/blog-service';
import { GatewayEnv } from '@roadbook/gateway';
import { mediaService } from '@roadbook/media-service';
import { tripsService } from '@roadbook/trips-service';
import { WorkersEnv } from '@roadbook/workers';
import type { AppName } from '../distributed/app-processes';
import { DistributedEnv } from '../distributed/distributed.env';
import { LocalEnv } from '../local/local.env';
import { BackupEnv } from './backup';

/** A class whose decorated properties are an app's environment variables, with their defaults. */
export type EnvSchema = new () => object;

/** The environment each deployable app validates at start. */
export const APP_ENV_SCHEMAS: { readonly [A in AppName]: EnvSchema } = {
  auth: authService.envSchema,
  trips: tripsService.envSchema,
  blog: blogService.envSchema,
  media: mediaService.envSchema,
  workers: WorkersEnv,
  gateway: GatewayEnv,
};

/** The launchers' and ops commands' own variables. */
export const LAUNCHER_ENV_SCHEMAS = {
  'npm start (local mode)': LocalEnv,
  'npm run start:distributed': DistributedEnv,
  'npm run backup / restore': BackupEnv,
} as const satisfies Record<string, EnvSchema>;
