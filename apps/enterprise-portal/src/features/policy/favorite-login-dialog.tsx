import { useId } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

export type FavoriteLoginDialogProps = {
  open: boolean;
  /** The SSO login address that brings the visitor back here. */
  loginHref: string;
  onClose: () => void;
  onGoLogin: () => void;
};

/**
 * 收藏需要登录: asked of a visitor who taps 收藏. FavoriteButton loads it on the first tap (or when the pointer or focus
 * reaches the button), so a detail page does not fetch MUI's Dialog and Modal for a question most visits never ask.
 */
export default function FavoriteLoginDialog({ open, loginHref, onClose, onGoLogin }: FavoriteLoginDialogProps) {
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} aria-describedby={textId}>
      <DialogTitle id={titleId}>收藏需要登录</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>登录后即可收藏政策，并在“个人中心 › 我的收藏”中随时查看。登录完成后将自动收藏本政策。</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>取消</Button>
        <Button component="a" href={loginHref} variant="contained" onClick={onGoLogin}>
          去登录
        </Button>
      </DialogActions>
    </Dialog>
  );
}
