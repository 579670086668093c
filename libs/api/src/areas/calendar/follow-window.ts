import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '../../core/api-error';
import type { ApiResult } from '../../core/api-error';
import type { CallOptions, PortalClient } from '../../core/portal-client';
import { usePortalClient } from '../../provider/use-api';
import { calendarKeys } from './keys';
import type { CalendarFollowState } from './types';

/** 关注 a window: reminders 7 days, 1 day and on the closing day (idempotent on the server). */
export function followWindow(client: PortalClient, noticeId: number, options?: CallOptions): Promise<ApiResult<CalendarFollowState>> {
  return client.call((api, init) => api.POST('/api/calendar/follows/{id}', { ...init, params: { path: { id: noticeId } } }), options);
}

export function useFollowWindow() {
  const client = usePortalClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (noticeId: number) => unwrap(await followWindow(client, noticeId)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: calendarKeys.all() }),
  });
}
