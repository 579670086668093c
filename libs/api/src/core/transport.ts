import { API_MESSAGES, ApiError } from './api-error';

/** What a request init gets from the transport: the combined abort signal and the observing fetch. */
export type TransportInit = {
  signal: AbortSignal;
  fetch: (request: Request) => Promise<Response>;
};

/** The part of an openapi-fetch answer the transport reads. */
export type OpenApiAnswer<TData> = {
  data?: TData;
  error?: unknown;
  response: Response;
};

/** How an exchange with a host ended, before any envelope rule is applied. */
export type Exchange =
  /** An answer with a readable body: `body` is openapi-fetch's `data` (2xx) or `error` (other statuses). */
  | { type: 'answer'; response: Response; body: unknown }
  /** An answer arrived but its body could not be read as announced. */
  | { type: 'bad-response'; response: Response }
  | { type: 'network'; error: unknown }
  | { type: 'timeout' };

export type TransportOptions = {
  /** The caller's signal (TanStack Query passes one); aborting it rejects with a cancelled ApiError. */
  signal?: AbortSignal;
  timeoutMs: number;
  /** Resolved at request time, so a test's or MSW's replacement of globalThis.fetch is honoured. */
  fetch: () => (request: Request) => Promise<Response>;
};

function cancelledError(reason: unknown): ApiError {
  return new ApiError({ kind: 'cancelled', message: API_MESSAGES.cancelled, cause: reason });
}

/**
 * Runs one request with the spec's timeout combined with the caller's signal.
 * Resolves with how the exchange ended; rejects only when the caller cancelled.
 */
export async function runExchange<TData>(
  send: (init: TransportInit) => Promise<OpenApiAnswer<TData>>,
  { signal: callerSignal, timeoutMs, fetch }: TransportOptions,
): Promise<Exchange> {
  if (callerSignal?.aborted) {
    throw cancelledError(callerSignal.reason);
  }

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort(new DOMException(API_MESSAGES.timeout, 'TimeoutError'));
  }, timeoutMs);
  const handleCallerAbort = () => controller.abort(callerSignal?.reason);
  callerSignal?.addEventListener('abort', handleCallerAbort, { once: true });

  let answered: Response | null = null;
  const observingFetch = async (request: Request): Promise<Response> => {
    const response = await fetch()(request);
    answered = response;
    return response;
  };

  try {
    const { data, error, response } = await send({ signal: controller.signal, fetch: observingFetch });
    return { type: 'answer', response, body: response.ok ? data : error };
  } catch (error) {
    if (callerSignal?.aborted) {
      throw cancelledError(callerSignal.reason);
    }
    if (timedOut) {
      return { type: 'timeout' };
    }
    // An exception after the answer arrived comes from reading its body (e.g. JSON.parse on HTML).
    if (answered !== null && error instanceof SyntaxError) {
      return { type: 'bad-response', response: answered };
    }
    return { type: 'network', error };
  } finally {
    clearTimeout(timer);
    callerSignal?.removeEventListener('abort', handleCallerAbort);
  }
}
