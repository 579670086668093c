import { isSuccessStatus, REQUEST_TIMEOUT_MS, SERVER_ERROR_CODE, SSO_SUCCESS_STATUS, XSRF_HEADER_NAME } from '@smes/config';
import createClient from 'openapi-fetch';
import type { Client, Middleware } from 'openapi-fetch';
import type { SsoPaths as paths } from '@smes/contract-types';
import type { ApiResult } from './api-error';
import { readDocumentCookie, xsrfEcho } from './cookies';
import { readEnvelope } from './envelope';
import type { EnvelopeData } from './envelope';
import { runExchange } from './transport';
import type { OpenApiAnswer, TransportInit } from './transport';

/** The notes application's API paths; they authenticate with the `token` header. */
const THINK_PATH_PREFIX = '/api/think/';
const THINK_TOKEN_HEADER = 'token';

export type SsoClientOptions = {
  baseUrl: string;
  /** Read at request time: the handoff stores the token and uses it in the very next call. */
  getSsoToken(): string | null;
  fetch?: typeof fetch;
  timeoutMs?: number;
  /** Defaults to `document.cookie`; where the XSRF-TOKEN cookie is read from. */
  readCookie?(): string;
};

export type SsoCallOptions = {
  signal?: AbortSignal;
};

export type SsoApi = Client<paths>;

export type SsoSend<TData> = (api: SsoApi, init: TransportInit) => Promise<OpenApiAnswer<TData>>;

export type SsoClient = {
  /** The typed openapi-fetch client (JSON bodies, think token header); answers are raw. */
  readonly api: SsoApi;
  /**
   * Success is HTTP 2xx and `statusCode` 200; every other outcome resolves as a typed failure with
   * the server's msg. Only cancellation rejects: the SSO host's codes never touch the portal session.
   */
  call<TAnswer>(send: SsoSend<TAnswer>, options?: SsoCallOptions): Promise<ApiResult<EnvelopeData<TAnswer>>>;
};

export function createSsoClient(options: SsoClientOptions): SsoClient {
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
  const resolveFetch = () => options.fetch ?? globalThis.fetch;

  const api = createClient<paths>({
    baseUrl: options.baseUrl,
    credentials: 'include',
    fetch: (request) => resolveFetch()(request),
  });

  const readCookie = options.readCookie ?? readDocumentCookie;
  const thinkToken: Middleware = {
    onRequest({ request, schemaPath }) {
      const token = options.getSsoToken();
      if (token && schemaPath.startsWith(THINK_PATH_PREFIX)) {
        request.headers.set(THINK_TOKEN_HEADER, token);
      }
      // The SSO host holds its POSTs to the same double-submit rule as the portal host (spec §9); reads go
      // without it, so they cost no CORS preflight.
      const xsrf = xsrfEcho(request.method, readCookie);
      if (xsrf) {
        request.headers.set(XSRF_HEADER_NAME, xsrf);
      }
      return request;
    },
  };
  api.use(thinkToken);

  async function call<TAnswer>(send: SsoSend<TAnswer>, callOptions: SsoCallOptions = {}): Promise<ApiResult<EnvelopeData<TAnswer>>> {
    const outcome = await runExchange((init) => send(api, init), {
      signal: callOptions.signal,
      timeoutMs,
      fetch: resolveFetch,
    });
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
    const code = envelope === null ? null : (envelope.statusCode ?? envelope.code);
    const msg = envelope?.msg ?? '';
    if (isSuccessStatus(status) && code === SSO_SUCCESS_STATUS) {
      return { ok: true, data: envelope?.data as EnvelopeData<TAnswer>, msg, statusCode: status, code };
    }
    if (isSuccessStatus(status)) {
      return code === null
        ? { ok: false, kind: 'bad-response', msg: '', statusCode: status, code: null }
        : { ok: false, kind: 'business', msg, statusCode: status, code };
    }
    const kind = envelope !== null && status < SERVER_ERROR_CODE ? 'business' : 'http';
    return { ok: false, kind, msg, statusCode: status, code };
  }

  return { api, call };
}
