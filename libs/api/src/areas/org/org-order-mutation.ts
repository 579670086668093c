import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isApiError, unwrap } from '../../core/api-error';
import type { ApiResult } from '../../core/api-error';
import type { PortalClient } from '../../core/portal-client';
import { usePortalClient } from '../../provider/use-api';
import { orgKeys } from '../service/keys';
import type { ServiceOrder } from '../service/types';

/** The input every order action carries: the order and the status the institution saw when it acted. */
export type OrgOrderActionInput = { id: number; expectedStatus: ServiceOrder['status'] };

/**
 * The cache rules all of an institution's order actions share. A success puts the answered order in place and
 * refreshes the lists and the dashboard counts. A 409 means someone else (the enterprise cancelling, a
 * colleague accepting) moved the order first: the detail is refetched so the screen shows the fresh state
 * beside the server's message, instead of buttons that no longer apply.
 */
export function useOrgOrderMutation<Input extends OrgOrderActionInput>(
  send: (client: PortalClient, input: Input) => Promise<ApiResult<ServiceOrder>>,
) {
  const client = usePortalClient();
  const queryClient = useQueryClient();
  const refreshLists = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: [...orgKeys.orders(), 'list'] }),
      queryClient.invalidateQueries({ queryKey: orgKeys.dashboard() }),
    ]);
  return useMutation({
    mutationFn: async (input: Input) => unwrap(await send(client, input)),
    onSuccess: (order) => {
      queryClient.setQueryData(orgKeys.orderDetail(order.id), order);
      void refreshLists();
    },
    onError: (error, input) => {
      if (isApiError(error) && error.statusCode === 409) {
        void queryClient.invalidateQueries({ queryKey: orgKeys.orderDetail(input.id) });
        void refreshLists();
      }
    },
  });
}
