import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

/** The lowest port picked; below it lie the well-known ports of common servers. */
const LOWEST = 20_000;
/** Linux's default when its setting cannot be read. */
const DEFAULT_EPHEMERAL_START = 32_768;

const handedOut = new Set<number>();

/**
 * A port nothing listens on right now, for a server about to start. It is picked below the
 * range the OS takes ports from for outgoing connections (which could otherwise take it between
 * this check and the server's bind), and never twice in one process.
 */
export async function freePort(host = '127.0.0.1'): Promise<number> {
  const highest = ephemeralRangeStart() - 1;
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const port = LOWEST + Math.floor(Math.random() * (highest - LOWEST + 1));
    if (handedOut.has(port) || !(await canListen(port, host))) continue;
    handedOut.add(port);
    return port;
  }
  throw new Error(`no free port between ${LOWEST} and ${highest}`);
}

/** Where the OS starts taking ports for outgoing connections. */
export function ephemeralRangeStart(): number {
  try {
    const [start] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8')
      .trim()
      .split(/\s+/)
      .map(Number);
    return start > LOWEST + 1_000 ? start : DEFAULT_EPHEMERAL_START;
  } catch {
    return DEFAULT_EPHEMERAL_START;
  }
}

function canListen(port: number, host: string): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.unref();
    server.once('error', () => resolve(false));
    server.listen(port, host, () => server.close(() => resolve(true)));
  });
}
