import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '../../core/api-error';
import type { ApiResult } from '../../core/api-error';
import type { CallOptions, PortalClient } from '../../core/portal-client';
import { usePortalClient } from '../../provider/use-api';
import { serviceOrderKeys } from './keys';
import type { ServiceOrder, ServiceOrderCreate } from './types';

/** 下单: an enterprise orders an on-shelf product; the order starts 待确认 (attachments are uploaded after). */
export function createServiceOrder(client: PortalClient, body: ServiceOrderCreate, options?: CallOptions): Promise<ApiResult<ServiceOrder>> {
  return client.call((api, init) => api.POST('/api/service/orders', { ...init, body }), options);
}

export function useCreateServiceOrder() {
  const client = usePortalClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ServiceOrderCreate) => unwrap(await createServiceOrder(client, body)),
    onSuccess: (order) => {
      queryClient.setQueryData(serviceOrderKeys.detail(order.id), order);
      void queryClient.invalidateQueries({ queryKey: serviceOrderKeys.orders() });
    },
  });
}
