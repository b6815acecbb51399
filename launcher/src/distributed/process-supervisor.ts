import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { APP_ENTRY_POINTS, type AppName } from './app-processes';

/** Receives each line an app instance prints, with the instance's name ("workers-2"). */
export type LogSink = (instance: string, line: string) => void;

/**
 * Runs each app as its own Node process, as a container would, and prefixes its output with
 * its name. Instances can be stopped, killed and started again one by one, and an app can run
 * more than once (workers scale out): the end-to-end tests use that to prove the health check
 * notices and that jobs survive a worker's death.
 */
export class ProcessSupervisor {
  private readonly children = new Map<string, { app: AppName; child: ChildProcess }>();

  constructor(
    private readonly env: NodeJS.ProcessEnv,
    private readonly log: LogSink,
  ) {
    // Never leave an app running behind a supervisor that died.
    process.once('exit', () => this.children.forEach(({ child }) => child.kill('SIGKILL')));
  }

  start(app: AppName, instance: string = app): void {
    if (this.children.has(instance)) throw new Error(`${instance} is already running`);
    const child = spawn(process.execPath, [APP_ENTRY_POINTS[app]], {
      env: this.env,
      stdio: ['ignore', 'pipe', 'pipe'],
      // Its own process group: Ctrl-C in a terminal reaches only the supervisor, which then
      // stops the apps in order, each exactly once.
      detached: true,
    });
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream }).on('line', (line) => this.log(instance, line));
    }
    child.once('exit', (code, signal) => {
      this.children.delete(instance);
      this.log(instance, `exited (${signal ?? `code ${code}`})`);
    });
    this.children.set(instance, { app, child });
  }

  /** SIGTERM, then wait: the instance closes its connections and finishes running jobs. */
  async stop(instance: string, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
    const running = this.children.get(instance);
    if (!running) return;
    const exited = once(running.child, 'exit');
    running.child.kill(signal);
    await exited;
  }

  /** SIGKILL: the instance dies at once, as a crashed process would. */
  kill(instance: string): Promise<void> {
    return this.stop(instance, 'SIGKILL');
  }

  isRunning(instance: string): boolean {
    return this.children.has(instance);
  }

  /** Every instance of each app, app by app in the given order. */
  async stopAll(order: readonly AppName[]): Promise<void> {
    for (const app of order) {
      const instances = [...this.children].filter(([, running]) => running.app === app);
      await Promise.all(instances.map(([instance]) => this.stop(instance)));
    }
  }
}
