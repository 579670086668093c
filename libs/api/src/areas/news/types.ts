import type { PortalComponents as components, PortalOperations as operations } from '@smes/contract-types';

type Schemas = components['schemas'];

/** 通知要闻 / 公示公告 / 新闻动态 / 政策解读. */
export type NewsCategory = Schemas['NewsCategory'];
export type NewsSummary = Schemas['NewsSummary'];
export type NewsDetail = Schemas['NewsDetail'];
export type NewsPage = Schemas['NewsPage'];
/** Query of `GET /api/news/list`. */
export type NewsQuery = NonNullable<operations['newsList']['parameters']['query']>;
