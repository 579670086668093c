import type { FinancingMineQuery, FundQuery } from '@smes/api';
import { PORTAL_QUERY_LIMITS } from '@smes/contract-types';
import { readEnum, readPage, readPageSize, readPositiveInt, readText } from '../../shared/list/list-params';
import { readApplicableTo } from '../../shared/region/region-address';

const FUND_LIST = PORTAL_QUERY_LIMITS.fundList;
export const FUND_ORDERS = FUND_LIST.orderBy.enum;
export const FUND_ORDER_LABELS: Record<(typeof FUND_ORDERS)[number], string> = { newest: '最新发布', rate: '利率从低到高', amount: '额度从高到低' };

/** Preset choices for what the enterprise needs: 万元, %, months. */
export const AMOUNT_CHOICES = [50, 100, 300, 500, 1000, 3000] as const;
export const RATE_CHOICES = [3.5, 4, 4.5, 5] as const;
export const TERM_CHOICES = [6, 12, 24, 36, 60] as const;

/** Products side by side: at least two make a comparison, more than four no longer fit a screen. */
export const COMPARE_MIN = 2;
export const COMPARE_MAX = 4;
/** The comparison's heading: the sticky 已选 bar scrolls to it and focuses it. */
export const FUND_COMPARE_TITLE_ID = 'fund-compare-title';
/** The whole comparison: the 已选 bar steps aside while it is on screen. */
export const FUND_COMPARE_ID = 'fund-compare';

/** The list's URL: the server's filters, and `compare` (ids joined by commas) which stays in the browser. */
export type FundListState = FundQuery & { compare?: string };

export const FUND_LIST_DEFAULTS = { pageNum: 1, pageSize: 10, orderBy: 'newest' } as const;

export const FUND_FILTER_FIELDS = ['keyword', 'guarantee', 'tag', 'provider', 'amount', 'rate', 'term'] as const;

function readChoice<T extends number>(params: URLSearchParams, name: string, choices: readonly T[]): T | undefined {
  const raw = params.get(name);
  return choices.find((choice) => String(choice) === raw);
}

/** The compared ids, in the order chosen: whole numbers, no repeats, at most four. */
export function parseCompareIds(raw: string | null | undefined): number[] {
  if (!raw) return [];
  const ids: number[] = [];
  for (const part of raw.split(',')) {
    const id = readPositiveInt(new URLSearchParams({ id: part.trim() }), 'id');
    if (id !== undefined && !ids.includes(id)) ids.push(id);
  }
  return ids.slice(0, COMPARE_MAX);
}

export type CompareToggle = { ids: number[]; refused: boolean };

/** Adds or removes one product; a fifth is refused and the selection stays as it was. */
export function toggleCompare(ids: readonly number[], id: number): CompareToggle {
  if (ids.includes(id)) return { ids: ids.filter((item) => item !== id), refused: false };
  if (ids.length >= COMPARE_MAX) return { ids: [...ids], refused: true };
  return { ids: [...ids, id], refused: false };
}

export function parseFundQuery(params: URLSearchParams): FundListState {
  const query: FundListState = { pageNum: readPage(params), pageSize: readPageSize(params), orderBy: readEnum(params, 'orderBy', FUND_ORDERS) ?? 'newest' };
  const keyword = readText(params, 'keyword', FUND_LIST.keyword.maxLength);
  const guarantee = readEnum(params, 'guarantee', FUND_LIST.guarantee.enum);
  const tag = readText(params, 'tag', FUND_LIST.tag.maxLength);
  const provider = readText(params, 'provider', FUND_LIST.provider.maxLength);
  const amount = readChoice(params, 'amount', AMOUNT_CHOICES);
  const rate = readChoice(params, 'rate', RATE_CHOICES);
  const term = readChoice(params, 'term', TERM_CHOICES);
  const compare = parseCompareIds(params.get('compare'));
  const applicableTo = readApplicableTo(params);
  if (keyword) query.keyword = keyword;
  if (applicableTo) query.applicableTo = applicableTo;
  if (guarantee) query.guarantee = guarantee;
  if (tag) query.tag = tag;
  if (provider) query.provider = provider;
  if (amount !== undefined) query.amount = amount;
  if (rate !== undefined) query.rate = rate;
  if (term !== undefined) query.term = term;
  if (compare.length > 0) query.compare = compare.join(',');
  return query;
}

/** What goes to the server: everything but the comparison. */
export function serverQuery({ compare: _compare, ...query }: FundListState): FundQuery {
  return query;
}

/** 我的融资's URL: one status or all. */
export function parseMyFinancingQuery(params: URLSearchParams): FinancingMineQuery {
  const status = readEnum(params, 'status', PORTAL_QUERY_LIMITS.fundApplicationMine.status.enum);
  return { pageNum: readPage(params), pageSize: readPageSize(params), ...(status ? { status } : {}) };
}
