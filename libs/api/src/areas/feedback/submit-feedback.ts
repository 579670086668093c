import { useMutation } from '@tanstack/react-query';
import { unwrap } from '../../core/api-error';
import type { ApiResult } from '../../core/api-error';
import type { CallOptions, PortalClient } from '../../core/portal-client';
import { usePortalClient } from '../../provider/use-api';
import type { FeedbackReceipt, FeedbackRequest } from '../../types';

export function submitFeedback(client: PortalClient, body: FeedbackRequest, options?: CallOptions): Promise<ApiResult<FeedbackReceipt>> {
  return client.call((api, init) => api.POST('/api/hnFeedback', { ...init, body }), options);
}

export function useSubmitFeedback() {
  const client = usePortalClient();
  return useMutation({
    mutationFn: async (body: FeedbackRequest) => unwrap(await submitFeedback(client, body)),
  });
}
