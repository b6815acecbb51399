import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Where a running local Roadbook can be reached, for tools and tests. */
export interface LocalRunInfo {
  /** The launcher's process. */
  pid: number;
  url: string;
  /** The embedded PostgreSQL: loopback only, with this start's password. */
  databaseUrl: string;
  /** The worker process running now; null while it is being restarted. */
  workerPid: number | null;
  /** The embedded S3 server and its bucket, for `npm run backup`. */
  s3?: { endpoint: string; accessKey: string; secretKey: string; bucket: string };
}

const RUN_FILE_NAME = 'roadbook-run.json';

/** The file under DATA_DIR that describes the local Roadbook running on that data. */
export function localRunFilePath(dataDir: string): string {
  return join(dataDir, RUN_FILE_NAME);
}

/** What the local Roadbook running on `dataDir` published, if one is running. */
export function readLocalRunInfo(dataDir: string): LocalRunInfo | undefined {
  try {
    return JSON.parse(readFileSync(localRunFilePath(dataDir), 'utf8')) as LocalRunInfo;
  } catch {
    return undefined;
  }
}

/**
 * The local Roadbook running on `dataDir` now: its run file, when the process that wrote it is
 * still alive (one killed outright leaves its file behind).
 */
export function runningLocalRoadbook(dataDir: string): LocalRunInfo | undefined {
  const info = readLocalRunInfo(dataDir);
  return info && isAlive(info.pid) ? info : undefined;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: alive, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Keeps the run file current while local mode runs, and removes it when it stops. */
export class LocalRunFile {
  private readonly path: string;
  private removed = false;

  constructor(
    dataDir: string,
    private info: LocalRunInfo,
  ) {
    this.path = localRunFilePath(dataDir);
    this.write();
  }

  /** Once removed, the file stays gone: the processes stopping after it still report. */
  update(change: Partial<LocalRunInfo>): void {
    if (this.removed) return;
    this.info = { ...this.info, ...change };
    this.write();
  }

  remove(): void {
    this.removed = true;
    rmSync(this.path, { force: true });
  }

  /**
   * Written aside and renamed over, so a reader never sees half a file; readable by this user
   * alone, since it holds the embedded database's password.
   */
  private write(): void {
    const partial = `${this.path}.${process.pid}.tmp`;
    writeFileSync(partial, `${JSON.stringify(this.info, null, 2)}\n`, { mode: 0o600 });
    renameSync(partial, this.path);
  }
}
