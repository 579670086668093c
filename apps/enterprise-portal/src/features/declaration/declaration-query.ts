import { DEFAULT_DECLARATION_QUERY, type DeclarationQuery } from '@smes/api';

const ORDER_COLUMNS = ['create_time', 'end_time', 'support_amount', 'view_count'] as const;
const STATUSES = ['not_started', 'open', 'closed'] as const;
const LEVELS = ['national', 'provincial', 'municipal', 'district'] as const;
const PAGE_SIZES = [10, 20, 50];

function oneOf<T extends string>(values: readonly T[], raw: string | null): T | undefined {
  return values.find((value) => value === raw);
}

function positiveInt(raw: string | null, fallback: number, max: number): number {
  if (raw === null || !/^\d{1,6}$/.test(raw)) return fallback;
  const value = Number(raw);
  return value >= 1 && value <= max ? value : fallback;
}

/**
 * The list's state lives in the address bar so that back/forward and shared links work. Anything
 * malformed falls back to the spec's default query (pageNum 1, pageSize 10, create_time desc).
 */
export function parseDeclarationQuery(params: URLSearchParams): DeclarationQuery {
  const pageSize = positiveInt(params.get('pageSize'), DEFAULT_DECLARATION_QUERY.pageSize, 100);
  const keyword = params.get('keyword')?.trim().slice(0, 50);
  return {
    pageNum: positiveInt(params.get('pageNum'), DEFAULT_DECLARATION_QUERY.pageNum, 100_000),
    pageSize: PAGE_SIZES.includes(pageSize) ? pageSize : DEFAULT_DECLARATION_QUERY.pageSize,
    orderByColumn: oneOf(ORDER_COLUMNS, params.get('orderByColumn')) ?? DEFAULT_DECLARATION_QUERY.orderByColumn,
    isAsc: oneOf(['asc', 'desc'] as const, params.get('isAsc')) ?? DEFAULT_DECLARATION_QUERY.isAsc,
    ...(keyword ? { keyword } : {}),
    ...(oneOf(STATUSES, params.get('status')) ? { status: oneOf(STATUSES, params.get('status')) } : {}),
    ...(oneOf(LEVELS, params.get('level')) ? { level: oneOf(LEVELS, params.get('level')) } : {}),
  };
}

/** Only what differs from the default goes into the URL. */
export function toSearchParams(query: DeclarationQuery): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === '') continue;
    if ((DEFAULT_DECLARATION_QUERY as Record<string, unknown>)[key] === value) continue;
    params.set(key, String(value));
  }
  return params;
}

export const SORT_OPTIONS = [
  { value: 'create_time:desc', label: '最新发布' },
  { value: 'end_time:asc', label: '截止时间最近' },
  { value: 'support_amount:desc', label: '扶持金额最高' },
  { value: 'view_count:desc', label: '关注度最高' },
] as const;
