import { portalKeys } from '../../query-keys';
import type { QualityEnterpriseQuery } from './types';

/** 优质中小企业 lists and profiles are public; the account's own listing choice sits under the account's keys. */
export const marketEnterpriseKeys = {
  all: () => [...portalKeys.all, 'market', 'enterprise'] as const,
  list: (query: QualityEnterpriseQuery) => [...marketEnterpriseKeys.all(), 'list', query] as const,
  detail: (id: number) => [...marketEnterpriseKeys.all(), 'detail', id] as const,
  listing: () => [...portalKeys.user(), 'market', 'listing'] as const,
};
