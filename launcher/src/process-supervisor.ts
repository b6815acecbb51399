import { fork, type ChildProcess } from 'node:child_process';
import { EventEmitter, once } from 'node:events';
import { createInterface } from 'node:readline';
import { READY_MESSAGE } from '@roadbook/platform';

/**
 * Receives each line an app instance prints, with the instance's name ("workers-2") and the
 * stream it came from; the supervisor's own notes about an instance (exits, restarts) come here
 * too.
 */
export type LogSink = (instance: string, line: string, stream: 'stdout' | 'stderr') => void;

/** How to run one app as a child process. */
export interface ChildApp {
  /** The built entry point. */
  readonly entryPoint: string;
  /** Node options for this app only, such as a heap limit. */
  readonly execArgv?: readonly string[];
  /** Variables for this app only (its own ops port), over the environment all apps share. */
  readonly env?: NodeJS.ProcessEnv;
  /** Started again, after a pause that grows while it keeps dying, when it exits unasked. */
  readonly restartWhenItDies?: boolean;
}

export interface SupervisorEvents {
  start: [instance: string, pid: number];
  /** The instance announced it is ready for work (see announceReady). */
  ready: [instance: string, pid: number];
  /** Any other IPC message the instance sent (see child-metrics.ts). */
  message: [instance: string, message: unknown];
  exit: [instance: string, code: number | null, signal: NodeJS.Signals | null];
}

/** How long stop() waits after SIGTERM before it kills the instance. */
const DEFAULT_STOP_TIMEOUT_MS = 20_000;
const FIRST_RESTART_DELAY_MS = 1_000;
const MAX_RESTART_DELAY_MS = 30_000;
/** An instance that ran this long before dying had worked: its restart pause starts over. */
const STABLE_RUN_MS = 60_000;

interface RunningInstance<A extends string> {
  app: A;
  child: ChildProcess;
  startedAt: number;
  /** Set by stop(): the exit that follows was asked for, so it is not restarted. */
  stopping: boolean;
}

/**
 * Runs each app as its own Node process, as a container would, and prefixes its output with
 * its name. Instances can be stopped, killed and started again one by one, and an app can run
 * more than once (workers scale out): the end-to-end tests use that to prove the health check
 * notices and that jobs survive a worker's death. An app marked `restartWhenItDies` is started
 * again whenever it exits without being asked to, so a job that kills its process cannot take
 * the rest of the system with it.
 */
export class ProcessSupervisor<A extends string> extends EventEmitter<SupervisorEvents> {
  private readonly children = new Map<string, RunningInstance<A>>();
  private readonly pendingRestarts = new Map<string, { app: A; timer: NodeJS.Timeout }>();
  /** Deaths in a row of each instance that died soon after it started. */
  private readonly quickDeaths = new Map<string, number>();

  constructor(
    private readonly apps: { readonly [K in A]: ChildApp },
    private readonly env: NodeJS.ProcessEnv,
    private readonly log: LogSink,
    private readonly stopTimeoutMs = DEFAULT_STOP_TIMEOUT_MS,
  ) {
    super();
    // Never leave an app running behind a supervisor that died.
    process.once('exit', () => this.children.forEach(({ child }) => child.kill('SIGKILL')));
  }

  start(app: A, instance: string = app): void {
    if (this.children.has(instance)) throw new Error(`${instance} is already running`);
    const { entryPoint, execArgv = [], env } = this.apps[app];
    const child = fork(entryPoint, [], {
      env: { ...this.env, ...env },
      // Only the app's own options: never the launcher's (a debugger port, say).
      execArgv: [...execArgv],
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
      // Its own process group: Ctrl-C in a terminal reaches only the supervisor, which then
      // stops the apps in order, each exactly once.
      detached: true,
    });
    const running: RunningInstance<A> = { app, child, startedAt: Date.now(), stopping: false };
    this.children.set(instance, running);
    createInterface({ input: child.stdout! }).on('line', (line) =>
      this.log(instance, line, 'stdout'),
    );
    createInterface({ input: child.stderr! }).on('line', (line) =>
      this.log(instance, line, 'stderr'),
    );
    child.on('message', (message) => {
      if (message === READY_MESSAGE) this.emit('ready', instance, child.pid!);
      else this.emit('message', instance, message);
    });
    child.on('error', (error) => this.log(instance, `process error: ${error.message}`, 'stderr'));
    child.once('exit', (code, signal) => this.exited(instance, running, code, signal));
    this.emit('start', instance, child.pid!);
  }

  /**
   * Starts an instance and waits until it says it is ready (true) or exits first (false); one
   * that exits is restarted as usual when its app is marked so.
   */
  async startAndWaitUntilReady(app: A, instance: string = app): Promise<boolean> {
    const outcome = new Promise<boolean>((resolve) => {
      const settle = (ready: boolean) => (name: string) => {
        if (name !== instance) return;
        this.off('ready', onReady);
        this.off('exit', onExit);
        resolve(ready);
      };
      const onReady = settle(true);
      const onExit = settle(false);
      this.on('ready', onReady);
      this.on('exit', onExit);
    });
    this.start(app, instance);
    return outcome;
  }

  /**
   * SIGTERM, then wait: the instance closes its connections and finishes running jobs. One that
   * is still running after the stop timeout is killed. A restart that was waiting is cancelled.
   */
  async stop(instance: string, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
    const pending = this.pendingRestarts.get(instance);
    if (pending) {
      clearTimeout(pending.timer);
      this.pendingRestarts.delete(instance);
    }
    const running = this.children.get(instance);
    if (!running) return;
    running.stopping = true;
    const exited = once(running.child, 'exit');
    running.child.kill(signal);
    const killTimer = setTimeout(() => {
      this.log(
        instance,
        `still running ${this.stopTimeoutMs} ms after ${signal}: killing it`,
        'stderr',
      );
      running.child.kill('SIGKILL');
    }, this.stopTimeoutMs);
    try {
      await exited;
    } finally {
      clearTimeout(killTimer);
    }
  }

  /** SIGKILL: the instance dies at once, as a crashed process would (but is not restarted). */
  kill(instance: string): Promise<void> {
    return this.stop(instance, 'SIGKILL');
  }

  isRunning(instance: string): boolean {
    return this.children.has(instance);
  }

  /** Sends the instance an IPC message; false when it is not running or its channel is closed. */
  send(instance: string, message: unknown): boolean {
    const child = this.children.get(instance)?.child;
    if (!child?.connected) return false;
    return child.send(message as object);
  }

  /** The process id of the instance running now, if one is. */
  pid(instance: string): number | undefined {
    return this.children.get(instance)?.child.pid;
  }

  /** Every instance of each app, app by app in the given order, restarts that wait included. */
  async stopAll(order: readonly A[]): Promise<void> {
    for (const app of order) {
      const instances = new Set(
        [...this.children, ...this.pendingRestarts]
          .filter(([, entry]) => entry.app === app)
          .map(([instance]) => instance),
      );
      await Promise.all([...instances].map((instance) => this.stop(instance)));
    }
  }

  private exited(
    instance: string,
    running: RunningInstance<A>,
    code: number | null,
    signal: NodeJS.Signals | null,
  ): void {
    this.children.delete(instance);
    this.emit('exit', instance, code, signal);
    const how = signal ?? `code ${code}`;
    if (running.stopping) {
      // Asked to stop. An app with Nest's shutdown hooks closes, then raises SIGTERM again on
      // itself: as clean an end as code 0. Anything else (the timeout's SIGKILL) is named.
      const clean = code === 0 || signal === 'SIGTERM';
      this.log(instance, clean ? 'stopped' : `stopped (${how})`, 'stdout');
      return;
    }
    if (!this.apps[running.app].restartWhenItDies) {
      this.log(instance, `exited (${how})`, 'stdout');
      return;
    }
    const delay = this.restartDelay(instance, Date.now() - running.startedAt);
    this.log(instance, `exited unexpectedly (${how}); starting it again in ${delay} ms`, 'stderr');
    const timer = setTimeout(() => {
      this.pendingRestarts.delete(instance);
      this.start(running.app, instance);
    }, delay);
    this.pendingRestarts.set(instance, { app: running.app, timer });
  }

  /** Doubles while the instance keeps dying soon after starting, so a crash loop stays cheap. */
  private restartDelay(instance: string, ranForMs: number): number {
    const deaths = ranForMs >= STABLE_RUN_MS ? 1 : (this.quickDeaths.get(instance) ?? 0) + 1;
    this.quickDeaths.set(instance, deaths);
    return Math.min(FIRST_RESTART_DELAY_MS * 2 ** (deaths - 1), MAX_RESTART_DELAY_MS);
  }
}
