import type { FastifyInstance, FastifyReply } from 'fastify';

/**
 * A search's answer as the answer cache keeps it (ADR 99), with the bytes of its envelope once one request has sent
 * them (ADR 118): a request answered from memory sends those bytes instead of serializing the same envelope again.
 */
export type KeptAnswer<T> = { value: T; body?: Buffer };

/** What Fastify sends with a JSON answer (its CONTENT_TYPE.JSON): a kept body goes out as its first sending did. */
const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

/** Replies sending a kept answer whose bytes are not kept yet. */
const unkept = new WeakMap<FastifyReply, KeptAnswer<unknown>>();

/**
 * Keeps the bytes of the first successful sending of each kept answer, as the route's serializer wrote them (the
 * contract's response schema, through Fastify's own path): the body a later request sends is that one, byte for byte.
 */
export function registerKeptBodies(app: FastifyInstance): void {
  app.addHook('onSend', (_request, reply, payload, done) => {
    const kept = unkept.get(reply);
    if (kept) {
      unkept.delete(reply);
      // An error answered instead (a serialization failure) is not the answer's body.
      if (kept.body === undefined && reply.statusCode === 200 && typeof payload === 'string') kept.body = Buffer.from(payload);
    }
    done(null, payload);
  });
}

/**
 * The reply to a request answered with a kept answer: its kept bytes when a request has sent them, else its envelope,
 * serialized by Fastify as any answer is (and kept by the hook above). A handler returns what this returns.
 */
export function sendKept<T>(reply: FastifyReply, kept: KeptAnswer<T>, envelope: (value: T) => unknown): unknown {
  if (kept.body !== undefined) {
    reply.header('content-type', JSON_CONTENT_TYPE);
    return kept.body;
  }
  unkept.set(reply, kept);
  return envelope(kept.value);
}
