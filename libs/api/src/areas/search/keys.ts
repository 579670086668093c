import { portalKeys } from '../../query-keys';
import type { GlobalSearchQuery } from './types';

/** Query keys of 全站搜索: public content, the same for every viewer. */
export const searchKeys = {
  all: () => [...portalKeys.all, 'search'] as const,
  results: (query: GlobalSearchQuery) => [...searchKeys.all(), 'results', query] as const,
  suggest: (keyword: string) => [...searchKeys.all(), 'suggest', keyword] as const,
};
