import { portalKeys } from '../../query-keys';
import type { GovServiceQuery } from './types';

/**
 * Query keys of 政务服务. Every answer carries the viewer's `favorite` flag, so the whole area sits under
 * the account's keys: logging in or out refetches it with the right flags.
 */
export const govServiceKeys = {
  all: () => [...portalKeys.user(), 'gov-service'] as const,
  lists: () => [...govServiceKeys.all(), 'list'] as const,
  list: (query: GovServiceQuery) => [...govServiceKeys.lists(), query] as const,
  detail: (id: number) => [...govServiceKeys.all(), 'detail', id] as const,
};
