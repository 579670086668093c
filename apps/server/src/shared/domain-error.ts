/**
 * What a domain rule refuses, in the domain's words: the kind of refusal and the Chinese message the user reads.
 * The domain never names an HTTP status; the hosts map each kind to one in `http/known-failure.ts`.
 */
export type DomainErrorKind =
  /** The request asks for something the rules do not allow as given (a bad value, a missing material). */
  | 'invalid'
  /** The caller is known but may not do this to this record. */
  | 'forbidden'
  /** No such record, or none the caller may see (a record of someone else reads as absent). */
  | 'not_found'
  /** The record is no longer in the state the request assumed (someone acted first), or the value is taken. */
  | 'conflict'
  /** A file or a body over the size the rules allow. */
  | 'too_large'
  /** Too many attempts within a window; the message says how long to wait. */
  | 'too_many';

export class DomainError extends Error {
  readonly kind: DomainErrorKind;
  /** What the answer carries besides the message: the record as it now stands, the materials still missing. */
  readonly data: object | undefined;

  constructor(kind: DomainErrorKind, message: string, data?: object) {
    super(message);
    this.name = 'DomainError';
    this.kind = kind;
    this.data = data;
  }
}

export function isDomainError(error: unknown): error is DomainError {
  return error instanceof DomainError;
}

/** An invalid request with one Chinese message per offending field; the first one is the message. */
export class FieldValidationError extends DomainError {
  readonly fieldErrors: Record<string, string>;

  constructor(fieldErrors: Record<string, string>) {
    super('invalid', Object.values(fieldErrors)[0] ?? '提交的内容不正确');
    this.name = 'FieldValidationError';
    this.fieldErrors = fieldErrors;
  }
}

/** 30 秒 / 15 分钟: how long to wait, as the throttles' messages say it. */
export function waitText(ms: number): string {
  const seconds = Math.ceil(ms / 1000);
  return seconds < 60 ? `${seconds} 秒` : `${Math.ceil(seconds / 60)} 分钟`;
}

/** Too many attempts: the message says how long to wait, and the answer tells the client the same in seconds. */
export class TooManyAttemptsError extends DomainError {
  readonly retryAfterSeconds: number;

  constructor(message: string, waitMs: number) {
    super('too_many', message);
    this.name = 'TooManyAttemptsError';
    this.retryAfterSeconds = Math.max(1, Math.ceil(waitMs / 1000));
  }
}
