import type { QueryClient } from '@tanstack/react-query';
import { orgKeys, serviceKeys } from '../service/keys';
import type { OrgCase } from '../service/types';

/** After a case is saved: it replaces the cached one; the lists, the dashboard and the public catalogue refetch. */
export function storeOrgCase(queryClient: QueryClient, saved: OrgCase) {
  queryClient.setQueryData(orgKeys.caseDetail(saved.case.id), saved);
  void queryClient.invalidateQueries({ queryKey: [...orgKeys.cases(), 'list'] });
  void queryClient.invalidateQueries({ queryKey: orgKeys.dashboard() });
  void queryClient.invalidateQueries({ queryKey: serviceKeys.cases() });
}
