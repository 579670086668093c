import { DomainError, FieldValidationError, TooManyAttemptsError } from '../shared/domain-error';
import type { DomainErrorKind } from '../shared/domain-error';
import { HttpError } from './http-error';

/** The one place a domain refusal gets its HTTP status (ADR 85). */
export const DOMAIN_ERROR_STATUS: Readonly<Record<DomainErrorKind, number>> = {
  invalid: 400,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_large: 413,
  too_many: 429,
};

/** A failure the code meant (not a crash): what both hosts answer with, as an envelope or an HTML page. */
export type KnownFailure = {
  status: number;
  message: string;
  /** A second sentence for HTML error pages; API envelopes carry only the message. */
  detail?: string;
  /** The envelope's `data` (the record as it now stands after a conflict). */
  data?: object;
  /** One message per field: the envelope's `data.fieldErrors`. */
  fieldErrors?: Record<string, string>;
  /** Sent as `Retry-After`. */
  retryAfterSeconds?: number;
};

/** The failure an error stands for, or undefined for anything the code did not mean to throw. */
export function knownFailure(error: unknown): KnownFailure | undefined {
  if (error instanceof HttpError) return { status: error.statusCode, message: error.message, ...(error.detail === undefined ? {} : { detail: error.detail }) };
  if (!(error instanceof DomainError)) return undefined;
  const failure: KnownFailure = { status: DOMAIN_ERROR_STATUS[error.kind], message: error.message };
  if (error instanceof FieldValidationError) failure.fieldErrors = error.fieldErrors;
  if (error.data !== undefined) failure.data = error.data;
  if (error instanceof TooManyAttemptsError) failure.retryAfterSeconds = error.retryAfterSeconds;
  return failure;
}
