import { SUCCESS_MESSAGE } from './constants';

export type PortalEnvelope<T> = { code: number; msg: string; data: T; statusCode: number };

export function ok<T>(data: T, msg = SUCCESS_MESSAGE): PortalEnvelope<T> {
  return { code: 200, msg, data, statusCode: 200 };
}

export function failure(status: number, msg: string): PortalEnvelope<null> {
  return { code: status, msg, data: null, statusCode: status };
}
