import { useEffect } from 'react';
import { useBlocker } from 'react-router-dom';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

export type UnsavedChangesGuardProps = {
  /** True while there are changes that leaving would lose. */
  when: boolean;
  message: string;
};

/**
 * Asks before in-app navigation leaves a form with unsaved changes, and lets the browser ask before a
 * reload or closing the tab. Changing only the query string of the same page is not leaving.
 */
export function UnsavedChangesGuard({ when, message }: UnsavedChangesGuardProps) {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname);

  useEffect(() => {
    if (!when) return undefined;
    const handleBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', handleBeforeUnload);
    return () => window.removeEventListener('beforeunload', handleBeforeUnload);
  }, [when]);

  const open = blocker.state === 'blocked';
  return (
    <Dialog open={open} onClose={() => blocker.reset?.()} aria-labelledby="unsaved-changes-title" aria-describedby="unsaved-changes-text">
      <DialogTitle id="unsaved-changes-title">离开此页面？</DialogTitle>
      <DialogContent>
        <DialogContentText id="unsaved-changes-text">{message}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => blocker.reset?.()} autoFocus>
          继续编辑
        </Button>
        <Button onClick={() => blocker.proceed?.()} color="error">
          放弃修改并离开
        </Button>
      </DialogActions>
    </Dialog>
  );
}
