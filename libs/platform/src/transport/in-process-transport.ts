import {
  BaseRpcContext,
  ClientProxy,
  Server,
  type CustomTransportStrategy,
  type ReadPacket,
  type WritePacket,
} from '@nestjs/microservices';
import { lastValueFrom } from 'rxjs';

/**
 * Where the services started in this process answer: one per process, so every app of local
 * mode (and of an integration spec) finds the others here, with no socket between them.
 */
const servers = new Map<string, InProcessServer>();

/**
 * A copy of a message as the other end of a wire would read it: calls in one process keep the
 * JSON semantics of calls between processes (dates become strings, nothing is shared), so code
 * cannot come to depend on running in one process.
 */
function asOnTheWire<T>(value: T): T {
  return value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T);
}

/** The answer of the service in this process that handles `pattern`. */
export async function callInProcess(pattern: string, data: unknown): Promise<unknown> {
  const server = servers.get(pattern);
  if (!server) throw new Error(`no service in this process answers ${pattern}`);
  return asOnTheWire(await server.call(pattern, asOnTheWire(data)));
}

/** A service's end when its callers share its process (local mode). */
export class InProcessServer extends Server implements CustomTransportStrategy {
  listen(callback: () => void): void {
    for (const pattern of this.messageHandlers.keys()) servers.set(pattern, this);
    callback();
  }

  close(): void {
    for (const [pattern, server] of servers) if (server === this) servers.delete(pattern);
  }

  /** Runs the handler as Nest runs it for a message: pipes, filters and all. */
  async call(pattern: string, data: unknown): Promise<unknown> {
    // By the pattern itself: Nest's lookup first tries it as JSON, throwing for every plain one.
    const handler = this.messageHandlers.get(pattern);
    if (!handler) throw new Error(`no handler for ${pattern}`);
    return lastValueFrom(
      this.transformToObservable(await handler(data, new BaseRpcContext([pattern]))),
    );
  }

  on(): never {
    throw new Error('the in-process transport has no events');
  }

  unwrap<T>(): T {
    return servers as T;
  }
}

/** A caller's end when the service shares its process. */
export class InProcessClient extends ClientProxy {
  connect(): Promise<void> {
    return Promise.resolve();
  }

  close(): void {}

  unwrap<T>(): T {
    return servers as T;
  }

  protected publish(packet: ReadPacket, callback: (packet: WritePacket) => void): () => void {
    callInProcess(this.normalizePattern(packet.pattern as string), packet.data).then(
      (response) => callback({ response, isDisposed: true }),
      (err: unknown) => callback({ err, isDisposed: true }),
    );
    return () => undefined;
  }

  protected dispatchEvent(): Promise<never> {
    return Promise.reject(new Error('the in-process transport has no events'));
  }
}
