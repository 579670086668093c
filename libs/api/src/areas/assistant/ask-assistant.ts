import { isSuccessStatus } from '@smes/config';
import { API_MESSAGES, ApiError } from '../../core/api-error';
import type { ApiFailure, ApiResult } from '../../core/api-error';
import { JSON_BODY } from '../../core/body-serializers';
import type { CallOptions, PortalClient } from '../../core/portal-client';
import { createSseParser } from './sse-parser';
import type { ServerSentEvent } from './sse-parser';
import type { AssistantAskBody, AssistantDelta, AssistantDone, AssistantMeta } from './types';

export type AskAssistantOptions = Pick<CallOptions, 'signal'> & {
  /** The first event: the message's id, the conversation it was stored in (null for anonymous users), how it is made. */
  onMeta?(meta: AssistantMeta): void;
  /** Each piece of the answer's text, in order. */
  onDelta?(delta: AssistantDelta): void;
};

const EVENT_STREAM = /^text\/event-stream\b/i;

const transportBreak: ApiFailure = { ok: false, kind: 'network', msg: '', statusCode: 0, code: null };

function badResponse(statusCode: number): ApiFailure {
  return { ok: false, kind: 'bad-response', msg: '', statusCode, code: null };
}

function cancelled(signal: AbortSignal): ApiError {
  return new ApiError({ kind: 'cancelled', message: API_MESSAGES.cancelled, cause: signal.reason });
}

/** An `error` event carries the same envelope a refused request would; its statusCode stands in for the HTTP status. */
function errorEventAnswer(envelope: unknown, fallbackStatus: number) {
  const statusCode = typeof envelope === 'object' && envelope !== null ? (envelope as Record<string, unknown>)['statusCode'] : null;
  const status = typeof statusCode === 'number' && statusCode >= 200 && statusCode <= 599 ? statusCode : fallbackStatus;
  return { type: 'answer' as const, response: new Response(null, { status }), body: envelope };
}


/**
 * POST /api/assistant/ask and read its text/event-stream answer (fetch + reader: EventSource cannot POST).
 * Resolves with the `done` event's data, or a failure as every request does (spec §8: network, timeout,
 * a refusal in words before the stream, an `error` event, an answer cut off); rejects when `signal` aborts
 * (before or during the stream: the reader is cancelled, which closes the request and stops the server)
 * and for 444 / 500, which run the expiry flow or the error toast like any other call.
 */
export async function askAssistant(
  client: PortalClient,
  body: AssistantAskBody,
  { signal, onMeta, onDelta }: AskAssistantOptions = {},
): Promise<ApiResult<AssistantDone>> {
  const outcome = await client.exchange(
    (api, init) => api.POST('/api/assistant/ask', { ...init, ...JSON_BODY, body, parseAs: 'stream' }),
    { signal },
  );
  if (outcome.type !== 'answer') {
    return client.settle(outcome);
  }
  const { response } = outcome;
  if (!isSuccessStatus(response.status)) {
    // openapi-fetch has already read a refusal's body (JSON when it parses): the envelope rules apply.
    return client.settle(outcome);
  }
  const stream = outcome.body instanceof ReadableStream ? (outcome.body as ReadableStream<Uint8Array>) : null;
  if (stream === null) {
    return badResponse(response.status);
  }
  if (!EVENT_STREAM.test(response.headers.get('Content-Type') ?? '')) {
    // A 2xx envelope instead of a stream (a gateway's 444 in the body, say) is settled like any answer.
    return settleJsonStream(client, stream, response, signal);
  }

  const reader = stream.getReader();
  const handleAbort = () => void reader.cancel(signal?.reason).catch(() => undefined);
  signal?.addEventListener('abort', handleAbort, { once: true });

  // Set by the event that ends the answer (a holder object: the parser's callback assigns it).
  const end: { result: ApiResult<AssistantDone> | null } = { result: null };
  const handleEvent = (event: ServerSentEvent) => {
    if (end.result !== null) return;
    let data: unknown;
    try {
      data = JSON.parse(event.data);
    } catch {
      end.result = badResponse(response.status);
      return;
    }
    switch (event.event) {
      case 'meta':
        onMeta?.(data as AssistantMeta);
        return;
      case 'delta':
        onDelta?.(data as AssistantDelta);
        return;
      case 'done':
        end.result = { ok: true, data: data as AssistantDone, msg: '', statusCode: response.status, code: 200 };
        return;
      case 'error': {
        const settled = client.settle<AssistantDone>(errorEventAnswer(data, response.status));
        // An error event that reads as success is not one the contract allows.
        end.result = settled.ok ? badResponse(response.status) : settled;
        return;
      }
      default:
        // Events a later server adds are not this client's business.
        return;
    }
  };

  const parser = createSseParser(handleEvent);
  const decoder = new TextDecoder();
  try {
    for (;;) {
      if (signal?.aborted) throw cancelled(signal);
      let chunk: ReadableStreamReadResult<Uint8Array>;
      try {
        chunk = await reader.read();
      } catch {
        if (signal?.aborted) throw cancelled(signal);
        return transportBreak;
      }
      if (signal?.aborted) throw cancelled(signal);
      if (chunk.done) {
        parser.feed(decoder.decode());
        parser.end();
        // A stream that ends without `done` or `error` was cut off on the way.
        return end.result ?? transportBreak;
      }
      // The 444 / 500 rules of an error event may throw from here; the reader is released below.
      parser.feed(decoder.decode(chunk.value, { stream: true }));
      if (end.result !== null) {
        return end.result;
      }
    }
  } finally {
    signal?.removeEventListener('abort', handleAbort);
    // Whatever ends the reading (done, error, abort, a throw) closes the request too.
    void reader.cancel().catch(() => undefined);
  }
}

async function settleJsonStream(
  client: PortalClient,
  stream: ReadableStream<Uint8Array>,
  response: Response,
  signal: AbortSignal | undefined,
): Promise<ApiResult<AssistantDone>> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(await new Response(stream).text());
  } catch {
    if (signal?.aborted) throw cancelled(signal);
    return badResponse(response.status);
  }
  const settled = client.settle<AssistantDone>({ type: 'answer', response, body: parsed });
  return settled.ok ? badResponse(response.status) : settled;
}
