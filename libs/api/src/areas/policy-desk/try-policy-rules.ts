import { useMutation } from '@tanstack/react-query';
import { JSON_BODY } from '../../core/body-serializers';
import type { CallOptions, PortalClient } from '../../core/portal-client';
import { usePortalClient } from '../../provider/use-api';
import { runDeskCall } from './policy-desk-error';
import type { PolicyRuleTrial } from './types';
import type { PortalSchemas } from '@smes/contract-types';

/**
 * 试算: the editor's rules, unsaved, against every enterprise ledger in the document's region. Nothing is written;
 * a refusal throws PolicyDeskError with a message per rule field.
 */
export function tryPolicyRules(client: PortalClient, input: PortalSchemas['PolicyRuleTrialInput'], options?: CallOptions): Promise<PolicyRuleTrial> {
  return runDeskCall(client, (api, init) => api.POST('/api/admin/policy-desk/trial', { ...init, ...JSON_BODY, body: input }), options);
}

export function useTryPolicyRules() {
  const client = usePortalClient();
  return useMutation({ mutationFn: (input: PortalSchemas['PolicyRuleTrialInput']) => tryPolicyRules(client, input) });
}
