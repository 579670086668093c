import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { usePortalClient } from '@smes/api';
import { useSession } from '@smes/session';
import { useToast } from '@smes/ui';
import { mayHavePendingFavorite } from './pending-favorite-key';

/**
 * Journey 1: a visitor pressed 收藏, went through the SSO login and came back (to /home, with the token).
 * Once a token is present this completes the favourite and returns to the policy with 已收藏. Mounted on
 * the home page and on the policy pages, so it runs wherever the visitor lands. The completing code loads only
 * when a favourite is waiting: every other visit of these pages does not fetch it (ADR 107).
 */
export function usePendingFavorite(): void {
  const { isLoggedIn } = useSession();
  const navigate = useNavigate();
  const toast = useToast();
  const client = usePortalClient();
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!isLoggedIn || !mayHavePendingFavorite()) return;
    import('./complete-pending-favorite')
      .then(({ completePendingFavorite }) => completePendingFavorite({ client, queryClient, navigate, toast }))
      .catch(() => {
        // The chunk did not load (offline): the favourite stays waiting for the next page that mounts this.
      });
  }, [isLoggedIn, client, queryClient, navigate, toast]);
}
