import { HttpError } from './http-error';

/**
 * C0 and C1 controls except tab, line feed and carriage return (which free text legitimately holds), and
 * UTF-16 surrogates that are not part of a pair. None of them is ever meant by a user; they crash SQLite's
 * FTS5 parser (NUL), `encodeURIComponent` (lone surrogates) and terminals or spreadsheets downstream.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is what this expression is for
const UNSAFE_TEXT = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function isUnsafeText(value: string): boolean {
  return UNSAFE_TEXT.test(value);
}

/** A request value (query, path, form or JSON body) that holds a control character or an unpaired surrogate. */
export class UnsafeTextError extends HttpError {
  /** The top-level parameter or body field that holds it. */
  readonly field: string;

  constructor(field: string) {
    super(400, `参数 ${field} 含有不允许的控制字符或无效字符`);
    this.name = 'UnsafeTextError';
    this.field = field;
  }
}

function find(value: unknown, depth: number): boolean {
  if (typeof value === 'string') return isUnsafeText(value);
  if (depth > 32 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((item) => find(item, depth + 1));
  return Object.entries(value).some(([key, item]) => isUnsafeText(key) || find(item, depth + 1));
}

/** The first top-level field of a parsed query, path or body whose text (at any depth, keys included) is unsafe. */
export function findUnsafeField(source: unknown): string | undefined {
  if (typeof source === 'string') return isUnsafeText(source) ? '请求体' : undefined;
  if (source === null || typeof source !== 'object') return undefined;
  for (const [key, value] of Object.entries(source)) {
    if (isUnsafeText(key)) return '字段名';
    if (find(value, 0)) return key;
  }
  return undefined;
}
