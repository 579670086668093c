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
