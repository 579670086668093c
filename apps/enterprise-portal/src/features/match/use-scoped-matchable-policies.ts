import { useMatchablePolicies } from '@smes/api';
import { useEnterpriseRegion } from '../../shared/ledger/use-enterprise-region';
import { blockScope } from '../../shared/region/region-scope';

/**
 * The matchable policies the questionnaire and the what-if can use: a signed-in enterprise's are those of its region
 * chain (全国, its province, city and district), since the what-if never changes the region — at a province's size the
 * rest are thousands of rule sets that could only ever be out of scope. A visitor, or a ledger without a region, gets
 * them all; nothing is asked for while the enterprise's region is still loading.
 */
export function useScopedMatchablePolicies() {
  const scope = blockScope(useEnterpriseRegion());
  return useMatchablePolicies({ query: scope.code ? { applicableTo: scope.code } : {}, queryConfig: { enabled: !scope.waiting } });
}
