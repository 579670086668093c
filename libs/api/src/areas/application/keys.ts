import { portalKeys } from '../../query-keys';
import type { ApplicationListQuery } from './types';

/** Applications and self-evaluations belong to the signed-in account, so they live under ['portal', 'user']. */
export const applicationKeys = {
  all: () => [...portalKeys.user(), 'application'] as const,
  lists: () => [...applicationKeys.all(), 'mine'] as const,
  list: (query: ApplicationListQuery) => [...applicationKeys.lists(), query] as const,
  detail: (id: number) => [...applicationKeys.all(), 'detail', id] as const,
  /** Groups the material updates of one application, so overlapping updates can tell when they are the last. */
  materialUpdates: (id: number) => [...applicationKeys.detail(id), 'material'] as const,
  /** The latest self-evaluation of a project run in this session. */
  evaluation: (projectId: number) => [...applicationKeys.all(), 'evaluation', projectId] as const,
};
