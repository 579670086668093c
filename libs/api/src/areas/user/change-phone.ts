import { useSessionStore } from '@smes/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '../../core/api-error';
import type { ApiResult } from '../../core/api-error';
import type { CallOptions, PortalClient } from '../../core/portal-client';
import { usePortalClient } from '../../provider/use-api';
import { portalKeys } from '../../query-keys';
import type { PhoneChangeRequest, PortalUserInfo } from '../../types';
import { toSessionUserInfo } from './session-user-info';

/** 绑定/更换手机号 (with the code sent to the new phone): answers the updated user. */
export function changePhone(client: PortalClient, body: PhoneChangeRequest, options?: CallOptions): Promise<ApiResult<PortalUserInfo>> {
  return client.call((api, init) => api.POST('/api/v1/user/phone', { ...init, body }), options);
}

/** On success the spec's `userinfo` entry gets the new phone at once (the notes handoff sends it) and the user is refetched. */
export function useChangePhone() {
  const client = usePortalClient();
  const store = useSessionStore();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: PhoneChangeRequest) => unwrap(await changePhone(client, body)),
    onSuccess: async (info) => {
      if (store.getToken() !== null) store.setUserInfo(toSessionUserInfo(info));
      queryClient.setQueryData(portalKeys.userInfo(), info);
      await queryClient.invalidateQueries({ queryKey: portalKeys.user() });
    },
  });
}
