import type { FastifyReply, FastifyRequest } from 'fastify';
import { clearRoadbookCookie, readRoadbookCookie, setRoadbookCookie } from '../http/cookies';

export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  expiresAt: string,
): void {
  setRoadbookCookie(request, reply, 'roadbook_session', token, new Date(expiresAt));
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  clearRoadbookCookie(request, reply, 'roadbook_session');
}

export function sessionToken(request: FastifyRequest): string | undefined {
  return readRoadbookCookie(request, 'roadbook_session');
}
