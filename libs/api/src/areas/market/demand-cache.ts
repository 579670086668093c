import type { QueryClient } from '@tanstack/react-query';
import { marketKeys } from './keys';
import type { DemandRecordDetail } from './types';

/** After a change by the publisher: the answer is the fresh detail; lists and the public view are stale. */
export function applyMyDemandChange(queryClient: QueryClient, record: DemandRecordDetail): void {
  const { id } = record.record.demand;
  queryClient.setQueryData(marketKeys.myDetail(id), record);
  void queryClient.invalidateQueries({ queryKey: marketKeys.mine(), refetchType: 'active' });
  void queryClient.invalidateQueries({ queryKey: marketKeys.demandDetail(id) });
  void queryClient.invalidateQueries({ queryKey: marketKeys.all() });
}

/** After the operator's decision: the queue moves on. */
export function applyReviewChange(queryClient: QueryClient, record: DemandRecordDetail): void {
  queryClient.setQueryData(marketKeys.queueDetail(record.record.demand.id), record);
  void queryClient.invalidateQueries({ queryKey: marketKeys.queue(), refetchType: 'active' });
}
