import type { QueryClient } from '@tanstack/react-query';
import type { NavigateFunction } from 'react-router-dom';
import { favoritePolicy } from '@smes/api';
import type { PortalClient } from '@smes/api';
import type { ToastApi } from '@smes/ui';
import { takePendingFavorite } from './pending-favorite';

export type CompletePendingFavoriteOptions = {
  client: PortalClient;
  queryClient: QueryClient;
  navigate: NavigateFunction;
  toast: ToastApi;
};

/**
 * Completes the favourite a visitor asked for before the SSO login, once, and returns to the policy: 已收藏, or why
 * it failed. Loaded by usePendingFavorite only when one may be waiting.
 */
export async function completePendingFavorite({ client, queryClient, navigate, toast }: CompletePendingFavoriteOptions): Promise<void> {
  const pending = takePendingFavorite();
  if (!pending) return;
  try {
    await favoritePolicy(client, queryClient, pending.policyId);
    toast.success('已收藏');
  } catch (error: unknown) {
    toast.error(`收藏失败：${error instanceof Error ? error.message : '请稍后重试'}`);
  }
  navigate(pending.returnPath);
}
