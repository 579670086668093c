import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '../../core/api-error';
import type { ApiResult } from '../../core/api-error';
import { JSON_BODY } from '../../core/body-serializers';
import type { CallOptions, PortalClient } from '../../core/portal-client';
import { usePortalClient } from '../../provider/use-api';
import type { OrgCase, ServiceCaseInput } from '../service/types';
import { storeOrgCase } from './org-case-cache';

/**
 * editCases (new): the server records the client's consent with the case and refuses `published` without it
 * (400). JSON, because the consent fields and the product link are null when absent.
 */
export function createOrgCase(client: PortalClient, input: ServiceCaseInput, options?: CallOptions): Promise<ApiResult<OrgCase>> {
  return client.call((api, init) => api.POST('/api/org/cases', { ...init, ...JSON_BODY, body: input }), options);
}

export function useCreateOrgCase() {
  const client = usePortalClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: ServiceCaseInput) => unwrap(await createOrgCase(client, input)),
    onSuccess: (saved) => storeOrgCase(queryClient, saved),
  });
}
