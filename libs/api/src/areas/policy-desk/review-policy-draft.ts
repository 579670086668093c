import { JSON_BODY } from '../../core/body-serializers';
import type { CallOptions, PortalClient } from '../../core/portal-client';
import { runDeskCall, useDeskMutation } from './policy-desk-error';
import type { PolicyDeskApproval } from './types';

/** The second operator's decision on a version in 待审核: publish it, or return it with a reason the editors read. */
export type PolicyReviewInput = { id: number; edits: number; approve: true } | { id: number; edits: number; approve: false; reason: string };

/** Approval answers what was published and who was told; a return answers the record (its `notified` is 0). */
export async function reviewPolicyDraft(client: PortalClient, input: PolicyReviewInput, options?: CallOptions): Promise<PolicyDeskApproval> {
  const params = { path: { id: input.id } };
  if (input.approve) {
    return runDeskCall(client, (api, init) => api.POST('/api/admin/policy-desk/{id}/approve', { ...init, ...JSON_BODY, params, body: { edits: input.edits } }), options);
  }
  const body = { edits: input.edits, reason: input.reason };
  const desk = await runDeskCall<PolicyDeskApproval['desk']>(client, (api, init) => api.POST('/api/admin/policy-desk/{id}/return', { ...init, ...JSON_BODY, params, body }), options);
  return { desk, notified: 0, pushJob: null };
}

export function useReviewPolicyDraft() {
  return useDeskMutation(reviewPolicyDraft, (answer) => answer.desk);
}
