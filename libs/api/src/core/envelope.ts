import { isSuccessStatus, SERVER_ERROR_CODE } from '@smes/config';
import type { ApiFailure, ApiResult } from './api-error';
import type { Exchange } from './transport';

/** The fields of an answer envelope the clients read; any of them may be missing from a broken answer. */
export type EnvelopeFields = {
  code: number | null;
  statusCode: number | null;
  msg: string;
  data: unknown;
};

function toCode(value: unknown): number | null {
  if (typeof value === 'number' && Number.isInteger(value)) {
    return value;
  }
  // Some gateways send the code as a string ("200").
  if (typeof value === 'string' && /^\d{3,4}$/.test(value)) {
    return Number(value);
  }
  return null;
}

/** Reads a body as an envelope; null when it is not an object carrying any envelope field. */
export function readEnvelope(body: unknown): EnvelopeFields | null {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return null;
  }
  const record = body as Record<string, unknown>;
  if (!('code' in record) && !('statusCode' in record) && !('msg' in record)) {
    return null;
  }
  return {
    code: toCode(record['code']),
    statusCode: toCode(record['statusCode']),
    msg: typeof record['msg'] === 'string' ? record['msg'] : '',
    data: record['data'],
  };
}

/** The data type a portal or SSO envelope carries. */
export type EnvelopeData<TEnvelope> = TEnvelope extends { data: infer TData } ? TData : never;

/** An answer as both clients read it: its status, its envelope (null when the body is none), code and message. */
export type ReadAnswer = { status: number; envelope: EnvelopeFields | null; code: number | null; msg: string };

/**
 * How an exchange ended, read the way both hosts' clients read it (ADR 129: one reading, not one per client): a
 * transport failure as its result, or the answer with its envelope, its code as `codeOf` finds it and its message.
 */
export function readAnswer(outcome: Exchange, codeOf: (envelope: EnvelopeFields) => number | null): ApiFailure | ReadAnswer {
  switch (outcome.type) {
    case 'network':
    case 'timeout':
      return { ok: false, kind: outcome.type, msg: '', statusCode: 0, code: null };
    case 'bad-response':
      return { ok: false, kind: 'bad-response', msg: '', statusCode: outcome.response.status, code: null };
    case 'answer': {
      const envelope = readEnvelope(outcome.body);
      return { status: outcome.response.status, envelope, code: envelope === null ? null : codeOf(envelope), msg: envelope?.msg ?? '' };
    }
  }
}

/**
 * An answer's result: success for a 2xx carrying the host's success code; a 2xx with another code is the host
 * refusing in words (business), one without a code unreadable (bad-response); a 4xx carrying an envelope is the
 * host refusing the request in words, anything else HTTP trouble.
 */
export function answerResult<T>({ status, envelope, code, msg }: ReadAnswer, successCode: number, data: T): ApiResult<T> {
  if (isSuccessStatus(status)) {
    if (code === successCode) return { ok: true, data, msg, statusCode: status, code };
    if (code === null) return { ok: false, kind: 'bad-response', msg: '', statusCode: status, code: null };
    return { ok: false, kind: 'business', msg, statusCode: status, code };
  }
  return { ok: false, kind: envelope !== null && status < SERVER_ERROR_CODE ? 'business' : 'http', msg, statusCode: status, code };
}
