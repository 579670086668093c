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
 * The first sending under way of each kept answer whose bytes are not kept yet (ADR 124): the requests that got the
 * same answer meanwhile — all those that waited for it to be computed after a write — wait for its bytes instead of
 * serializing the same envelope each.
 */
const firstSendings = new WeakMap<KeptAnswer<unknown>, { over: Promise<void>; release(): void }>();

/** Ends the first sending of `kept` (its bytes kept or not; `only`: if it is that one): the requests waiting for it go on. */
function firstSendingOver(kept: KeptAnswer<unknown>, only?: object): void {
  const sending = firstSendings.get(kept);
  if (!sending || (only !== undefined && sending !== only)) return;
  firstSendings.delete(kept);
  sending.release();
}

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
      firstSendingOver(kept);
    }
    done(null, payload);
  });
}

/** The answer's envelope, serialized by Fastify; its bytes are kept if none are yet. */
function sendFresh<T>(reply: FastifyReply, kept: KeptAnswer<T>, envelope: (value: T) => unknown): unknown {
  unkept.set(reply, kept);
  return envelope(kept.value);
}

function sendBody(reply: FastifyReply, body: Buffer): Buffer {
  reply.header('content-type', JSON_CONTENT_TYPE);
  return body;
}

/**
 * The reply to a request answered with a kept answer: its kept bytes when a request has sent them; else, while
 * another request's sending of the same answer is under way, those bytes once it has written them (or, if that
 * sending kept none, this request's envelope); else its envelope, serialized by Fastify as any answer is (and kept
 * by the hook above). `held`: whether the answer cache keeps this answer for other requests (`AnswerCache.kept`); one
 * computed for this request alone is sent as any answer, its bytes not kept (ADR 139). A handler returns what this
 * returns.
 */
export function sendKept<T>(reply: FastifyReply, kept: KeptAnswer<T>, envelope: (value: T) => unknown, held: boolean): unknown {
  if (!held) return envelope(kept.value);
  if (kept.body !== undefined) return sendBody(reply, kept.body);
  const underWay = firstSendings.get(kept);
  if (underWay) return underWay.over.then(() => (kept.body !== undefined ? sendBody(reply, kept.body) : sendFresh(reply, kept, envelope)));
  unkept.set(reply, kept);
  let release!: () => void;
  const over = new Promise<void>((done) => {
    release = done;
  });
  const sending = { over, release };
  firstSendings.set(kept, sending);
  // A reply that never reaches onSend (its connection gone first) must not hold the others.
  reply.raw.once('close', () => firstSendingOver(kept, sending));
  return envelope(kept.value);
}
