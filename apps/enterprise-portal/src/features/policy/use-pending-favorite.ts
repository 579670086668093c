import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAddPolicyFavorite } from '@smes/api';
import { useSession } from '@smes/session';
import { useToast } from '@smes/ui';
import { takePendingFavorite } from './pending-favorite';

/**
 * Journey 1: a visitor pressed 收藏, went through the SSO login and came back (to /home, with the token).
 * Once a token is present this completes the favourite and returns to the policy with 已收藏. Mounted on
 * the home page and on the policy pages, so it runs wherever the visitor lands.
 */
export function usePendingFavorite(): void {
  const { isLoggedIn } = useSession();
  const navigate = useNavigate();
  const toast = useToast();
  const { mutateAsync: addFavorite } = useAddPolicyFavorite();

  useEffect(() => {
    if (!isLoggedIn) return;
    const pending = takePendingFavorite();
    if (!pending) return;
    addFavorite(pending.policyId).then(
      () => {
        toast.success('已收藏');
        navigate(pending.returnPath);
      },
      (error: unknown) => {
        toast.error(`收藏失败：${error instanceof Error ? error.message : '请稍后重试'}`);
        navigate(pending.returnPath);
      },
    );
  }, [isLoggedIn, addFavorite, navigate, toast]);
}
