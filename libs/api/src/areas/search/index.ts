export { searchKeys } from './keys';
export type { GlobalSearchGroup, GlobalSearchHit, GlobalSearchQuery, GlobalSearchResult, GlobalSearchSuggestion, SearchArea } from './types';
export { getGlobalSearch, globalSearchQueryOptions, normalizeGlobalSearchQuery, useGlobalSearch } from './get-global-search';
export type { UseGlobalSearchOptions } from './get-global-search';
export { getSearchSuggestions, searchSuggestionsQueryOptions, useSearchSuggestions } from './get-search-suggestions';
export type { UseSearchSuggestionsOptions } from './get-search-suggestions';
