import type { PortalErrorEnvelope, SsoErrorAnswer } from './contract-handlers';

export type PortalOkEnvelope<TData> = { code: 200; msg: string; data: TData; statusCode: 200 };

/** A portal success envelope around `data`. */
export function okEnvelope<TData>(data: TData, msg = '操作成功'): PortalOkEnvelope<TData> {
  return { code: 200, msg, data, statusCode: 200 };
}

/** A portal error envelope; pair it with the same HTTP status or with 200, as the test needs. */
export function errorEnvelope(code: number, msg: string): PortalErrorEnvelope {
  return { code, msg, data: null, statusCode: code };
}

export type SsoOkAnswer<TData> = { statusCode: 200; msg: string; data: TData };

/** An SSO/notes success answer around `data`. */
export function ssoOk<TData>(data: TData, msg = 'success'): SsoOkAnswer<TData> {
  return { statusCode: 200, msg, data };
}

export function ssoError(statusCode: number, msg: string): SsoErrorAnswer {
  return { statusCode, msg, data: null };
}

/** The think lists' `data` shape: items under `data.data`. */
export function thinkList<TItem>(items: TItem[]): { data: TItem[]; total: number } {
  return { data: items, total: items.length };
}
