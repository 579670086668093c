import { isSuccessStatus, REQUEST_TIMEOUT_MS, SERVER_ERROR_CODE, TOKEN_EXPIRED_CODE, XSRF_COOKIE_NAME, XSRF_HEADER_NAME } from '@smes/config';
import { isTokenExpiredMessage } from '@smes/session';
import createClient from 'openapi-fetch';
import type { Client, Middleware } from 'openapi-fetch';
import type { PortalPaths as paths } from '@smes/contract-types';
import { API_MESSAGES, ApiError } from './api-error';
import type { ApiResult } from './api-error';
import { FORM_CONTENT_TYPE, formBodySerializer } from './body-serializers';
import { isUnsafeMethod, readCookieValue, readDocumentCookie, xsrfEcho } from './cookies';
import { readEnvelope } from './envelope';
import type { EnvelopeData } from './envelope';
import type { NotifyFn } from './notify';
import { runExchange } from './transport';
import type { Exchange, OpenApiAnswer, TransportInit } from './transport';

/** The success code of the portal envelope. */
const PORTAL_OK_CODE = 200;

export type PortalClientOptions = {
  baseUrl: string;
  /** Read at request time, so a login or logout in another tab takes effect at once. */
  getToken(): string | null;
  /** The session's once-only expiry flow (spec §8, code 444). */
  onExpired(): void;
  notify: NotifyFn;
  timeoutMs?: number;
  /** Defaults to `globalThis.fetch`, looked up at request time. */
  fetch?: typeof fetch;
  /** Defaults to `document.cookie`; where the XSRF-TOKEN cookie is read from. */
  readCookie?(): string;
};

export type CallOptions = {
  signal?: AbortSignal;
  /** Suppresses the error toast of a code 500 (fire-and-forget calls); the rejection stays. */
  silent?: boolean;
  /** Rejects on 444 without running the expiry flow (logging out of an already expired session). */
  ignoreExpiry?: boolean;
};

export type PortalApi = Client<paths>;

/** One typed openapi-fetch call; spread `init` into the call's options so timeout and cancel apply. */
export type PortalSend<TData> = (api: PortalApi, init: TransportInit) => Promise<OpenApiAnswer<TData>>;

export type PortalClient = {
  /** The typed openapi-fetch client with auth, XSRF and body-encoding middleware; answers are raw. */
  readonly api: PortalApi;
  /**
   * Runs a call and applies the envelope rules: resolves `{ok: true, data}` for code 200 and a typed
   * failure for transport and business errors; rejects for 444, 500 and cancellation.
   */
  call<TEnvelope>(send: PortalSend<TEnvelope>, options?: CallOptions): Promise<ApiResult<EnvelopeData<TEnvelope>>>;
  /** The transport step alone (timeout, cancel, network and unreadable answers). */
  exchange<TData>(send: PortalSend<TData>, options?: Pick<CallOptions, 'signal'>): Promise<Exchange>;
  /** The envelope step alone; may throw the 444/500 ApiError. */
  settle<T>(exchange: Exchange, options?: CallOptions): ApiResult<T>;
  readonly notify: NotifyFn;
};

function absoluteOrigin(baseUrl: string): string | null {
  try {
    return new URL(baseUrl).origin;
  } catch {
    return null;
  }
}

export function createPortalClient(options: PortalClientOptions): PortalClient {
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
  const readCookie = options.readCookie ?? readDocumentCookie;
  const ownOrigin = absoluteOrigin(options.baseUrl);
  const resolveFetch = () => options.fetch ?? globalThis.fetch;

  const api = createClient<paths>({
    baseUrl: options.baseUrl,
    credentials: 'include',
    bodySerializer: formBodySerializer,
    fetch: (request) => resolveFetch()(request),
  });

  const portalMiddleware: Middleware = {
    onRequest({ request, options: merged }) {
      // A per-call baseUrl could point elsewhere; the token and the XSRF value stay with the portal host.
      if (ownOrigin === null || new URL(request.url).origin === ownOrigin) {
        const token = options.getToken();
        if (token) {
          request.headers.set('Authorization', `Bearer ${token}`);
        }
        // Only unsafe calls need the double-submit value (the host checks nothing else, spec §9). On a read it
        // would be a custom header, and every read of the cross-origin API would cost a CORS preflight: one
        // more round trip before the data on a phone (the detail's title waited for one).
        const xsrf = xsrfEcho(request.method, readCookie);
        if (xsrf) {
          request.headers.set(XSRF_HEADER_NAME, xsrf);
        }
      }
      // openapi-fetch labels every non-FormData body as JSON; the form default must say what it is.
      if (merged.bodySerializer === formBodySerializer && request.headers.get('Content-Type') === 'application/json') {
        request.headers.set('Content-Type', FORM_CONTENT_TYPE);
      }
      return request;
    },
  };
  api.use(portalMiddleware);

  async function exchange<TData>(send: PortalSend<TData>, callOptions: Pick<CallOptions, 'signal'> = {}): Promise<Exchange> {
    // What the request went out with: whether it is an unsafe call to the portal host, and the XSRF value the
    // middleware echoed (none on a read).
    let sent: { unsafe: boolean; echoed: string | null } = { unsafe: false, echoed: null };
    const watchingFetch = () => (request: Request) => {
      const ours = ownOrigin === null || new URL(request.url).origin === ownOrigin;
      sent = { unsafe: ours && isUnsafeMethod(request.method), echoed: request.headers.get(XSRF_HEADER_NAME) };
      return resolveFetch()(request);
    };
    const run = () => runExchange((init) => send(api, init), { signal: callOptions.signal, timeoutMs, fetch: watchingFetch });
    const outcome = await run();
    // On a first visit several answers each set a fresh XSRF-TOKEN; one can land between reading the cookie
    // into the header and the browser attaching the cookie. An unsafe call's 403 with the cookie now other than
    // what it echoed is that race: send once more with the value now in place. A read never reads the cookie.
    if (outcome.type === 'answer' && outcome.response.status === 403 && sent.unsafe) {
      const xsrfNow = readCookieValue(readCookie(), XSRF_COOKIE_NAME);
      if (xsrfNow && xsrfNow !== sent.echoed) return run();
    }
    return outcome;
  }

  function settle<T>(outcome: Exchange, callOptions: CallOptions = {}): ApiResult<T> {
    switch (outcome.type) {
      case 'network':
        return { ok: false, kind: 'network', msg: '', statusCode: 0, code: null };
      case 'timeout':
        return { ok: false, kind: 'timeout', msg: '', statusCode: 0, code: null };
      case 'bad-response':
        return { ok: false, kind: 'bad-response', msg: '', statusCode: outcome.response.status, code: null };
      case 'answer':
        break;
    }

    const status = outcome.response.status;
    const envelope = readEnvelope(outcome.body);
    const code = envelope === null ? null : (envelope.code ?? envelope.statusCode);
    const msg = envelope?.msg ?? '';
    const succeeded = isSuccessStatus(status) && code === PORTAL_OK_CODE;

    if (status === TOKEN_EXPIRED_CODE || code === TOKEN_EXPIRED_CODE || (!succeeded && isTokenExpiredMessage(msg))) {
      if (!callOptions.ignoreExpiry) {
        options.onExpired();
      }
      throw new ApiError({ kind: 'expired', message: API_MESSAGES.expired, code, statusCode: status });
    }
    if (status === SERVER_ERROR_CODE || code === SERVER_ERROR_CODE) {
      const message = msg || API_MESSAGES.server;
      if (!callOptions.silent) {
        options.notify({ severity: 'error', message });
      }
      throw new ApiError({ kind: 'server', message, code, statusCode: status });
    }
    if (succeeded) {
      return { ok: true, data: (envelope?.data ?? null) as T, msg, statusCode: status, code: PORTAL_OK_CODE };
    }
    if (isSuccessStatus(status)) {
      return code === null
        ? { ok: false, kind: 'bad-response', msg: '', statusCode: status, code: null }
        : { ok: false, kind: 'business', msg, statusCode: status, code };
    }
    // A 4xx carrying an envelope is the server refusing the request in words; anything else is HTTP trouble.
    const kind = envelope !== null && status < SERVER_ERROR_CODE ? 'business' : 'http';
    return { ok: false, kind, msg, statusCode: status, code };
  }

  return {
    api,
    exchange,
    settle,
    notify: options.notify,
    call: async <TEnvelope>(send: PortalSend<TEnvelope>, callOptions: CallOptions = {}) =>
      settle<EnvelopeData<TEnvelope>>(await exchange(send, callOptions), callOptions),
  };
}
