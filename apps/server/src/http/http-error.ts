/** Thrown by handlers and domain code; each host turns it into its own envelope or an HTML page. */
export class HttpError extends Error {
  readonly statusCode: number;
  /** A second sentence for HTML error pages; API envelopes carry only the message. */
  readonly detail: string | undefined;

  constructor(statusCode: number, message: string, detail?: string) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.detail = detail;
  }
}

export function isHttpError(error: unknown): error is HttpError {
  return error instanceof HttpError;
}

/** A 400 whose envelope carries one Chinese message per offending field (`data.fieldErrors`). */
export class FieldValidationError extends HttpError {
  readonly fieldErrors: Record<string, string>;

  constructor(fieldErrors: Record<string, string>) {
    const first = Object.values(fieldErrors)[0] ?? '提交的内容不正确';
    super(400, first);
    this.name = 'FieldValidationError';
    this.fieldErrors = fieldErrors;
  }
}

/** An HttpError whose envelope carries `data` (e.g. the materials a refused submission still lacks). */
export class HttpErrorWithData extends HttpError {
  readonly data: object;

  constructor(statusCode: number, message: string, data: object) {
    super(statusCode, message);
    this.name = 'HttpErrorWithData';
    this.data = data;
  }
}

/** 30 秒 / 15 分钟: how long to wait, as the 429 messages say it. */
export function waitText(ms: number): string {
  const seconds = Math.ceil(ms / 1000);
  return seconds < 60 ? `${seconds} 秒` : `${Math.ceil(seconds / 60)} 分钟`;
}

/** A 429 whose message says how long to wait; both hosts send `Retry-After` with it. */
export class TooManyRequestsError extends HttpError {
  readonly retryAfterSeconds: number;

  constructor(message: string, waitMs: number) {
    super(429, message);
    this.name = 'TooManyRequestsError';
    this.retryAfterSeconds = Math.max(1, Math.ceil(waitMs / 1000));
  }
}
