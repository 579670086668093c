import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/database';
import { knownFailure } from './known-failure';

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
 * retried when two collide. An answer the handler gives by throwing (an HttpError or a DomainError below 500: 400, 404, 409, 429…)
 * keeps what the request wrote before it, as it did then (a failed login is still counted); anything else rolls
 * back. Reads need no transaction. OWN_TRANSACTIONS manage their own.
 */
export function inRequestTransaction(db: Db, handler: Handler, { own = false }: { own?: boolean } = {}): Handler {
  if (own) return handler;
  return async (request, reply) => {
    if (READ_METHODS.has(request.method)) return handler(request, reply);
    // A handler that answers by itself (the SSO pages: a page, a 303 to the next one) has its answer held until the
    // transaction has committed: sent at once, it could reach the browser, and the next request read, before what
    // it says was stored; and a retried request would have answered already.
    const send = reply.send.bind(reply);
    let held: { payload: unknown } | undefined;
    // It gives back nothing rather than the reply: a reply is a thenable that settles once it has been sent, so a
    // handler returning it would wait, inside the transaction, for an answer that waits for the transaction.
    reply.send = ((payload?: unknown) => {
      held = { payload };
      return undefined;
    }) as unknown as FastifyReply['send'];
    // A retried attempt starts from the reply as it came: what a rolled-back attempt set (a status, a Location or a
    // Retry-After) is not part of the answer.
    const status = reply.statusCode;
    const headers = new Set(Object.keys(reply.getHeaders()));
    let outcome;
    try {
      outcome = await db.transaction(async () => {
        held = undefined;
        reply.code(status);
        for (const name of Object.keys(reply.getHeaders())) if (!headers.has(name)) reply.removeHeader(name);
        try {
          return { value: await handler(request, reply) };
        } catch (error) {
          if ((knownFailure(error)?.status ?? 500) < 500) return { error };
          throw error;
        }
      });
    } finally {
      // The own property goes, so the reply's own send is back for the error handler and what follows.
      delete (reply as Partial<FastifyReply>).send;
    }
    if ('error' in outcome) throw outcome.error;
    if (held) return send(held.payload);
    return outcome.value;
  };
}
