import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '../../core/api-error';
import type { ApiResult } from '../../core/api-error';
import type { CallOptions, PortalClient } from '../../core/portal-client';
import { usePortalClient } from '../../provider/use-api';
import { refreshAfterIpChange } from './save-ip-record';

export function deleteIpRecord(client: PortalClient, id: number, options?: CallOptions): Promise<ApiResult<null>> {
  return client.call((api, init) => api.DELETE('/api/enterprise/ip-records/{id}', { ...init, params: { path: { id } } }), options);
}

export function useDeleteIpRecord() {
  const client = usePortalClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => unwrap(await deleteIpRecord(client, id)),
    onSuccess: () => refreshAfterIpChange(queryClient),
  });
}
