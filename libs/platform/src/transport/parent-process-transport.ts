import { ClientProxy, type ReadPacket, type WritePacket } from '@nestjs/microservices';
import { randomUUID } from 'node:crypto';
import { currentRequestId, isSafeRequestId, runWithRequestId } from '../logging/request-context';
import { callInProcess } from './in-process-transport';

/**
 * Local mode's worker process calls the services of its parent, the launcher, over the IPC
 * channel Node opened between them: no port, nothing another process could reach.
 */
interface CallFromChild {
  type: 'roadbook:call';
  id: string;
  pattern: string;
  data: unknown;
  requestId?: string;
}

interface AnswerToChild {
  type: 'roadbook:answer';
  id: string;
  response?: unknown;
  err?: unknown;
}

function isCallFromChild(message: unknown): message is CallFromChild {
  const call = message as Partial<CallFromChild> | null;
  return (
    typeof call === 'object' &&
    call !== null &&
    call.type === 'roadbook:call' &&
    typeof call.id === 'string' &&
    typeof call.pattern === 'string'
  );
}

/** What an error looks like to the child: a service's error as it is, anything else its message. */
function errorForChild(error: unknown): unknown {
  return error instanceof Error ? { message: error.message } : error;
}

/**
 * In the parent: answers a call the child sent (any other message is not one and is left
 * alone) with the service in this process, under the call's request id. `reply` sends to that
 * child.
 */
export function answerCallFromChild(
  message: unknown,
  reply: (answer: AnswerToChild) => void,
): void {
  if (!isCallFromChild(message)) return;
  const { id, pattern, data, requestId } = message;
  runWithRequestId(isSafeRequestId(requestId) ? requestId : undefined, () =>
    callInProcess(pattern, data),
  ).then(
    (response) => reply({ type: 'roadbook:answer', id, response }),
    (error: unknown) => reply({ type: 'roadbook:answer', id, err: errorForChild(error) }),
  );
}

/** In the child: a caller's end whose calls its parent answers. */
export class ParentProcessClient extends ClientProxy {
  private readonly pending = new Map<string, (packet: WritePacket) => void>();
  private readonly onMessage = (received: unknown) => {
    const message = received as Partial<AnswerToChild> | null;
    if (message?.type !== 'roadbook:answer' || typeof message.id !== 'string') return;
    const callback = this.pending.get(message.id);
    if (!callback) return;
    this.pending.delete(message.id);
    callback(
      'err' in message
        ? { err: message.err, isDisposed: true }
        : { response: message.response, isDisposed: true },
    );
  };

  connect(): Promise<void> {
    if (!process.send) return Promise.reject(new Error('this process has no parent to call'));
    if (!process.listeners('message').includes(this.onMessage))
      process.on('message', this.onMessage);
    return Promise.resolve();
  }

  close(): void {
    process.off('message', this.onMessage);
  }

  unwrap<T>(): T {
    return process as T;
  }

  protected publish(packet: ReadPacket, callback: (packet: WritePacket) => void): () => void {
    const id = randomUUID();
    const call: CallFromChild = {
      type: 'roadbook:call',
      id,
      pattern: this.normalizePattern(packet.pattern as string),
      data: packet.data,
      requestId: currentRequestId(),
    };
    this.pending.set(id, callback);
    if (!process.connected || !process.send) this.fail(id, new Error('the parent process is gone'));
    else process.send(call, undefined, undefined, (error) => error && this.fail(id, error));
    // A call given up on (the caller's timeout) is forgotten.
    return () => this.pending.delete(id);
  }

  private fail(id: string, err: Error): void {
    const callback = this.pending.get(id);
    this.pending.delete(id);
    callback?.({ err, isDisposed: true });
  }

  protected dispatchEvent(): Promise<never> {
    return Promise.reject(new Error('calls to the parent process have no events'));
  }
}
