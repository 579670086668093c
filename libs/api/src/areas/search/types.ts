import type { PortalComponents as components, PortalOperations as operations } from '@smes/contract-types';

type Schemas = components['schemas'];

/** 政策原文, 申报通知, … 资讯: the areas one search answers across. */
export type SearchArea = Schemas['SearchArea'];
export type GlobalSearchHit = Schemas['GlobalSearchHit'];
export type GlobalSearchGroup = Schemas['GlobalSearchGroup'];
export type GlobalSearchResult = Schemas['GlobalSearchResult'];
export type GlobalSearchSuggestion = Schemas['GlobalSearchSuggestion'];
/** Query of `GET /api/search`. */
export type GlobalSearchQuery = operations['globalSearch']['parameters']['query'];
