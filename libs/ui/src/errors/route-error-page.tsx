import { Component, Suspense, lazy, useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { isRouteErrorResponse, useLocation, useRouteError } from 'react-router-dom';
import Box from '@mui/material/Box';
import { getErrorMessage } from '../states/error-message';
import { LoadingSpinner } from '../states/loading-spinner';
import { isChunkLoadError } from './chunk-error';
import { CHUNK_RELOAD_KEY_PREFIX, defaultStorage } from './lazy-route';

// The error screens' buttons and icons live in the deferred views' chunk (deferred-views.ts, with the toast), out of
// the first-load JavaScript; the decisions (which error, reload once or not) stay here.
const loadViews = () => import('../deferred-views');
const ChunkFailedView = lazy(() => loadViews().then((module) => ({ default: module.ChunkFailedView })));
const RouteFailedView = lazy(() => loadViews().then((module) => ({ default: module.RouteFailedView })));
// A 404 from a route needs an answer from the network, so the not-found page loads when one comes (the catch-all
// route imports it itself): no visit fetches it ahead (ADR 117).
const NotFoundPage = lazy(() => import('./not-found-page').then((module) => ({ default: module.NotFoundPage })));

/** Loads the error screens ahead of need (the shell calls it once the layout is up), so a failed chunk shows offline too. */
export function preloadRouteErrorViews(): void {
  loadViews().catch(() => {
    // Loaded again when an error is shown.
  });
}

type ViewBoundaryProps = { title: string; href: string; action: string; children: ReactNode };

/**
 * When the error screens' own chunk cannot load (offline before the preload finished), a plain title
 * and a link still say what happened and offer the way out.
 */
class ViewBoundary extends Component<ViewBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    const { title, href, action, children } = this.props;
    if (!this.state.failed) return <Suspense fallback={<LoadingSpinner />}>{children}</Suspense>;
    return (
      <Box sx={{ py: 6, px: 2, textAlign: 'center' }}>
        <Box component="h1" sx={{ mt: 0, mb: '0.35em', typography: 'h1' }}>
          {title}
        </Box>
        <Box component="a" href={href} sx={{ typography: 'body1', color: 'primary.main' }}>
          {action}
        </Box>
      </Box>
    );
  }
}

export type RouteErrorPageProps = {
  homeHref?: string;
  /** Reloads the page; `window.location.reload` by default. */
  reload?: () => void;
  /** Where the reload-once flags live; `sessionStorage` by default. */
  storage?: Storage;
};

function messageOf(error: unknown): string {
  if (isRouteErrorResponse(error)) {
    const detail = typeof error.data === 'string' && error.data.trim() !== '' ? error.data : error.statusText;
    return detail ? `${error.status} ${detail}` : String(error.status);
  }
  return getErrorMessage(error);
}

const reloadPage = () => window.location.reload();

type ChunkErrorPageProps = {
  flagKey: string;
  /** The failed URL, where the plain fallback's reload link leads. */
  reloadHref: string;
  reload: () => void;
  storage: Storage | undefined;
};

/** Whether this URL may still reload by itself: no flag yet, and a storage able to hold one. */
function mayAutoReload(storage: Storage | undefined, flagKey: string): boolean {
  try {
    return storage !== undefined && storage.getItem(flagKey) === null;
  } catch {
    return false;
  }
}

/**
 * A failed chunk usually means a deploy replaced the hashed files, so the page reloads itself once per
 * URL to pick up the new build; the flag stops a loop when the chunk keeps failing, and without a
 * usable storage no automatic reload is tried at all.
 */
function ChunkErrorPage({ flagKey, reloadHref, reload, storage }: ChunkErrorPageProps) {
  const [autoReload, setAutoReload] = useState(() => mayAutoReload(storage, flagKey));
  // StrictMode runs effects twice; the ref keeps it to one reload.
  const reloadStarted = useRef(false);

  useEffect(() => {
    if (!autoReload || reloadStarted.current) return;
    reloadStarted.current = true;
    try {
      storage?.setItem(flagKey, String(Date.now()));
    } catch {
      setAutoReload(false);
      return;
    }
    reload();
  }, [autoReload, flagKey, reload, storage]);

  if (autoReload) return <LoadingSpinner label="正在重新加载页面…" />;

  const handleReload = () => {
    try {
      storage?.removeItem(flagKey);
    } catch {
      // Without storage there is no flag to clear.
    }
    reload();
  };

  return (
    <ViewBoundary title="页面资源加载失败，请检查网络后重试" href={reloadHref} action="重新加载">
      <ChunkFailedView onReload={handleReload} />
    </ViewBoundary>
  );
}

/** A router `errorElement`: explains a failed page chunk or any other error thrown while rendering a route. */
export function RouteErrorPage({ homeHref = '/home', reload = reloadPage, storage }: RouteErrorPageProps = {}) {
  const error = useRouteError();
  // By the time the errorElement renders, the router has committed the navigation, so this is the failed URL.
  const { pathname, search } = useLocation();

  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <ViewBoundary title="页面不存在" href={homeHref} action="返回首页">
        <NotFoundPage homeHref={homeHref} />
      </ViewBoundary>
    );
  }

  if (isChunkLoadError(error)) {
    const flagKey = `${CHUNK_RELOAD_KEY_PREFIX}${pathname}${search}`;
    // Keyed by URL: a later failure elsewhere under the same boundary gets its own reload-once decision.
    return <ChunkErrorPage key={flagKey} flagKey={flagKey} reloadHref={`${pathname}${search}`} reload={reload} storage={storage ?? defaultStorage()} />;
  }

  return (
    <ViewBoundary title="页面出错了" href={homeHref} action="返回首页">
      <RouteFailedView message={messageOf(error)} homeHref={homeHref} />
    </ViewBoundary>
  );
}
