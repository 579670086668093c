import { DEFAULT_CONFIG } from '@smes/config';
import { http, HttpResponse } from 'msw';
import type { HttpHandler, JsonBodyType } from 'msw';
import type { PortalComponents, PortalPaths, SsoComponents, SsoPaths } from '@smes/contract-types';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** Paths of a contract that define `method`. */
export type PathsWith<TPaths, TMethod extends HttpMethod> = {
  [TPath in keyof TPaths]: TPaths[TPath] extends { [M in TMethod]: infer TOperation }
    ? [TOperation] extends [undefined]
      ? never
      : TPath
    : never;
}[keyof TPaths] &
  string;

export type OperationOf<TPaths, TPath extends keyof TPaths, TMethod extends HttpMethod> = TPaths[TPath] extends {
  [M in TMethod]: infer TOperation;
}
  ? TOperation
  : never;

type ResponsesOf<TOperation> = TOperation extends { responses: infer TResponses } ? TResponses : never;

type JsonBodyOf<TResponse> = TResponse extends { content: { 'application/json': infer TBody } } ? TBody : never;

/** A JSON answer the contract allows: each documented status with its own body. */
export type ContractReply<TOperation> = {
  [TStatus in keyof ResponsesOf<TOperation>]: JsonBodyOf<ResponsesOf<TOperation>[TStatus]> extends never
    ? never
    : { status: TStatus; body: JsonBodyOf<ResponsesOf<TOperation>[TStatus]>; headers?: Record<string, string> };
}[keyof ResponsesOf<TOperation>];

/**
 * The error body every endpoint of a host may answer with under any status (444, 500, 502…): the host's
 * generic error envelope, so error paths stay typed too.
 */
export type HostErrorReply<TErrorBody> = { status: HostErrorStatus; body: TErrorBody; headers?: Record<string, string> };

/** Statuses an error envelope may come with; literal so a reply's status still selects its body type. */
export type HostErrorStatus = 200 | 400 | 401 | 403 | 404 | 409 | 422 | 429 | 444 | 500 | 502 | 503 | 504;

/** What a handler sees of the intercepted request. */
export type ContractRequestInfo = {
  request: Request;
  params: Record<string, string | readonly string[] | undefined>;
};

/**
 * A resolver returns a typed reply, or a Response for what a contract cannot describe (a file, a
 * network failure, a malformed body).
 */
export type ContractResolver<TOperation, TErrorBody> = (
  info: ContractRequestInfo,
) => ContractReply<TOperation> | HostErrorReply<TErrorBody> | Response | Promise<ContractReply<TOperation> | HostErrorReply<TErrorBody> | Response>;

export type ContractHandlerOptions = {
  /** Defaults to the stand-in host's URL from DEFAULT_CONFIG. */
  baseUrl?: string;
  /** Answer only the first matching request. */
  once?: boolean;
};

function toMswPath(path: string): string {
  return path.replace(/\{([^}]+)\}/g, ':$1');
}

function createContractHandler<TPaths, TErrorBody>(defaultBaseUrl: string) {
  return function contractHandler<TMethod extends HttpMethod, TPath extends PathsWith<TPaths, TMethod>>(
    method: TMethod,
    path: TPath,
    resolver: ContractResolver<OperationOf<TPaths, TPath, TMethod>, TErrorBody>,
    { baseUrl = defaultBaseUrl, once = false }: ContractHandlerOptions = {},
  ): HttpHandler {
    const url = `${baseUrl.replace(/\/+$/, '')}${toMswPath(path)}`;
    return http[method](
      url,
      async ({ request, params }) => {
        const reply = await resolver({ request, params });
        if (reply instanceof Response) {
          return reply;
        }
        const typed = reply as { status: number; body: unknown; headers?: Record<string, string> };
        return HttpResponse.json(typed.body as JsonBodyType, { status: Number(typed.status), headers: typed.headers });
      },
      { once },
    );
  };
}

export type PortalErrorEnvelope = PortalComponents['schemas']['ErrorEnvelope'];
export type SsoErrorAnswer = SsoComponents['schemas']['ErrorAnswer'];

/** MSW handler for the portal host whose path, method and answer are checked against openapi/portal.yaml. */
export const portalHandler = createContractHandler<PortalPaths, PortalErrorEnvelope>(DEFAULT_CONFIG.portalApiBase);

/** MSW handler for the SSO/notes host, checked against openapi/sso.yaml. */
export const ssoHandler = createContractHandler<SsoPaths, SsoErrorAnswer>(DEFAULT_CONFIG.ssoApiBase);

export function portalUrl(path: string): string {
  return `${DEFAULT_CONFIG.portalApiBase}${path}`;
}

export function ssoUrl(path: string): string {
  return `${DEFAULT_CONFIG.ssoApiBase}${path}`;
}

/** The request fails before any answer (DNS, refused connection, CORS). */
export function networkError(): Response {
  return HttpResponse.error();
}

export type FileReplyOptions = {
  contentDisposition?: string;
  contentType?: string;
  status?: number;
};

/** A file answer, as the download endpoints send it. */
export function fileReply(content: BodyInit, { contentDisposition, contentType = 'application/octet-stream', status = 200 }: FileReplyOptions = {}): Response {
  const headers = new Headers({ 'Content-Type': contentType });
  if (contentDisposition !== undefined) {
    headers.set('Content-Disposition', contentDisposition);
  }
  return new HttpResponse(content, { status, headers });
}

/** A body that claims to be JSON and is not (a proxy's HTML error page, a truncated answer). */
export function malformedJsonReply(status = 200, text = '<html><body>502 Bad Gateway</body></html>'): Response {
  return new HttpResponse(text, { status, headers: { 'Content-Type': 'application/json' } });
}
