export { searchKeys } from './keys';
export type { GlobalSearchGroup, GlobalSearchHit, GlobalSearchQuery, GlobalSearchResult, GlobalSearchSuggestion, SearchArea } from './types';
export { getGlobalSearch, globalSearchQueryOptions, normalizeGlobalSearchQuery, useGlobalSearch } from './get-global-search';
export type { UseGlobalSearchOptions } from './get-global-search';
export { getGlobalSearchSuggestions, globalSearchSuggestionsQueryOptions, useGlobalSearchSuggestions } from './get-global-search-suggestions';
export type { UseGlobalSearchSuggestionsOptions } from './get-global-search-suggestions';
