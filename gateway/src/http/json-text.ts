import type { FastifyReply } from 'fastify';

/**
 * Answers with JSON already serialised (a list or a trip the gateway keeps as text): Nest would
 * send a returned string as text/plain, and serialising it again per request is what keeping it
 * as text saves.
 */
export function jsonText(reply: FastifyReply, text: string): string {
  void reply.type('application/json; charset=utf-8');
  return text;
}
