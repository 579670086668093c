import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { policyQueryOptions, type PortalClient } from '@smes/api';
import { prefetchPolicyDetail } from './policy-detail-prefetch';

function setup() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // Never answers: the test looks at what was asked for, not at the answer.
  const call = vi.fn(() => new Promise<never>(() => undefined));
  return { queryClient, call, portal: { call } as unknown as PortalClient };
}

describe('prefetchPolicyDetail', () => {
  it('asks for the policy of the route’s id, under the key the page reads', () => {
    const { queryClient, call, portal } = setup();
    prefetchPolicyDetail({ queryClient, portal }, { id: '447' });
    expect(call).toHaveBeenCalledTimes(1);
    expect(queryClient.getQueryState(policyQueryOptions(portal, 447).queryKey)?.fetchStatus).toBe('fetching');
  });

  it('asks for nothing when the page would refuse the id', () => {
    const { queryClient, call, portal } = setup();
    for (const id of ['abc', '0', '-1', '1e3', undefined]) prefetchPolicyDetail({ queryClient, portal }, { id });
    expect(call).not.toHaveBeenCalled();
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  });
});
