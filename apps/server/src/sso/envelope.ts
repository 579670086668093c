export type SsoEnvelope<T> = { statusCode: number; msg: string; data: T };

export function ssoOk<T>(data: T, msg = '操作成功'): SsoEnvelope<T> {
  return { statusCode: 200, msg, data };
}

export function ssoFailure(status: number, msg: string): SsoEnvelope<null> {
  return { statusCode: status, msg, data: null };
}
