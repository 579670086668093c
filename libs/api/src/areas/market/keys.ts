import { portalKeys } from '../../query-keys';
import type { DemandQuery, DemandQueueQuery, MyDemandQuery, MyResponseQuery } from './types';

/**
 * The public demand list is the same for everyone (['portal', 'market']). A demand's detail depends on who
 * looks (their own response, the contact once accepted), and the publisher's and operator's views are the
 * account's: those live under ['portal', 'user', …] so logging out drops them.
 */
export const marketKeys = {
  all: () => [...portalKeys.all, 'market'] as const,
  demandList: (query: DemandQuery) => [...marketKeys.all(), 'demands', query] as const,
  demandDetails: () => [...portalKeys.user(), 'market', 'demand'] as const,
  demandDetail: (id: number) => [...marketKeys.demandDetails(), id] as const,
  mine: () => [...portalKeys.user(), 'market', 'mine'] as const,
  myList: (query: MyDemandQuery) => [...marketKeys.mine(), 'list', query] as const,
  myDetail: (id: number) => [...marketKeys.mine(), 'detail', id] as const,
  myResponses: () => [...portalKeys.user(), 'market', 'responses'] as const,
  myResponseList: (query: MyResponseQuery) => [...marketKeys.myResponses(), query] as const,
  queue: () => [...portalKeys.user(), 'admin', 'demands'] as const,
  queueList: (query: DemandQueueQuery) => [...marketKeys.queue(), 'list', query] as const,
  queueDetail: (id: number) => [...marketKeys.queue(), 'detail', id] as const,
};
