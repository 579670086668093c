import { useMatchablePolicies, useMatchablePolicyCount } from '@smes/api';
import { useEnterpriseRegion } from '../../shared/ledger/use-enterprise-region';
import { blockScope } from '../../shared/region/region-scope';

/**
 * The region the matchable policies are asked for: a signed-in enterprise's chain (全国, its province, city and
 * district), since the what-if never changes the region — at a province's size the rest are thousands of rule sets
 * that could only ever be out of scope. A visitor, or a ledger without a region, gets them all; nothing is asked for
 * while the enterprise's region is still loading.
 */
function useMatchableScope() {
  const scope = blockScope(useEnterpriseRegion());
  return { query: scope.code ? { applicableTo: scope.code } : {}, queryConfig: { enabled: !scope.waiting } };
}

/** The matchable policies with their rule sets, for the questionnaire and the what-if. */
export function useScopedMatchablePolicies() {
  return useMatchablePolicies(useMatchableScope());
}

/** How many of them there are, for a page that shows only the number: the rule sets stay on the server. */
export function useScopedMatchablePolicyCount() {
  return useMatchablePolicyCount(useMatchableScope());
}
