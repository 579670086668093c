import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '../../core/api-error';
import type { ApiResult } from '../../core/api-error';
import { JSON_BODY } from '../../core/body-serializers';
import type { CallOptions, PortalClient } from '../../core/portal-client';
import { usePortalClient } from '../../provider/use-api';
import type { OrgCase, ServiceCaseInput } from '../service/types';
import { storeOrgCase } from './org-case-cache';

export type UpdateOrgCaseInput = { id: number; input: ServiceCaseInput };

/** editCases: withdrawing consent takes the case out of the portal at once (the server's rule). */
export function updateOrgCase(client: PortalClient, { id, input }: UpdateOrgCaseInput, options?: CallOptions): Promise<ApiResult<OrgCase>> {
  return client.call((api, init) => api.PUT('/api/org/cases/{id}', { ...init, ...JSON_BODY, params: { path: { id } }, body: input }), options);
}

export function useUpdateOrgCase() {
  const client = usePortalClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (update: UpdateOrgCaseInput) => unwrap(await updateOrgCase(client, update)),
    onSuccess: (saved) => storeOrgCase(queryClient, saved),
  });
}
