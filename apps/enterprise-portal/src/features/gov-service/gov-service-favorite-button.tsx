import { Link as RouterLink, useLocation } from 'react-router-dom';
import Button from '@mui/material/Button';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import { useAddGovServiceFavorite, useRemoveGovServiceFavorite } from '@smes/api';
import { useSession } from '@smes/session';
import { useToast } from '@smes/ui';
import { paths } from '../../app/paths';

/** 收藏 / 已收藏 of a guide; a visitor is sent to 登录 and brought back to this guide. */
export function GovServiceFavoriteButton({ serviceId, favorite }: { serviceId: number; favorite: boolean }) {
  const { isLoggedIn } = useSession();
  const location = useLocation();
  const toast = useToast();
  const add = useAddGovServiceFavorite();
  const remove = useRemoveGovServiceFavorite();

  if (!isLoggedIn) {
    return (
      <Button component={RouterLink} to={paths.loginThenReturn(`${location.pathname}${location.search}`)} variant="outlined" startIcon={<StarBorderIcon />}>
        登录后收藏
      </Button>
    );
  }
  const mutation = favorite ? remove : add;
  return (
    <Button
      variant={favorite ? 'contained' : 'outlined'}
      startIcon={favorite ? <StarIcon /> : <StarBorderIcon />}
      aria-pressed={favorite}
      loading={add.isPending || remove.isPending}
      onClick={() =>
        mutation.mutate(serviceId, {
          onSuccess: (state) => toast.success(state.favorite ? '已收藏，可在“只看我的收藏”中找到' : '已取消收藏'),
          onError: (error) => toast.error(error.message),
        })
      }
    >
      {favorite ? '已收藏' : '收藏'}
    </Button>
  );
}
