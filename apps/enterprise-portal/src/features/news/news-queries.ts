import type { NewsCategory, NewsQuery } from '@smes/api';
import { PORTAL_QUERY_LIMITS } from '@smes/contract-types';
import { readEnum, readPage, readPageSize, readText } from '../../shared/list/list-params';

// The categories and the keyword limit are the contract's (openapi/portal.yaml).
const NEWS_LIST = PORTAL_QUERY_LIMITS.newsList;
export const NEWS_CATEGORIES = NEWS_LIST.category.enum;

export const NEWS_CATEGORY_LABELS: Record<NewsCategory, string> = {
  notice: '通知要闻',
  announcement: '公示公告',
  dynamic: '新闻动态',
  interpretation: '政策解读',
};

export const NEWS_LIST_DEFAULTS = { pageNum: 1, pageSize: 10 } as const;

/** 资讯's URL: category and keyword; a malformed value falls back to absent. */
export function parseNewsQuery(params: URLSearchParams): NewsQuery {
  const query: NewsQuery = { pageNum: readPage(params), pageSize: readPageSize(params) };
  const keyword = readText(params, 'keyword', NEWS_LIST.keyword.maxLength);
  const category = readEnum(params, 'category', NEWS_CATEGORIES);
  if (keyword) query.keyword = keyword;
  if (category) query.category = category;
  return query;
}
