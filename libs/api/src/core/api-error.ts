import { SESSION_EXPIRED_ERROR_NAME } from '@smes/config';
import { SESSION_EXPIRED_MESSAGE } from '@smes/session';

/** Failures a request resolves with (spec §8 "Transport error"); the caller decides how to show them. */
export type ApiFailureKind = 'network' | 'timeout' | 'http' | 'business' | 'bad-response';

/** Every way a request can end without data. The last three reject instead of resolving. */
export type ApiErrorKind = ApiFailureKind | 'cancelled' | 'expired' | 'server';

export type ApiFailure = {
  ok: false;
  kind: ApiFailureKind;
  /** The server's message, or '' when there is none (network, timeout, unreadable answer). */
  msg: string;
  /** HTTP status; 0 when no answer arrived. */
  statusCode: number;
  /** Envelope code (portal `code`, SSO `statusCode`) when the answer carried one. */
  code: number | null;
};

export type ApiSuccess<T> = {
  ok: true;
  data: T;
  msg: string;
  statusCode: number;
  code: number;
};

export type ApiResult<T> = ApiSuccess<T> | ApiFailure;

export const API_MESSAGES = {
  network: '网络异常，请检查网络连接',
  timeout: '请求超时，请稍后重试',
  badResponse: '服务器返回了无法识别的数据',
  cancelled: '请求已取消',
  server: '服务器异常，请稍后重试',
  expired: SESSION_EXPIRED_MESSAGE,
  downloaded: '文件下载成功',
} as const;

export function httpFailureMessage(statusCode: number): string {
  return `请求失败（HTTP ${statusCode}）`;
}

export type ApiErrorInit = {
  kind: ApiErrorKind;
  message: string;
  code?: number | null;
  statusCode?: number;
  cause?: unknown;
};

/** What queryFn/mutationFn throw, so TanStack Query shows an error state with a Chinese message. */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly code: number | null;
  readonly statusCode: number;

  constructor({ kind, message, code = null, statusCode = 0, cause }: ApiErrorInit) {
    super(message, cause === undefined ? undefined : { cause });
    // Cancellation keeps the DOM name so code that checks `error.name === 'AbortError'` treats it as one;
    // an expired session is named so screens can stay quiet while the expiry flow redirects.
    this.name = kind === 'cancelled' ? 'AbortError' : kind === 'expired' ? SESSION_EXPIRED_ERROR_NAME : 'ApiError';
    this.kind = kind;
    this.code = code;
    this.statusCode = statusCode;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The server answered 404: the record asked for does not exist (a detail page shows its not-found state). */
export function isNotFound(error: unknown): boolean {
  return isApiError(error) && error.statusCode === 404;
}

export function isCancelledError(error: unknown): boolean {
  return isApiError(error) ? error.kind === 'cancelled' : error instanceof Error && error.name === 'AbortError';
}

/** The message a failure shows: the server's words when it sent some, otherwise one per kind. */
export function failureMessage(failure: Pick<ApiFailure, 'kind' | 'msg' | 'statusCode' | 'code'>): string {
  switch (failure.kind) {
    case 'network':
      return API_MESSAGES.network;
    case 'timeout':
      return API_MESSAGES.timeout;
    case 'bad-response':
      return API_MESSAGES.badResponse;
    case 'http':
      return failure.msg || httpFailureMessage(failure.statusCode);
    case 'business':
      return failure.msg || (failure.code === null ? httpFailureMessage(failure.statusCode) : `请求失败（错误码 ${failure.code}）`);
  }
}

export function toApiError(failure: ApiFailure): ApiError {
  return new ApiError({
    kind: failure.kind,
    message: failureMessage(failure),
    code: failure.code,
    statusCode: failure.statusCode,
  });
}

/** Turns a resolved failure into a thrown ApiError; every queryFn and mutationFn goes through here. */
export function unwrap<T>(result: ApiResult<T>): T {
  if (result.ok) {
    return result.data;
  }
  throw toApiError(result);
}
