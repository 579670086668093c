import { useEffect } from 'react';
import { useBlocker } from 'react-router-dom';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

/**
 * Asks before leaving a page with unsaved edits: a dialog for in-app navigation (React Router's
 * blocker) and the browser's own prompt for reloads and closing the tab.
 */
export function LeaveGuard({ when }: { when: boolean }) {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname);

  useEffect(() => {
    if (!when) return;
    const handleBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', handleBeforeUnload);
    return () => window.removeEventListener('beforeunload', handleBeforeUnload);
  }, [when]);

  const open = blocker.state === 'blocked';
  return (
    <Dialog open={open} onClose={() => blocker.reset?.()} aria-labelledby="leave-guard-title" aria-describedby="leave-guard-text">
      <DialogTitle id="leave-guard-title">离开此页面？</DialogTitle>
      <DialogContent>
        <DialogContentText id="leave-guard-text">企业信息有尚未保存的修改，离开后这些修改将丢失。</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => blocker.reset?.()} autoFocus>
          继续编辑
        </Button>
        <Button color="error" onClick={() => blocker.proceed?.()}>
          放弃修改并离开
        </Button>
      </DialogActions>
    </Dialog>
  );
}
