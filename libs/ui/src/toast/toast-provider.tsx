import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import type { ToastBus, ToastMessage, ToastSeverity } from './toast-bus';
import { ToastContext } from './toast-context';
import type { ToastApi } from './toast-context';
import type { ToastView } from './toast-view';

type ToastViewModule = { ToastView: typeof ToastView };

// The toast view (MUI Alert in a transition, its timer) is not needed to draw a screen, so it is not part
// of the first-load JavaScript: it loads, with the error views (deferred-views.ts, one chunk), when the browser is
// idle after the first render, or at once when a toast arrives before that. Kept per module, so once loaded every
// toast renders synchronously.
let loadedView: ToastViewModule | undefined;
let loadingView: Promise<ToastViewModule> | undefined;
function loadToastView(): Promise<ToastViewModule> {
  loadingView ??= import('../deferred-views').then(
    (module) => (loadedView = module),
    (error: unknown) => {
      // Let a later toast try again (e.g. after the network came back).
      loadingView = undefined;
      throw error;
    },
  );
  return loadingView;
}

function whenIdle(callback: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(callback, { timeout: 3000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(callback, 1000);
  return () => window.clearTimeout(handle);
}

type QueuedToast = ToastMessage & { id: number };

export type ToastProviderProps = {
  children?: ReactNode;
  /** Bus through which non-React code raises toasts; see createToastBus. */
  bus?: ToastBus;
  /**
   * Load the snackbar at once instead of when idle: a message may come with the first answers (a stored
   * session that has expired gets its 444 notice only ~100 ms before the SSO redirect).
   */
  loadAtOnce?: boolean;
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
export function ToastProvider({ children, bus, loadAtOnce = false }: ToastProviderProps) {
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
  const [view, setView] = useState<ToastViewModule | undefined>(loadedView);

  useEffect(() => {
    if (view) return undefined;
    let active = true;
    const load = () => {
      loadToastView().then(
        (module) => {
          if (active) setView(module);
        },
        () => {
          // Retried when the next toast arrives.
        },
      );
    };
    if (current || loadAtOnce) {
      load();
      return () => {
        active = false;
      };
    }
    const cancel = whenIdle(load);
    return () => {
      active = false;
      cancel();
    };
  }, [view, current, loadAtOnce]);

  const handleClose = () => setClosing(true);

  const handleExited = () => {
    setQueue((items) => items.slice(1));
    setClosing(false);
  };

  const toastView = current && view && (
    <view.ToastView
      key={current.id}
      toast={current}
      open={!closing}
      hideAfterMs={HIDE_AFTER_MS[current.severity]}
      urgent={isUrgent(current.severity)}
      onClose={handleClose}
      onExited={handleExited}
    />
  );
  const urgent = current ? isUrgent(current.severity) : false;

  return (
    <ToastContext.Provider value={api}>
      {children}
      {/* Screen readers announce what is added to a live region that was already on the page; a region
          inserted together with its text (the toast's own role=status) is often missed. So the toast is
          drawn inside one of two regions that exist from the first render. */}
      <div aria-live="polite" data-toast-region="polite">
        {urgent ? null : toastView}
      </div>
      <div aria-live="assertive" data-toast-region="assertive">
        {urgent ? toastView : null}
      </div>
    </ToastContext.Provider>
  );
}
