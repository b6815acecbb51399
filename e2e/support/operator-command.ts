import { execFile } from 'node:child_process';
import { resolve } from 'node:path';

export const REPOSITORY_ROOT = resolve(__dirname, '..', '..');

/** What `npm run admin:create` runs once its build is done. */
export const ADMIN_CREATE_MAIN = resolve(
  REPOSITORY_ROOT,
  'launcher',
  'dist',
  'admin-create-main.js',
);

export interface CommandOutcome {
  status: number;
  stdout: string;
  stderr: string;
}

/**
 * Runs an operator command as someone at the repository's root would, with `env` over this
 * process's environment minus DATABASE_URL (so the command finds its database itself unless
 * `env` names one). Never synchronously: the local Roadbook it may talk to can be this process's.
 */
export function runOperatorCommand(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv = {},
): Promise<CommandOutcome> {
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  return new Promise((resolveOutcome) => {
    execFile(
      command,
      args,
      { cwd: REPOSITORY_ROOT, env: { ...inherited, ...env } },
      (error, stdout, stderr) =>
        resolveOutcome({ status: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}
