import { portalKeys } from '../../query-keys';
import type { AdminApplicationListQuery } from './types';

/** The operator's view of applications; under ['portal', 'user'] because what it shows depends on the account. */
export const applicationReviewKeys = {
  all: () => [...portalKeys.user(), 'application-review'] as const,
  lists: () => [...applicationReviewKeys.all(), 'list'] as const,
  list: (query: AdminApplicationListQuery) => [...applicationReviewKeys.lists(), query] as const,
  detail: (id: number) => [...applicationReviewKeys.all(), 'detail', id] as const,
};
