import { JSON_BODY } from '../../core/body-serializers';
import type { CallOptions, PortalClient } from '../../core/portal-client';
import { runDeskCall, useDeskMutation } from './policy-desk-error';
import type { PolicyDeskDetail } from './types';
import type { PortalSchemas } from '@smes/contract-types';

/**
 * A new draft (no `id`) or a save of the open one: `edits` is what the editor loaded, so a save over someone
 * else's answers 409 with their version. Refusals throw PolicyDeskError with a message per field.
 */
export type SavePolicyDraftInput =
  | { id?: undefined; document: PortalSchemas['PolicyDocument'] }
  | { id: number; edits: number; note: string | null; document: PortalSchemas['PolicyDocument'] };

export function savePolicyDraft(client: PortalClient, input: SavePolicyDraftInput, options?: CallOptions): Promise<PolicyDeskDetail> {
  if (input.id === undefined) {
    return runDeskCall(client, (api, init) => api.POST('/api/admin/policy-desk', { ...init, ...JSON_BODY, body: { document: input.document } }), options);
  }
  const { id, ...body } = input;
  return runDeskCall(client, (api, init) => api.PUT('/api/admin/policy-desk/{id}/draft', { ...init, ...JSON_BODY, params: { path: { id } }, body }), options);
}

export function useSavePolicyDraft() {
  return useDeskMutation(savePolicyDraft, (detail) => detail);
}
