import { useMutation } from '@tanstack/react-query';
import { JSON_BODY } from '../../core/body-serializers';
import type { CallOptions, PortalClient } from '../../core/portal-client';
import { usePortalClient } from '../../provider/use-api';
import { runDeskCall } from './policy-desk-error';
import type { PolicyRuleSampleTrial } from './types';
import type { PortalSchemas } from '@smes/contract-types';

/**
 * 试算 on chosen enterprises: each one's verdict, estimate and conditions with their ledger values, by the match
 * report's evaluation. Nothing is written; a refusal throws PolicyDeskError with a message per field.
 */
export function tryPolicyRulesOnSamples(client: PortalClient, input: PortalSchemas['PolicyRuleSampleTrialInput'], options?: CallOptions): Promise<PolicyRuleSampleTrial> {
  return runDeskCall(client, (api, init) => api.POST('/api/admin/policy-desk/trial/samples', { ...init, ...JSON_BODY, body: input }), options);
}

export function useTryPolicyRulesOnSamples() {
  const client = usePortalClient();
  return useMutation({ mutationFn: (input: PortalSchemas['PolicyRuleSampleTrialInput']) => tryPolicyRulesOnSamples(client, input) });
}
