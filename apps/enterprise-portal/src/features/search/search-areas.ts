import type { GlobalSearchQuery, SearchArea } from '@smes/api';
import { PORTAL_QUERY_LIMITS } from '@smes/contract-types';
import { paths } from '../../app/paths';
import { readEnum, readPage, readPageSize, readText } from '../../shared/list/list-params';

// The areas, the keyword limit and the page size limit are the contract's (openapi/portal.yaml).
const SEARCH = PORTAL_QUERY_LIMITS.globalSearch;
export const SEARCH_AREAS = SEARCH.area.enum;
export const SEARCH_KEYWORD_MAX_LENGTH = SEARCH.keyword.maxLength;

export const SEARCH_AREA_LABELS: Record<SearchArea, string> = {
  policy: '政策原文',
  notice: '申报通知',
  project: '申报项目',
  interpretation: '政策解读',
  announcement: '公示公告',
  institution: '服务机构',
  product: '服务产品',
  fund: '金融产品',
  course: '培训课程',
  activity: '活动',
  talent: '人才',
  govService: '政务服务',
  news: '资讯',
};

/** Where a hit opens: the area's own detail screen (typed by the contract's areas, so a new area needs its link). */
const HIT_LINKS: Record<SearchArea, (id: string) => string> = {
  policy: (id) => paths.policyNotice.detail(id),
  notice: (id) => paths.declarationNotice.detail(id),
  project: (id) => paths.declarationProject.detail(id),
  interpretation: (id) => paths.policyInterpretation.detail(id),
  announcement: (id) => paths.publicAnnouncement.detail(id),
  institution: (id) => paths.service.institutionDetail(id),
  product: (id) => paths.service.detail(id),
  fund: (id) => paths.fund.detail(id),
  course: (id) => paths.course.details(id),
  activity: (id) => paths.activity.detail(id),
  talent: (id) => paths.talent.detail(id),
  govService: (id) => paths.governmentService.detail(id),
  news: (id) => paths.news.details(id),
};

export function searchHitLink(area: SearchArea, id: string): string {
  return HIT_LINKS[area](id);
}

export const SEARCH_DEFAULTS = { pageNum: 1, pageSize: 10 } as const;

/** 全站搜索's URL: keyword, and the area tab with its page; a malformed value falls back to absent. */
export function parseGlobalSearchQuery(params: URLSearchParams): GlobalSearchQuery {
  const query: GlobalSearchQuery = { keyword: readText(params, 'keyword', SEARCH_KEYWORD_MAX_LENGTH) ?? '' };
  const area = readEnum(params, 'area', SEARCH_AREAS);
  if (area) {
    query.area = area;
    query.pageNum = readPage(params);
    query.pageSize = readPageSize(params);
  }
  return query;
}

/** What to try when a search finds nothing: terms that find something in the seeded portal. */
export const SEARCH_EXAMPLES = ['高新技术企业', '专精特新', '研发费用', '知识产权', '融资', '社保', '杭州'] as const;

/**
 * The contract's bound on 全站搜索's `pending` (GlobalSearchResult.pending.maximum; search-page.test holds them equal):
 * at the bound the count means "at least". Written here because the limits table would bring every schema's limits
 * into the page's chunk.
 */
export const PENDING_COUNT_CAP = 10_000;
