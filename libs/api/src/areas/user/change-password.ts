import { useMutation } from '@tanstack/react-query';
import { unwrap } from '../../core/api-error';
import type { ApiResult } from '../../core/api-error';
import type { CallOptions, PortalClient } from '../../core/portal-client';
import { usePortalClient } from '../../provider/use-api';
import type { PasswordChangeRequest } from '../../types';

/** 修改密码: the server keeps this session and ends the account's others. */
export function changePassword(client: PortalClient, body: PasswordChangeRequest, options?: CallOptions): Promise<ApiResult<null>> {
  return client.call((api, init) => api.POST('/api/v1/user/password', { ...init, body }), options);
}

export function useChangePassword() {
  const client = usePortalClient();
  return useMutation({
    mutationFn: async (body: PasswordChangeRequest) => unwrap(await changePassword(client, body)),
  });
}
