import { useMutation } from '@tanstack/react-query';
import { unwrap } from '../../core/api-error';
import type { ApiResult } from '../../core/api-error';
import { JSON_BODY } from '../../core/body-serializers';
import type { CallOptions, PortalClient } from '../../core/portal-client';
import { usePortalClient } from '../../provider/use-api';
import type { AssistantFeedback } from './types';

export type AssistantFeedbackInput = AssistantFeedback & { messageId: string };

/** 👍/👎 on one answer, with an optional reason (≤ 200 characters). */
export function sendAssistantFeedback(
  client: PortalClient,
  { messageId, rating, reason }: AssistantFeedbackInput,
  options?: CallOptions,
): Promise<ApiResult<unknown>> {
  return client.call(
    (api, init) =>
      api.POST('/api/assistant/messages/{id}/feedback', { ...init, ...JSON_BODY, params: { path: { id: messageId } }, body: { rating, reason } }),
    options,
  );
}

export function useSendAssistantFeedback() {
  const client = usePortalClient();
  return useMutation({
    mutationFn: async (input: AssistantFeedbackInput) => {
      unwrap(await sendAssistantFeedback(client, input));
      return input;
    },
  });
}
