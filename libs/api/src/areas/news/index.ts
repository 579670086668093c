export { newsKeys } from './keys';
export type { NewsCategory, NewsDetail, NewsPage, NewsQuery, NewsSummary } from './types';
export { DEFAULT_NEWS_QUERY, getNewsList, newsListQueryOptions, normalizeNewsQuery, useNewsList } from './get-news-list';
export type { UseNewsListOptions } from './get-news-list';
export { getNews, newsQueryOptions, useNews } from './get-news';
export type { UseNewsOptions } from './get-news';
