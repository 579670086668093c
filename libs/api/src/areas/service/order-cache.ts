import type { QueryClient } from '@tanstack/react-query';
import { serviceOrderKeys } from './keys';
import type { ServiceOrder } from './types';

/** After any change to an order: the detail is the answer, the lists are stale. */
export function applyOrderChange(queryClient: QueryClient, order: ServiceOrder): void {
  queryClient.setQueryData(serviceOrderKeys.detail(order.id), order);
  void queryClient.invalidateQueries({ queryKey: serviceOrderKeys.orders(), refetchType: 'active' });
}

/** A refused transition (409: someone acted first): the detail must be fetched again to show the fresh state. */
export function refreshOrder(queryClient: QueryClient, id: number): void {
  void queryClient.invalidateQueries({ queryKey: serviceOrderKeys.detail(id) });
}
