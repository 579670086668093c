import type { AnnouncementQuery, InterpretationQuery, NoticeQuery, PolicyQuery } from '@smes/api';
import { PORTAL_QUERY_LIMITS } from '@smes/contract-types';
import { LEVELS } from '../../shared/display/policy-level';
import { KEYWORD_MAX_LENGTH, readDate, readEnum, readPage, readPageSize, readPattern, readText } from '../../shared/list/list-params';
import { readApplicableTo } from '../../shared/region/region-address';

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
    applicableTo: readApplicableTo(params),
    dept: readText(params, 'dept', POLICY_LIST.dept.maxLength),
    category: readText(params, 'category', POLICY_LIST.category.maxLength),
    industry: readPattern(params, 'industry', INDUSTRY),
    validity: readEnum(params, 'validity', VALIDITIES),
    publishFrom,
    publishTo,
    orderBy: orderBy === 'relevance' && !keyword ? undefined : orderBy,
  });
}

/** 全部状态 in the address: without it 申报通知 shows the windows open now. */
export const NOTICE_STATUS_ALL = 'all';

/** The 申报通知 list as the address holds it: `status=all` widens the default of windows open now. */
export type NoticeListState = Omit<NoticeQuery, 'status'> & { status?: NoticeQuery['status'] | typeof NOTICE_STATUS_ALL };

/**
 * The status 申报通知 asks for: the windows open now unless the address says otherwise. An enterprise comes to
 * apply, and newly published notices are mostly windows not open yet.
 */
export function noticeStatus(state: NoticeListState): NoticeQuery['status'] | undefined {
  if (state.status === NOTICE_STATUS_ALL) return undefined;
  return state.status ?? 'open';
}

export function parseNoticeQuery(params: URLSearchParams): NoticeListState {
  return compact({
    pageNum: readPage(params),
    pageSize: readPageSize(params),
    keyword: readText(params, 'keyword', NOTICE_LIST.keyword.maxLength),
    status: readEnum(params, 'status', [...NOTICE_STATUSES, NOTICE_STATUS_ALL]),
    level: readEnum(params, 'level', NOTICE_LIST.level.enum),
    regionCode: readPattern(params, 'regionCode', new RegExp(NOTICE_LIST.regionCode.pattern)),
    applicableTo: readApplicableTo(params),
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
