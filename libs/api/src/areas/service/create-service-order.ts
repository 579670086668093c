import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '../../core/api-error';
import type { ApiResult } from '../../core/api-error';
import { MULTIPART_BODY } from '../../core/body-serializers';
import type { CallOptions, PortalClient } from '../../core/portal-client';
import { usePortalClient } from '../../provider/use-api';
import { serviceOrderKeys } from './keys';
import type { ServiceOrder, ServiceOrderCreate } from './types';

export type ServiceOrderCreateInput = ServiceOrderCreate & { files?: readonly File[] };

/**
 * 下单: an enterprise orders an on-shelf product with its attachments in one multipart request. The server checks
 * every file by its bytes first; one refused file leaves no order (400 naming the file), so the form stays as typed.
 */
export function createServiceOrder(client: PortalClient, { files = [], ...fields }: ServiceOrderCreateInput, options?: CallOptions): Promise<ApiResult<ServiceOrder>> {
  // The contract types each file part as a string (binary); the multipart serializer sends Files as file parts.
  const body = { ...fields, files } as unknown as ServiceOrderCreate & { files: string[] };
  return client.call((api, init) => api.POST('/api/service/orders', { ...init, ...MULTIPART_BODY, body }), options);
}

export function useCreateServiceOrder() {
  const client = usePortalClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: ServiceOrderCreateInput) => unwrap(await createServiceOrder(client, input)),
    onSuccess: (order) => {
      queryClient.setQueryData(serviceOrderKeys.detail(order.id), order);
      void queryClient.invalidateQueries({ queryKey: serviceOrderKeys.orders() });
    },
  });
}
