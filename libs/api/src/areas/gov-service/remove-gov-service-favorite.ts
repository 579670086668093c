import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '../../core/api-error';
import type { ApiResult } from '../../core/api-error';
import type { CallOptions, PortalClient } from '../../core/portal-client';
import { usePortalClient } from '../../provider/use-api';
import { applyGovServiceFavorite } from './gov-service-favorite-cache';
import type { GovServiceFavoriteState } from './types';

/** 取消收藏 of a 政务服务 item. */
export function removeGovServiceFavorite(client: PortalClient, id: number, options?: CallOptions): Promise<ApiResult<GovServiceFavoriteState>> {
  return client.call((api, init) => api.DELETE('/api/gov-service/{id}/favorite', { ...init, params: { path: { id } } }), options);
}

export function useRemoveGovServiceFavorite() {
  const client = usePortalClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => unwrap(await removeGovServiceFavorite(client, id)),
    onSuccess: (state) => applyGovServiceFavorite(queryClient, state),
  });
}
