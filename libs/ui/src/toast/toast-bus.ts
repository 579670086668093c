export type ToastSeverity = 'success' | 'error' | 'info' | 'warning';

export type ToastMessage = { severity: ToastSeverity; message: string };

export type ToastListener = (toast: ToastMessage) => void;

/**
 * A tiny pub/sub that lets non-React code (the HTTP client, the session expiry flow) raise toasts.
 * `notify` is a plain closure, so it can be passed around detached from the bus.
 */
export type ToastBus = {
  notify: (toast: ToastMessage) => void;
  /** Returns the unsubscribe function. */
  subscribe: (listener: ToastListener) => () => void;
};

/**
 * Creates a bus. Messages raised while nobody listens (e.g. a request failing before the
 * ToastProvider has mounted) are kept and delivered to the first subscriber.
 */
export function createToastBus(): ToastBus {
  const listeners = new Set<ToastListener>();
  let pending: ToastMessage[] = [];

  const notify = (toast: ToastMessage) => {
    if (listeners.size === 0) {
      pending.push(toast);
      return;
    }
    for (const listener of [...listeners]) listener(toast);
  };

  const subscribe = (listener: ToastListener) => {
    listeners.add(listener);
    if (pending.length > 0) {
      const backlog = pending;
      pending = [];
      for (const toast of backlog) listener(toast);
    }
    return () => {
      listeners.delete(listener);
    };
  };

  return { notify, subscribe };
}
