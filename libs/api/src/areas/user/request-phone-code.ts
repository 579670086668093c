import { useMutation } from '@tanstack/react-query';
import { unwrap } from '../../core/api-error';
import type { ApiResult } from '../../core/api-error';
import type { CallOptions, PortalClient } from '../../core/portal-client';
import { usePortalClient } from '../../provider/use-api';
import type { PhoneCodeRequest, PhoneCodeSent } from '../../types';

/** 获取验证码: the code that proves the phone an account binds or moves its login to. */
export function requestPhoneCode(client: PortalClient, body: PhoneCodeRequest, options?: CallOptions): Promise<ApiResult<PhoneCodeSent>> {
  return client.call((api, init) => api.POST('/api/v1/user/phone/code', { ...init, body }), options);
}

export function useRequestPhoneCode() {
  const client = usePortalClient();
  return useMutation({ mutationFn: async (body: PhoneCodeRequest) => unwrap(await requestPhoneCode(client, body)) });
}
