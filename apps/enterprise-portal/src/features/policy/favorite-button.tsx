import { useId, useState } from 'react';
import { useLocation } from 'react-router-dom';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import { useAddPolicyFavorite, useRemovePolicyFavorite } from '@smes/api';
import { useSession } from '@smes/session';
import { useShell } from '@smes/shell';
import { useToast } from '@smes/ui';
import { rememberPendingFavorite } from './pending-favorite';

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
  const titleId = useId();
  const textId = useId();

  const handleClick = () => {
    if (!isLoggedIn) {
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

  return (
    <>
      <Button
        variant={favorite ? 'contained' : 'outlined'}
        startIcon={favorite ? <StarIcon /> : <StarBorderIcon />}
        aria-pressed={favorite}
        loading={add.isPending || remove.isPending}
        onClick={handleClick}
      >
        {favorite ? '已收藏' : '收藏'}
      </Button>
      <Dialog open={askLogin} onClose={() => setAskLogin(false)} aria-labelledby={titleId} aria-describedby={textId}>
        <DialogTitle id={titleId}>收藏需要登录</DialogTitle>
        <DialogContent>
          <DialogContentText id={textId}>登录后即可收藏政策，并在“个人中心 › 我的收藏”中随时查看。登录完成后将自动收藏本政策。</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setAskLogin(false)}>取消</Button>
          <Button component="a" href={ssoUrls.login(`${location.pathname}${location.search}`)} variant="contained" onClick={handleGoLogin}>
            去登录
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
