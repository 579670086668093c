import { Suspense, lazy, useState } from 'react';
import { useLocation } from 'react-router-dom';
import Button from '@mui/material/Button';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import { useAddPolicyFavorite, useRemovePolicyFavorite } from '@smes/api';
import { useSession } from '@smes/session';
import { useShell } from '@smes/shell';
import { useToast } from '@smes/ui';
import { rememberPendingFavorite } from './pending-favorite';

const loadLoginDialog = () => import('./favorite-login-dialog');
const FavoriteLoginDialog = lazy(loadLoginDialog);

export type FavoriteButtonProps = {
  policyId: number;
  favorite: boolean;
};

/**
 * 收藏 / 已收藏. A visitor is asked to log in first; the request is remembered so that it completes
 * after the SSO round trip (see usePendingFavorite).
 */
export function FavoriteButton({ policyId, favorite }: FavoriteButtonProps) {
  const { isLoggedIn } = useSession();
  const { ssoUrls } = useShell();
  const location = useLocation();
  const toast = useToast();
  const add = useAddPolicyFavorite();
  const remove = useRemovePolicyFavorite();
  const [askLogin, setAskLogin] = useState(false);
  const [dialogLoaded, setDialogLoaded] = useState(false);

  const handleClick = () => {
    if (!isLoggedIn) {
      setDialogLoaded(true);
      setAskLogin(true);
      return;
    }
    const mutation = favorite ? remove : add;
    mutation.mutate(policyId, {
      onSuccess: (state) => toast.success(state.favorite ? '已收藏' : '已取消收藏'),
      onError: (error) => toast.error(error.message),
    });
  };

  const handleGoLogin = () => rememberPendingFavorite(policyId, `${location.pathname}${location.search}`);
  const prefetchDialog = isLoggedIn ? undefined : () => void loadLoginDialog();

  return (
    <>
      <Button
        variant={favorite ? 'contained' : 'outlined'}
        startIcon={favorite ? <StarIcon /> : <StarBorderIcon />}
        aria-pressed={favorite}
        loading={add.isPending || remove.isPending}
        onClick={handleClick}
        onPointerEnter={prefetchDialog}
        onFocus={prefetchDialog}
      >
        {favorite ? '已收藏' : '收藏'}
      </Button>
      {dialogLoaded && (
        <Suspense fallback={null}>
          <FavoriteLoginDialog
            open={askLogin}
            loginHref={ssoUrls.login(`${location.pathname}${location.search}`)}
            onClose={() => setAskLogin(false)}
            onGoLogin={handleGoLogin}
          />
        </Suspense>
      )}
    </>
  );
}
