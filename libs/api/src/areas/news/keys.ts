import { portalKeys } from '../../query-keys';
import type { NewsQuery } from './types';

/** Query keys of 资讯: public content, the same for every viewer, so not under the account's keys. */
export const newsKeys = {
  all: () => [...portalKeys.all, 'news'] as const,
  list: (query: NewsQuery) => [...newsKeys.all(), 'list', query] as const,
  detail: (id: number) => [...newsKeys.all(), 'detail', id] as const,
};
