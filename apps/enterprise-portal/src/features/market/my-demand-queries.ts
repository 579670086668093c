import type { DemandRecord, MyDemandQuery } from '@smes/api';
import { PORTAL_QUERY_LIMITS } from '@smes/contract-types';
import { readEnum, readPage, readPageSize } from '../../shared/list/list-params';

export const REVIEW_STATES = PORTAL_QUERY_LIMITS.marketMyDemandList.reviewState.enum;
export const MY_DEMAND_DEFAULTS = { pageNum: 1, pageSize: 10 } as const;

/** 我的需求's URL: the review-state tab and the page. */
export function parseMyDemandQuery(params: URLSearchParams): MyDemandQuery {
  const reviewState = readEnum(params, 'reviewState', REVIEW_STATES);
  return { pageNum: readPage(params), pageSize: readPageSize(params), ...(reviewState ? { reviewState } : {}) };
}

/** The tone of a review chip. */
export const REVIEW_TONES: Record<DemandRecord['reviewState'], string> = {
  draft: 'neutral',
  pending: 'pending',
  approved: 'approved',
  rejected: 'rejected',
};
