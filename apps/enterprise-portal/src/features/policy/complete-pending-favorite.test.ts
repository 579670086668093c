import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import type { PortalClient } from '@smes/api';
import { completePendingFavorite } from './complete-pending-favorite';
import { PENDING_FAVORITE_KEY, rememberPendingFavorite } from './pending-favorite';

const favoritePolicy = vi.hoisted(() => vi.fn());
vi.mock('@smes/api', () => ({ favoritePolicy }));

function options() {
  return {
    client: {} as PortalClient,
    queryClient: new QueryClient(),
    navigate: vi.fn(),
    toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() },
  };
}

describe('completePendingFavorite', () => {
  afterEach(() => {
    sessionStorage.clear();
    favoritePolicy.mockReset();
  });

  it('says why the favourite failed and still returns to the policy, once', async () => {
    favoritePolicy.mockRejectedValue(new Error('网络异常'));
    rememberPendingFavorite(501, '/findpolicy/policyNoticeDetails/501');
    const first = options();
    await completePendingFavorite(first);
    expect(favoritePolicy).toHaveBeenCalledWith(first.client, first.queryClient, 501);
    expect(first.toast.error).toHaveBeenCalledWith('收藏失败：网络异常');
    expect(first.navigate).toHaveBeenCalledWith('/findpolicy/policyNoticeDetails/501');
    expect(sessionStorage.getItem(PENDING_FAVORITE_KEY)).toBeNull();

    const second = options();
    await completePendingFavorite(second);
    expect(favoritePolicy).toHaveBeenCalledTimes(1);
    expect(second.navigate).not.toHaveBeenCalled();
  });
});
