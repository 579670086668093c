import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { unwrap } from '../../core/api-error';
import type { ApiResult } from '../../core/api-error';
import type { CallOptions, PortalClient } from '../../core/portal-client';
import { usePortalClient } from '../../provider/use-api';
import { applyFavoriteState } from './favorite-cache';
import type { PolicyFavoriteState } from './types';

/** 收藏 a policy for the signed-in account (idempotent on the server). */
export function addPolicyFavorite(client: PortalClient, id: number, options?: CallOptions): Promise<ApiResult<PolicyFavoriteState>> {
  return client.call((api, init) => api.POST('/api/policy/{id}/favorite', { ...init, params: { path: { id } } }), options);
}

/**
 * 收藏 and update the open detail and the favourites lists, outside a component: what `useAddPolicyFavorite` does,
 * for code loaded on demand (completing a favourite asked for before the SSO login).
 */
export async function favoritePolicy(client: PortalClient, queryClient: QueryClient, id: number): Promise<PolicyFavoriteState> {
  const state = unwrap(await addPolicyFavorite(client, id));
  await applyFavoriteState(queryClient, state);
  return state;
}

export function useAddPolicyFavorite() {
  const client = usePortalClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => unwrap(await addPolicyFavorite(client, id)),
    onSuccess: (state) => applyFavoriteState(queryClient, state),
  });
}
