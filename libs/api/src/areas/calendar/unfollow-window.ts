import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '../../core/api-error';
import type { ApiResult } from '../../core/api-error';
import type { CallOptions, PortalClient } from '../../core/portal-client';
import { usePortalClient } from '../../provider/use-api';
import { calendarKeys } from './keys';
import type { CalendarFollowState } from './types';

/** 取消关注: no further reminders; those already sent stay in 消息中心. */
export function unfollowWindow(client: PortalClient, noticeId: number, options?: CallOptions): Promise<ApiResult<CalendarFollowState>> {
  return client.call((api, init) => api.DELETE('/api/calendar/follows/{id}', { ...init, params: { path: { id: noticeId } } }), options);
}

export function useUnfollowWindow() {
  const client = usePortalClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (noticeId: number) => unwrap(await unfollowWindow(client, noticeId)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: calendarKeys.all() }),
  });
}
