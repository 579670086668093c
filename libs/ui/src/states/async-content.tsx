import { isSessionExpiredError } from '@smes/config';
import { useDeferredValue, useMemo, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { EmptyState } from './empty-state';
import { ErrorState } from './error-state';
import { getErrorMessage } from './error-message';
import { LoadingState } from './loading-state';

export type AsyncContentProps<T> = {
  isPending: boolean;
  /** Whatever the query failed with; `null`/`undefined` when it did not. */
  error: unknown;
  data: T | undefined;
  /** Defaults to "an empty array, or no data". */
  isEmpty?: (data: T) => boolean;
  onRetry?: () => void;
  /** Replaces the default spinner. */
  loading?: ReactNode;
  /** Replaces the default 暂无数据 block. */
  empty?: ReactNode;
  children: (data: T) => ReactNode;
};

function defaultIsEmpty(data: unknown): boolean {
  return Array.isArray(data) ? data.length === 0 : data === null || data === undefined;
}

function hasError(error: unknown): boolean {
  return error !== null && error !== undefined && error !== false;
}

/**
 * Picks loading, error, empty or content for one asynchronous result (e.g. a TanStack Query result).
 * A failed refetch keeps the data already on screen and says above it that it may be stale.
 *
 * The content is drawn in a render React can interrupt. A query's answer reaches React through
 * `useSyncExternalStore`, whose updates always render at once, in one piece: a list page drew its ten cards in
 * one long task when its data came (Total Blocking Time). So when data first arrives, that blocking
 * render shows the loading state once more, and the content follows in a deferred render (`useDeferredValue`),
 * which yields to the browser every few milliseconds. Later changes of the data render as before; the content is
 * memoised on the data and the render function, so the deferred pass that follows them redraws nothing.
 */
export function AsyncContent<T>({
  isPending,
  error,
  data,
  isEmpty = defaultIsEmpty,
  onRetry,
  loading,
  empty,
  children,
}: AsyncContentProps<T>) {
  const shown = useDeferredValue(data);
  const arriving = data !== undefined && shown === undefined;
  const content = useMemo(
    () => (data === undefined || arriving ? null : isEmpty(data) ? (empty ?? <EmptyState />) : children(data)),
    // The deferred pass re-renders this component alone, with the props of the render before it: nothing changes.
    [data, arriving, children, isEmpty, empty],
  );
  // An expired session is being handled (message, then the login page): keep waiting, show no error.
  if (isPending || arriving || isSessionExpiredError(error)) {
    return loading ?? <LoadingState />;
  }
  if (data === undefined) {
    return hasError(error) ? <ErrorState message={getErrorMessage(error)} onRetry={onRetry} /> : (empty ?? <EmptyState />);
  }
  if (!hasError(error)) return content;
  return (
    <>
      <Alert
        severity="warning"
        sx={{ mb: 2 }}
        action={
          onRetry && (
            <Button color="inherit" size="small" onClick={onRetry}>
              重试
            </Button>
          )
        }
      >
        数据刷新失败：{getErrorMessage(error)}
      </Alert>
      {content}
    </>
  );
}
