import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode, SyntheticEvent } from 'react';
import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import type { SnackbarCloseReason } from '@mui/material/Snackbar';
import type { ToastBus, ToastMessage, ToastSeverity } from './toast-bus';
import { ToastContext } from './toast-context';
import type { ToastApi } from './toast-context';

type QueuedToast = ToastMessage & { id: number };

export type ToastProviderProps = {
  children?: ReactNode;
  /** Bus through which non-React code raises toasts; see createToastBus. */
  bus?: ToastBus;
};

/** Errors stay longer: they usually need to be read, not just noticed. */
const HIDE_AFTER_MS: Record<ToastSeverity, number> = { success: 3000, info: 4000, warning: 5000, error: 6000 };

function isUrgent(severity: ToastSeverity): boolean {
  return severity === 'error' || severity === 'warning';
}

/**
 * Shows toasts one at a time, in order: a new message waits until the current one has left the
 * screen, and a message identical to one already waiting is dropped (a burst of failing requests
 * raises one toast, not ten).
 */
export function ToastProvider({ children, bus }: ToastProviderProps) {
  const [queue, setQueue] = useState<QueuedToast[]>([]);
  const [closing, setClosing] = useState(false);
  const nextId = useRef(1);

  const enqueue = useCallback((toast: ToastMessage) => {
    const id = nextId.current;
    nextId.current += 1;
    setQueue((current) =>
      current.some((queued) => queued.severity === toast.severity && queued.message === toast.message)
        ? current
        : [...current, { ...toast, id }],
    );
  }, []);

  useEffect(() => bus?.subscribe(enqueue), [bus, enqueue]);

  const api = useMemo<ToastApi>(
    () => ({
      success: (message) => enqueue({ severity: 'success', message }),
      error: (message) => enqueue({ severity: 'error', message }),
      info: (message) => enqueue({ severity: 'info', message }),
      warning: (message) => enqueue({ severity: 'warning', message }),
    }),
    [enqueue],
  );

  const current = queue[0];

  const handleClose = (_event?: SyntheticEvent | Event | null, reason?: SnackbarCloseReason) => {
    // A click elsewhere on the page is not a request to dismiss the message.
    if (reason === 'clickaway') return;
    setClosing(true);
  };

  const handleExited = () => {
    setQueue((items) => items.slice(1));
    setClosing(false);
  };

  return (
    <ToastContext.Provider value={api}>
      {children}
      {current && (
        <Snackbar
          key={current.id}
          open={!closing}
          autoHideDuration={HIDE_AFTER_MS[current.severity]}
          onClose={handleClose}
          anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
          slotProps={{ transition: { onExited: handleExited } }}
          sx={(theme) => ({ top: theme.spacing(9), [theme.breakpoints.up('sm')]: { top: theme.spacing(10) } })}
        >
          <Alert
            severity={current.severity}
            variant="filled"
            role={isUrgent(current.severity) ? 'alert' : 'status'}
            aria-live={isUrgent(current.severity) ? 'assertive' : 'polite'}
            onClose={() => handleClose()}
            sx={{ width: '100%', maxWidth: 'sm', boxShadow: 3 }}
          >
            {current.message}
          </Alert>
        </Snackbar>
      )}
    </ToastContext.Provider>
  );
}
