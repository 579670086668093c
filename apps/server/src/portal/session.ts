import type { FastifyRequest } from 'fastify';
import type { User } from '../domain/users';
import { HttpError } from '../http/http-error';
import { LOGIN_REQUIRED_MESSAGE } from './constants';

export type PortalSession = { user: User; token: string };

const sessions = new WeakMap<FastifyRequest, PortalSession>();

export function setSession(request: FastifyRequest, session: PortalSession): void {
  sessions.set(request, session);
}

export function findSession(request: FastifyRequest): PortalSession | undefined {
  return sessions.get(request);
}

export function requireSession(request: FastifyRequest): PortalSession {
  const session = sessions.get(request);
  if (!session) throw new HttpError(401, LOGIN_REQUIRED_MESSAGE);
  return session;
}

/** `Bearer <token>`; an empty token, or the `null`/`undefined` a careless client interpolates, is no token at all. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(.*)$/i.exec(header?.trim() ?? '');
  const token = match?.[1]?.trim();
  if (!token || token === 'null' || token === 'undefined') return undefined;
  return token;
}
