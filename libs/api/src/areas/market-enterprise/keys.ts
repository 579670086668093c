import { portalKeys } from '../../query-keys';
import type { QualityEnterpriseQuery } from './types';

/**
 * 优质中小企业 lists are public. A profile carries the contact only a signed-in viewer sees, and the account's own
 * listing choice is the account's, so both sit under the account's keys: logging in or out refetches them.
 */
export const marketEnterpriseKeys = {
  all: () => [...portalKeys.all, 'market', 'enterprise'] as const,
  list: (query: QualityEnterpriseQuery) => [...marketEnterpriseKeys.all(), 'list', query] as const,
  details: () => [...portalKeys.user(), 'market', 'enterprise', 'detail'] as const,
  detail: (id: number) => [...marketEnterpriseKeys.details(), id] as const,
  listing: () => [...portalKeys.user(), 'market', 'listing'] as const,
};
