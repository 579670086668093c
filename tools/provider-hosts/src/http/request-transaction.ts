import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/database';
import { isHttpError } from './http-error';

type Handler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A request that writes runs as one serializable transaction (ADR 62). On SQLite each request ran to its end
 * without another one in between — a synchronous turn of the event loop — and the handlers rely on that (read a
 * state, check it, write the next one). On a shared PostgreSQL the same guarantee is a serializable transaction,
 * retried when two collide. An answer the handler gives by throwing (an HttpError below 500: 400, 404, 409, 429…)
 * keeps what the request wrote before it, as it did then (a failed login is still counted); anything else rolls
 * back. Reads need no transaction. Operations that stream their answer (`streaming`) manage their own.
 */
export function inRequestTransaction(db: Db, handler: Handler, { streaming = false }: { streaming?: boolean } = {}): Handler {
  if (streaming) return handler;
  return async (request, reply) => {
    if (READ_METHODS.has(request.method)) return handler(request, reply);
    let attempts = 0;
    const outcome = await db.transaction(async () => {
      attempts += 1;
      // An answer already on its way cannot be taken back and sent again.
      if (attempts > 1 && reply.sent) throw new Error('a request whose answer was sent cannot be retried');
      try {
        return { value: await handler(request, reply) };
      } catch (error) {
        if (isHttpError(error) && error.statusCode < 500) return { error };
        throw error;
      }
    });
    if ('error' in outcome) throw outcome.error;
    return outcome.value;
  };
}
