import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/database';
import { isHttpError } from './http-error';

type Handler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Operations that write in transactions of their own rather than in one around the request: the assistant's answer
 * streams for seconds, and a password check (login, registration, a password or phone change, an SMS login) must
 * commit its place in the login throttle before the hash is computed, so that checks in flight on every instance
 * count (ADR 56), and must not hold a connection while it hashes. An SMS code is sent only once it is committed:
 * the pages answer inside the handler, so in a request transaction the code could be "sent" and the page reach the
 * browser before the code was stored, or a retried request could store another code than the one sent.
 */
export const OWN_TRANSACTIONS = new Set([
  'assistantAsk',
  'ssoSmsLoginCodeSubmit',
  'ssoPasswordResetCodeSubmit',
  'userPhoneCode',
  'userLogin',
  'userRegister',
  'userPhoneChange',
  'userPasswordChange',
  'ssoLoginSubmit',
  'ssoRegisterSubmit',
  'ssoSmsLoginSubmit',
  'ssoPasswordResetSubmit',
]);

/**
 * A request that writes runs as one serializable transaction (ADR 62). On SQLite each request ran to its end
 * without another one in between — a synchronous turn of the event loop — and the handlers rely on that (read a
 * state, check it, write the next one). On a shared PostgreSQL the same guarantee is a serializable transaction,
 * retried when two collide. An answer the handler gives by throwing (an HttpError below 500: 400, 404, 409, 429…)
 * keeps what the request wrote before it, as it did then (a failed login is still counted); anything else rolls
 * back. Reads need no transaction. OWN_TRANSACTIONS manage their own.
 */
export function inRequestTransaction(db: Db, handler: Handler, { own = false }: { own?: boolean } = {}): Handler {
  if (own) return handler;
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
