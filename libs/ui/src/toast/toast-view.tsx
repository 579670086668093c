import type { SyntheticEvent } from 'react';
import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import type { SnackbarCloseReason } from '@mui/material/Snackbar';
import type { ToastMessage } from './toast-bus';

export type ToastCloseReason = SnackbarCloseReason;

export type ToastViewProps = {
  toast: ToastMessage;
  open: boolean;
  hideAfterMs: number;
  /** Errors and warnings interrupt a screen reader (role=alert); the rest wait politely (role=status). */
  urgent: boolean;
  onClose: (event?: SyntheticEvent | Event | null, reason?: ToastCloseReason) => void;
  onExited: () => void;
};

/** One toast on screen; ToastProvider loads this module lazily (it is not needed to draw a screen). */
export function ToastView({ toast, open, hideAfterMs, urgent, onClose, onExited }: ToastViewProps) {
  return (
    <Snackbar
      open={open}
      autoHideDuration={hideAfterMs}
      onClose={onClose}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      slotProps={{ transition: { onExited } }}
      sx={(theme) => ({ top: theme.spacing(9), [theme.breakpoints.up('sm')]: { top: theme.spacing(10) } })}
    >
      <Alert
        severity={toast.severity}
        variant="filled"
        role={urgent ? 'alert' : 'status'}
        aria-live={urgent ? 'assertive' : 'polite'}
        onClose={() => onClose()}
        sx={{ width: '100%', maxWidth: 'sm', boxShadow: 3 }}
      >
        {toast.message}
      </Alert>
    </Snackbar>
  );
}
