import { portalKeys } from '../../query-keys';
import type { FinancingMineQuery, FundQuery } from './types';

/** The products are public, the same for everyone, so not under the account's keys. */
export const fundKeys = {
  all: () => [...portalKeys.all, 'fund'] as const,
  list: (query: FundQuery) => [...fundKeys.all(), 'list', query] as const,
  facets: () => [...fundKeys.all(), 'facets'] as const,
  detail: (id: number) => [...fundKeys.all(), 'detail', id] as const,
};

/** The enterprise's own financing applications: under ['portal', 'user'], so logging out drops them. */
export const financingKeys = {
  all: () => [...portalKeys.user(), 'financing'] as const,
  mine: (query: FinancingMineQuery) => [...financingKeys.all(), 'mine', query] as const,
  detail: (id: number) => [...financingKeys.all(), 'detail', id] as const,
};
