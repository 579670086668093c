import { portalKeys } from '../../query-keys';
import type { PolicyDeskListQuery, PolicyTrialEnterpriseQuery } from './types';

/** The operator's policy desk; under ['portal', 'user'] because it is the signed-in operator's view (actions, editors). */
export const policyDeskKeys = {
  all: () => [...portalKeys.user(), 'policy-desk'] as const,
  lists: () => [...policyDeskKeys.all(), 'list'] as const,
  list: (query: PolicyDeskListQuery) => [...policyDeskKeys.lists(), query] as const,
  detail: (id: number) => [...policyDeskKeys.all(), 'detail', id] as const,
  history: (id: number) => [...policyDeskKeys.all(), 'history', id] as const,
  trialEnterprises: (query: PolicyTrialEnterpriseQuery) => [...policyDeskKeys.all(), 'trial-enterprises', query] as const,
};
