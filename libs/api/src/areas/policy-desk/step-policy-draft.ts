import { JSON_BODY } from '../../core/body-serializers';
import type { CallOptions, PortalClient } from '../../core/portal-client';
import { runDeskCall, useDeskMutation } from './policy-desk-error';
import type { PolicyDeskDetail } from './types';

/** 提交审核 / 撤回审核 / 放弃此版本: a move of the open version the operator saw at `edits`. */
export type PolicyDraftStep = { id: number; step: 'submit' | 'withdraw' | 'abandon'; edits: number };

export function stepPolicyDraft(client: PortalClient, { id, step, edits }: PolicyDraftStep, options?: CallOptions): Promise<PolicyDeskDetail> {
  const params = { path: { id } };
  const body = { edits };
  if (step === 'submit') return runDeskCall(client, (api, init) => api.POST('/api/admin/policy-desk/{id}/submit', { ...init, ...JSON_BODY, params, body }), options);
  if (step === 'withdraw') return runDeskCall(client, (api, init) => api.POST('/api/admin/policy-desk/{id}/withdraw', { ...init, ...JSON_BODY, params, body }), options);
  return runDeskCall(client, (api, init) => api.POST('/api/admin/policy-desk/{id}/abandon', { ...init, ...JSON_BODY, params, body }), options);
}

export function useStepPolicyDraft() {
  return useDeskMutation(stepPolicyDraft, (detail) => detail);
}
