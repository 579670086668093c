import { SUCCESS_MESSAGE } from './constants';

export type PortalEnvelope<T> = { code: number; msg: string; data: T; statusCode: number };

export function ok<T>(data: T, msg = SUCCESS_MESSAGE): PortalEnvelope<T> {
  return { code: 200, msg, data, statusCode: 200 };
}

export function failure(status: number, msg: string): PortalEnvelope<null> {
  return { code: status, msg, data: null, statusCode: status };
}

/** The ValidationFailed envelope: the first message up front, every field's message in `data.fieldErrors`. */
export function fieldFailure(msg: string, fieldErrors: Record<string, string>): PortalEnvelope<{ fieldErrors: Record<string, string> }> {
  return { code: 400, msg, data: { fieldErrors }, statusCode: 400 };
}
