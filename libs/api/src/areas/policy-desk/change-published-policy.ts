import { JSON_BODY } from '../../core/body-serializers';
import type { CallOptions, PortalClient } from '../../core/portal-client';
import { runDeskCall, useDeskMutation } from './policy-desk-error';
import type { PolicyDeskDetail, PolicyDeskRepeal } from './types';

/** 修订 (a new draft version from the text in force) or 废止 (with its date and reason) of a published policy. */
export type PublishedPolicyChange = { id: number; change: 'revise' } | { id: number; change: 'repeal'; repeal: PolicyDeskRepeal };

export function changePublishedPolicy(client: PortalClient, input: PublishedPolicyChange, options?: CallOptions): Promise<PolicyDeskDetail> {
  const params = { path: { id: input.id } };
  if (input.change === 'revise') return runDeskCall(client, (api, init) => api.POST('/api/admin/policy-desk/{id}/revise', { ...init, params }), options);
  return runDeskCall(client, (api, init) => api.POST('/api/admin/policy-desk/{id}/repeal', { ...init, ...JSON_BODY, params, body: input.repeal }), options);
}

export function useChangePublishedPolicy() {
  return useDeskMutation(changePublishedPolicy, (detail) => detail);
}
