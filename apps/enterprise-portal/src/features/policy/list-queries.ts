import type { AnnouncementQuery, InterpretationQuery, NoticeQuery, PolicyQuery } from '@smes/api';
import { PORTAL_QUERY_LIMITS } from '@smes/contract-types';
import { LEVELS } from '../../shared/display/policy-level';
import { KEYWORD_MAX_LENGTH, readDate, readEnum, readPage, readPageSize, readPattern, readText } from '../../shared/list/list-params';

// Every limit and enum below is the contract's (openapi/portal.yaml, generated into @smes/contract-types).
const POLICY_LIST = PORTAL_QUERY_LIMITS.policyList;
const NOTICE_LIST = PORTAL_QUERY_LIMITS.noticeList;

export const VALIDITIES = POLICY_LIST.validity.enum;
export const POLICY_ORDERS = POLICY_LIST.orderBy.enum;
export const NOTICE_ORDERS = NOTICE_LIST.orderBy.enum;
export const NOTICE_STATUSES = NOTICE_LIST.status.enum;
export const INTERPRETATION_TYPES = PORTAL_QUERY_LIMITS.interpretationList.type.enum;
export const ANNOUNCEMENT_CATEGORIES = PORTAL_QUERY_LIMITS.announcementList.category.enum;
const REGION_CODE = new RegExp(POLICY_LIST.regionCode.pattern);
const INDUSTRY = new RegExp(POLICY_LIST.industry.pattern);

export const LIST_DEFAULTS = { pageNum: 1, pageSize: 10 } as const;

function compact<T extends object>(query: T): T {
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined)) as T;
}

/**
 * 政策原文检索's URL. 相关度 only means something with a keyword; an inverted date range cannot be
 * what anyone meant, so both ends are dropped.
 */
export function parsePolicyQuery(params: URLSearchParams): PolicyQuery {
  const keyword = readText(params, 'keyword', KEYWORD_MAX_LENGTH);
  const orderBy = readEnum(params, 'orderBy', POLICY_ORDERS);
  let publishFrom = readDate(params, 'publishFrom');
  let publishTo = readDate(params, 'publishTo');
  if (publishFrom && publishTo && publishFrom > publishTo) {
    publishFrom = undefined;
    publishTo = undefined;
  }
  return compact({
    pageNum: readPage(params),
    pageSize: readPageSize(params),
    keyword,
    level: readEnum(params, 'level', LEVELS),
    regionCode: readPattern(params, 'regionCode', REGION_CODE),
    applicableTo: readPattern(params, 'applicableTo', new RegExp(POLICY_LIST.applicableTo.pattern)),
    dept: readText(params, 'dept', POLICY_LIST.dept.maxLength),
    category: readText(params, 'category', POLICY_LIST.category.maxLength),
    industry: readPattern(params, 'industry', INDUSTRY),
    validity: readEnum(params, 'validity', VALIDITIES),
    publishFrom,
    publishTo,
    orderBy: orderBy === 'relevance' && !keyword ? undefined : orderBy,
  });
}

export function parseNoticeQuery(params: URLSearchParams): NoticeQuery {
  return compact({
    pageNum: readPage(params),
    pageSize: readPageSize(params),
    keyword: readText(params, 'keyword', NOTICE_LIST.keyword.maxLength),
    status: readEnum(params, 'status', NOTICE_STATUSES),
    level: readEnum(params, 'level', NOTICE_LIST.level.enum),
    regionCode: readPattern(params, 'regionCode', new RegExp(NOTICE_LIST.regionCode.pattern)),
    applicableTo: readPattern(params, 'applicableTo', new RegExp(NOTICE_LIST.applicableTo.pattern)),
    orderBy: readEnum(params, 'orderBy', NOTICE_ORDERS),
    isAsc: readEnum(params, 'isAsc', NOTICE_LIST.isAsc.enum),
  });
}

export function parseInterpretationQuery(params: URLSearchParams): InterpretationQuery {
  return compact({
    pageNum: readPage(params),
    pageSize: readPageSize(params),
    keyword: readText(params, 'keyword', PORTAL_QUERY_LIMITS.interpretationList.keyword.maxLength),
    type: readEnum(params, 'type', INTERPRETATION_TYPES),
  });
}

export function parseAnnouncementQuery(params: URLSearchParams): AnnouncementQuery {
  return compact({
    pageNum: readPage(params),
    pageSize: readPageSize(params),
    keyword: readText(params, 'keyword', PORTAL_QUERY_LIMITS.announcementList.keyword.maxLength),
    category: readEnum(params, 'category', ANNOUNCEMENT_CATEGORIES),
  });
}

/** Paging only: 我的收藏. */
export function parsePageQuery(params: URLSearchParams): { pageNum: number; pageSize: number } {
  return { pageNum: readPage(params), pageSize: readPageSize(params) };
}

/** `applicableTo=all` in the address: the user removed the default region scope of a signed-in enterprise. */
export const SCOPE_REMOVED = 'all';

/**
 * The region a list is scoped to: the address's own `applicableTo`, else — unless the user removed it —
 * the signed-in enterprise's registered region. `undefined` while the enterprise's region is still loading.
 */
export function effectiveApplicableTo(
  params: URLSearchParams,
  fromUrl: string | undefined,
  enterprise: { status: 'none' } | { status: 'pending' } | { status: 'ready'; code: string },
): { code: string | null; waiting: boolean } {
  if (fromUrl) return { code: fromUrl, waiting: false };
  if (params.get('applicableTo') === SCOPE_REMOVED || enterprise.status === 'none') return { code: null, waiting: false };
  if (enterprise.status === 'pending') return { code: null, waiting: true };
  return { code: enterprise.code, waiting: false };
}
