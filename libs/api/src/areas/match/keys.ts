import { portalKeys } from '../../query-keys';
import type { MatchablePoliciesQuery, ReportListQuery } from './types';

/**
 * Query keys of the ledger and matching area. The ledger and reports belong to the signed-in
 * account and sit under portalKeys.user(), so logging out clears them; the matchable policies are public.
 */
export const matchKeys = {
  policies: (query: MatchablePoliciesQuery = {}) => [...portalKeys.all, 'match', 'policies', query] as const,
  policyCount: (query: MatchablePoliciesQuery = {}) => [...portalKeys.all, 'match', 'policy-count', query] as const,
  ledger: () => [...portalKeys.user(), 'ledger'] as const,
  /** Follows the ledger: a saved ledger invalidates it with the ledger key's prefix. */
  estimate: () => [...matchKeys.ledger(), 'estimate'] as const,
  reports: () => [...portalKeys.user(), 'report'] as const,
  reportLists: () => [...matchKeys.reports(), 'list'] as const,
  reportList: (query: ReportListQuery) => [...matchKeys.reportLists(), query] as const,
  reportDetail: (id: number) => [...matchKeys.reports(), 'detail', id] as const,
  /** A saved match report's category, page by page (its detail carries the first page of each). */
  reportMatches: (id: number, category: string) => [...matchKeys.reportDetail(id), 'matches', category] as const,
};
