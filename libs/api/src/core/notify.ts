export type ToastSeverity = 'success' | 'error' | 'info' | 'warning';

/** A message for the app's toast area; libs/api never renders, it only asks. */
export type ApiToast = {
  severity: ToastSeverity;
  message: string;
};

export type NotifyFn = (toast: ApiToast) => void;
