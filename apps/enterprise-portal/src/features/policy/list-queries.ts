import type { AnnouncementCategory, AnnouncementQuery, InterpretationQuery, NoticeQuery, PolicyQuery } from '@smes/api';
import { LEVELS } from '../../shared/display/policy-level';
import { KEYWORD_MAX_LENGTH, readDate, readEnum, readPage, readPageSize, readPattern, readText } from '../../shared/list/list-params';

export const VALIDITIES = ['valid', 'repealed'] as const;
export const POLICY_ORDERS = ['relevance', 'publish_date', 'views'] as const;
export const NOTICE_ORDERS = ['publish_date', 'end_time', 'support_amount'] as const;
export const NOTICE_STATUSES = ['open', 'not_started', 'closed'] as const;
export const INTERPRETATION_TYPES = ['text', 'graphic'] as const;
export const ANNOUNCEMENT_CATEGORIES = ['declaration', 'review', 'fund'] as const satisfies readonly AnnouncementCategory[];
const REGION_CODE = /^\d{6}$/;
const INDUSTRY = /^[A-T]$/;

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
    dept: readText(params, 'dept', 50),
    category: readText(params, 'category', 30),
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
    keyword: readText(params, 'keyword', KEYWORD_MAX_LENGTH),
    status: readEnum(params, 'status', NOTICE_STATUSES),
    level: readEnum(params, 'level', LEVELS),
    regionCode: readPattern(params, 'regionCode', REGION_CODE),
    orderBy: readEnum(params, 'orderBy', NOTICE_ORDERS),
    isAsc: readEnum(params, 'isAsc', ['asc', 'desc'] as const),
  });
}

export function parseInterpretationQuery(params: URLSearchParams): InterpretationQuery {
  return compact({
    pageNum: readPage(params),
    pageSize: readPageSize(params),
    keyword: readText(params, 'keyword', KEYWORD_MAX_LENGTH),
    type: readEnum(params, 'type', INTERPRETATION_TYPES),
  });
}

export function parseAnnouncementQuery(params: URLSearchParams): AnnouncementQuery {
  return compact({
    pageNum: readPage(params),
    pageSize: readPageSize(params),
    keyword: readText(params, 'keyword', KEYWORD_MAX_LENGTH),
    category: readEnum(params, 'category', ANNOUNCEMENT_CATEGORIES),
  });
}

/** Paging only: 我的收藏. */
export function parsePageQuery(params: URLSearchParams): { pageNum: number; pageSize: number } {
  return { pageNum: readPage(params), pageSize: readPageSize(params) };
}
