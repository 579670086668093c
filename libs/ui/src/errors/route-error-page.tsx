import { useEffect, useRef, useState } from 'react';
import { isRouteErrorResponse, useLocation, useRouteError } from 'react-router-dom';
import Button from '@mui/material/Button';
import CloudOffOutlined from '@mui/icons-material/CloudOffOutlined';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import Refresh from '@mui/icons-material/Refresh';
import ReportProblemOutlined from '@mui/icons-material/ReportProblemOutlined';
import { getErrorMessage } from '../states/error-message';
import { LoadingState } from '../states/loading-state';
import { isChunkLoadError } from './chunk-error';
import { CHUNK_RELOAD_KEY_PREFIX, defaultStorage } from './lazy-route';
import { NotFoundPage } from './not-found-page';
import { StatusPage } from './status-page';

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
function ChunkErrorPage({ flagKey, reload, storage }: ChunkErrorPageProps) {
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

  if (autoReload) return <LoadingState label="正在重新加载页面…" />;

  const handleReload = () => {
    try {
      storage?.removeItem(flagKey);
    } catch {
      // Without storage there is no flag to clear.
    }
    reload();
  };

  return (
    <StatusPage
      mark={<CloudOffOutlined fontSize="inherit" />}
      title="页面资源加载失败，请检查网络后重试"
      description="网络不稳定或系统刚刚更新时可能出现这种情况，重新加载页面即可恢复。"
      actions={
        <Button variant="contained" onClick={handleReload} startIcon={<Refresh />}>
          重新加载
        </Button>
      }
    />
  );
}

/** A router `errorElement`: explains a failed page chunk or any other error thrown while rendering a route. */
export function RouteErrorPage({ homeHref = '/home', reload = reloadPage, storage }: RouteErrorPageProps = {}) {
  const error = useRouteError();
  // By the time the errorElement renders, the router has committed the navigation, so this is the failed URL.
  const { pathname, search } = useLocation();

  if (isRouteErrorResponse(error) && error.status === 404) {
    return <NotFoundPage homeHref={homeHref} />;
  }

  if (isChunkLoadError(error)) {
    const flagKey = `${CHUNK_RELOAD_KEY_PREFIX}${pathname}${search}`;
    // Keyed by URL: a later failure elsewhere under the same boundary gets its own reload-once decision.
    return <ChunkErrorPage key={flagKey} flagKey={flagKey} reload={reload} storage={storage ?? defaultStorage()} />;
  }

  return (
    <StatusPage
      mark={<ReportProblemOutlined fontSize="inherit" />}
      title="页面出错了"
      description={messageOf(error)}
      actions={
        // A full page load, not a client-side navigation: the app state that failed is left behind.
        <Button variant="contained" href={homeHref} startIcon={<HomeOutlined />}>
          返回首页
        </Button>
      }
    />
  );
}
