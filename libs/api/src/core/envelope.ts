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
