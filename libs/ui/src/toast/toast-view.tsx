import { useEffect, useRef } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { keyframes, useTheme } from '@mui/material/styles';
import type { ToastMessage } from './toast-bus';

// How MUI's Grow draws a toast coming in: from three quarters of its width and a little over half its height, and
// transparent, to its place. Leaving runs the same way back.
const growIn = keyframes`
  from { opacity: 0; transform: scale(0.75, 0.5625); }
  to { opacity: 1; transform: none; }
`;
const growOut = keyframes`
  from { opacity: 1; transform: none; }
  to { opacity: 0; transform: scale(0.75, 0.5625); }
`;

/** Someone who asked for less motion sees a toast come and go at once (the baseline shortens every animation too). */
function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** Why a toast closes: its time ran out, the reader pressed Escape, or they closed it themselves. */
export type ToastCloseReason = 'timeout' | 'escapeKeyDown' | 'closeButton';

export type ToastViewProps = {
  toast: ToastMessage;
  open: boolean;
  hideAfterMs: number;
  /** Errors and warnings interrupt a screen reader (role=alert); the rest wait politely (role=status). */
  urgent: boolean;
  onClose: (reason: ToastCloseReason) => void;
  onExited: () => void;
};

/**
 * One toast on screen; ToastProvider loads this module lazily (it is not needed to draw a screen). What MUI's
 * Snackbar did for it, without Snackbar's click-away listener and content slot, which every visit fetched with the
 * toast view (ADR 72): it grows in at the top centre (a CSS animation on the theme's durations, not a transition
 * component: ADR 89), hides after `hideAfterMs` (the clock stops while the pointer
 * is on it or the window is in the background, and the rest of the time runs after), and Escape closes it. A click
 * elsewhere on the page is not a request to dismiss it.
 */
export function ToastView({ toast, open, hideAfterMs, urgent, onClose, onExited }: ToastViewProps) {
  const theme = useTheme();
  const close = useRef(onClose);
  close.current = onClose;
  const exited = useRef(onExited);
  exited.current = onExited;
  const clock = useRef<{ pause: () => void; resume: () => void }>({ pause: () => undefined, resume: () => undefined });

  useEffect(() => {
    if (!open) return undefined;
    let remaining = hideAfterMs;
    let startedAt = 0;
    let timer: number | undefined;
    const resume = () => {
      if (timer !== undefined) return;
      startedAt = Date.now();
      timer = window.setTimeout(() => close.current('timeout'), remaining);
    };
    const pause = () => {
      if (timer === undefined) return;
      window.clearTimeout(timer);
      timer = undefined;
      remaining = Math.max(0, remaining - (Date.now() - startedAt));
    };
    const handleKeyDown = (event: KeyboardEvent) => {
      if (!event.defaultPrevented && event.key === 'Escape') close.current('escapeKeyDown');
    };
    clock.current = { pause, resume };
    resume();
    window.addEventListener('blur', pause);
    window.addEventListener('focus', resume);
    document.addEventListener('keydown', handleKeyDown);
    return () => {
      pause();
      window.removeEventListener('blur', pause);
      window.removeEventListener('focus', resume);
      document.removeEventListener('keydown', handleKeyDown);
    };
  }, [open, hideAfterMs]);

  // Once closed it plays its way out, then says it has left so the next toast can come.
  const leaving = theme.transitions.duration.leavingScreen;
  useEffect(() => {
    if (open) return undefined;
    const timer = window.setTimeout(() => exited.current(), prefersReducedMotion() ? 0 : leaving);
    return () => window.clearTimeout(timer);
  }, [open, leaving]);

  return (
    <Box
      onMouseEnter={() => clock.current.pause()}
      onMouseLeave={() => clock.current.resume()}
      sx={{
        position: 'fixed',
        zIndex: 'snackbar',
        display: 'flex',
        justifyContent: 'center',
        alignItems: 'center',
        top: theme.spacing(9),
        left: theme.spacing(1),
        right: theme.spacing(1),
        [theme.breakpoints.up('sm')]: { top: theme.spacing(10), left: '50%', right: 'auto', transform: 'translateX(-50%)' },
      }}
    >
      <Alert
        severity={toast.severity}
        variant="filled"
        role={urgent ? 'alert' : 'status'}
        aria-live={urgent ? 'assertive' : 'polite'}
        onClose={() => onClose('closeButton')}
        sx={{
          width: '100%',
          maxWidth: 'sm',
          boxShadow: 3,
          animation: open
            ? `${growIn} ${theme.transitions.duration.enteringScreen}ms ${theme.transitions.easing.easeInOut}`
            : `${growOut} ${leaving}ms ${theme.transitions.easing.easeInOut} forwards`,
        }}
      >
        {toast.message}
      </Alert>
    </Box>
  );
}
