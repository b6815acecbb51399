import { IsInt, IsString, Max, Min } from 'class-validator';
import { resolve } from 'node:path';
import { REPOSITORY_ROOT } from './repository-root';

/** What both launchers serve: the gateway's port and the built web app. */
export class LauncherHttpEnv {
  /** The port the gateway serves Roadbook on (0: any free port). */
  @IsInt()
  @Min(0)
  @Max(65535)
  PORT: number = 8080;

  /** The built web app the gateway serves. */
  @IsString()
  WEB_DIST_DIR = resolve(REPOSITORY_ROOT, 'web', 'dist');
}
