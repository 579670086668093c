import type { QueryClient } from '@tanstack/react-query';
import { orgKeys } from '../service/keys';
import type { CertificationApplication } from '../service/types';

/** A decision (or a 409 carrying the fresh application) replaces the detail and refreshes the queue. */
export function storeReviewedCertification(queryClient: QueryClient, application: CertificationApplication): void {
  queryClient.setQueryData(orgKeys.adminCertificationDetail(application.id), application);
  void queryClient.invalidateQueries({ queryKey: [...orgKeys.adminCertifications(), 'list'] });
}
