import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { APP_ENTRY_POINTS, type AppName } from './app-processes';

export type LogSink = (app: AppName, line: string) => void;

/**
 * Runs each app as its own Node process, as a container would, and prefixes its output with
 * its name. Apps can be stopped, killed and started again one by one (the end-to-end tests
 * use that to prove the health check notices).
 */
export class ProcessSupervisor {
  private readonly children = new Map<AppName, ChildProcess>();

  constructor(
    private readonly env: NodeJS.ProcessEnv,
    private readonly log: LogSink,
  ) {
    // Never leave an app running behind a supervisor that died.
    process.once('exit', () => this.children.forEach((child) => child.kill('SIGKILL')));
  }

  start(app: AppName): void {
    if (this.children.has(app)) throw new Error(`${app} is already running`);
    const child = spawn(process.execPath, [APP_ENTRY_POINTS[app]], {
      env: this.env,
      stdio: ['ignore', 'pipe', 'pipe'],
      // Its own process group: Ctrl-C in a terminal reaches only the supervisor, which then
      // stops the apps in order, each exactly once.
      detached: true,
    });
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream }).on('line', (line) => this.log(app, line));
    }
    child.once('exit', (code, signal) => {
      this.children.delete(app);
      this.log(app, `exited (${signal ?? `code ${code}`})`);
    });
    this.children.set(app, child);
  }

  /** SIGTERM, then wait: the app closes its connections and finishes running jobs. */
  async stop(app: AppName, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
    const child = this.children.get(app);
    if (!child) return;
    const exited = once(child, 'exit');
    child.kill(signal);
    await exited;
  }

  /** SIGKILL: the app dies at once, as a crashed process would. */
  kill(app: AppName): Promise<void> {
    return this.stop(app, 'SIGKILL');
  }

  isRunning(app: AppName): boolean {
    return this.children.has(app);
  }

  async stopAll(order: readonly AppName[]): Promise<void> {
    for (const app of order) await this.stop(app);
  }
}
