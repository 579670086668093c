import type { QueryClient } from '@tanstack/react-query';
import { portalKeys } from '../../query-keys';
import { orgKeys } from '../service/keys';
import type { CertificationApplication } from '../service/types';

/**
 * Every write answers with the whole application: it replaces the cached one, and the account's institution
 * status (the console home, the header) is refetched because a submit or a review changes it.
 */
export function storeMyCertification(queryClient: QueryClient, application: CertificationApplication): void {
  queryClient.setQueryData(orgKeys.certification(), application);
  void queryClient.invalidateQueries({ queryKey: portalKeys.myInstitution() });
}
