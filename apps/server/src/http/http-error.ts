/**
 * Thrown by the hosts' own code (handlers, hooks, parsers); each host turns it into its own envelope or an HTML
 * page. Domain modules throw `DomainError` instead, which `known-failure.ts` maps to a status.
 */
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
