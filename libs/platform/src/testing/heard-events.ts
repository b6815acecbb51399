import type { SystemEventName, SystemEventPayloads } from '@roadbook/contracts';
import type { EventBus } from '../events/event-bus';

/**
 * The payloads of `event` published while listening, in order, until `stop`: a spec that checks
 * what a use case announces stops before the next one listens (a process's in-process events are
 * shared by every bus it makes).
 */
export function heardEvents<E extends SystemEventName>(
  events: EventBus,
  event: E,
): { heard: SystemEventPayloads[E][]; stop: () => void } {
  const heard: SystemEventPayloads[E][] = [];
  const stop = events.subscribe(event, (payload) => heard.push(payload));
  return { heard, stop };
}
