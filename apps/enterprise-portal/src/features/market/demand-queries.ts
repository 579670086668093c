import type { DemandQuery, DemandStatus } from '@smes/api';
import { PORTAL_QUERY_LIMITS } from '@smes/contract-types';
import { readEnum, readPage, readPageSize, readPattern, readText } from '../../shared/list/list-params';

// The filters' values and limits are the contract's (openapi/portal.yaml, marketDemandList).
const LIST = PORTAL_QUERY_LIMITS.marketDemandList;
export const DEMAND_TYPES = LIST.type.enum;
export const DEMAND_STATUSES = LIST.status.enum;
export const DEMAND_BUDGETS = LIST.budget.enum;
const REGION_CODE = new RegExp(LIST.regionCode.pattern);
const INDUSTRY = new RegExp(LIST.industry.pattern);

export const DEMAND_LIST_DEFAULTS = { pageNum: 1, pageSize: 10 } as const;

function compact<T extends object>(query: T): T {
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined)) as T;
}

/** 市场项目's URL: keyword, type, section, region, status, budget and page; a malformed value counts as absent. */
export function parseDemandQuery(params: URLSearchParams): DemandQuery {
  return compact({
    pageNum: readPage(params),
    pageSize: readPageSize(params),
    keyword: readText(params, 'keyword', LIST.keyword.maxLength),
    type: readEnum(params, 'type', DEMAND_TYPES),
    industry: readPattern(params, 'industry', INDUSTRY),
    regionCode: readPattern(params, 'regionCode', REGION_CODE),
    status: readEnum(params, 'status', DEMAND_STATUSES),
    budget: readEnum(params, 'budget', DEMAND_BUDGETS),
  });
}

/** 20-45 万元, 50 万元, or 面议 when the publisher named no budget. */
export function budgetText(min: number | null, max: number | null): string {
  if (min === null || max === null) return '面议';
  if (min === max) return `${min} 万元`;
  return `${min}-${max} 万元`;
}

/** The tone of a status chip: open ones stand out, finished ones recede. */
export const DEMAND_STATUS_TONES: Record<DemandStatus, string> = {
  open: 'open',
  matching: 'processing',
  dealt: 'completed',
  closed: 'closed',
};
