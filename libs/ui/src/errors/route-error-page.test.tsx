import { StrictMode } from 'react';
import type { ComponentType } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter, data } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import { renderWithTheme } from '../testing/render-with-theme';
import { ChunkLoadTimeoutError } from './chunk-error';
import { CHUNK_RELOAD_KEY_PREFIX, lazyRoute } from './lazy-route';
import { RouteErrorPage } from './route-error-page';
import type { RouteErrorPageProps } from './route-error-page';

// The error screens are a chunk of their own, imported (and transformed, on a busy machine) by the first test that shows one.
const VIEWS = { timeout: 15_000 };
const targetFlag = `${CHUNK_RELOAD_KEY_PREFIX}/target?x=1`;
// Routes with a loader or lazy part render the fallback until their first load settles.
const fallback = <p>加载中</p>;

const failingChunk = (): Promise<{ default: ComponentType }> =>
  Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/target-9c1d.js'));

/** The shell's shape: one root boundary above a static home page and a lazy target page. */
function renderApp({
  props = {},
  entries = ['/target?x=1'],
  factory = failingChunk,
  strict = false,
}: {
  props?: RouteErrorPageProps;
  entries?: string[];
  factory?: () => Promise<{ default: ComponentType }>;
  strict?: boolean;
} = {}) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        hydrateFallbackElement: fallback,
        errorElement: <RouteErrorPage {...props} />,
        children: [
          { path: 'home', element: <p>首页内容</p> },
          { path: 'target', lazy: lazyRoute(factory) },
        ],
      },
    ],
    { initialEntries: entries },
  );
  const app = <RouterProvider router={router} />;
  renderWithTheme(strict ? <StrictMode>{app}</StrictMode> : app);
  return router;
}

function renderFailingRoute(route: Omit<RouteObject, 'errorElement' | 'index' | 'children'>, props: RouteErrorPageProps = {}) {
  const router = createMemoryRouter([{ hydrateFallbackElement: fallback, ...route, errorElement: <RouteErrorPage {...props} /> }], {
    initialEntries: [route.path ?? '/'],
  });
  renderWithTheme(<RouterProvider router={router} />);
}

function Throws({ error }: { error: unknown }): null {
  throw error;
}

function unusableStorage(): Storage {
  const fail = () => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  };
  return { getItem: fail, setItem: fail, removeItem: fail, clear: fail, key: fail, length: 0 };
}

describe('RouteErrorPage', () => {
  it('reloads once by itself when the chunk of the current URL fails, flagging that URL', async () => {
    const reload = vi.fn();
    renderApp({ props: { reload } });
    expect(await screen.findByRole('status')).toHaveTextContent('正在重新加载页面…');
    // The reload is the spinner's effect, which may run a moment after the spinner is drawn.
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(sessionStorage.getItem(targetFlag)).not.toBeNull();
    expect(screen.queryByRole('button', { name: '重新加载' })).not.toBeInTheDocument();
  });

  it('reloads only once under StrictMode', async () => {
    const reload = vi.fn();
    renderApp({ props: { reload }, strict: true });
    expect(await screen.findByRole('status')).toHaveTextContent('正在重新加载页面…');
    // The reload is the spinner's effect, which may run a moment after the spinner is drawn.
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
  });

  it('flags the URL being navigated to, not the page being left', async () => {
    const reload = vi.fn();
    const router = renderApp({ props: { reload }, entries: ['/home'] });
    expect(await screen.findByText('首页内容')).toBeInTheDocument();
    await router.navigate('/target?x=1');
    expect(await screen.findByRole('status')).toHaveTextContent('正在重新加载页面…');
    // The reload is the spinner's effect, which may run a moment after the spinner is drawn.
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(sessionStorage.getItem(targetFlag)).not.toBeNull();
    expect(sessionStorage.getItem(`${CHUNK_RELOAD_KEY_PREFIX}/home`)).toBeNull();
  });

  it('shows the message and a reload button once the automatic reload has been used', async () => {
    sessionStorage.setItem(targetFlag, '1');
    const reload = vi.fn();
    renderApp({ props: { reload } });
    expect(await screen.findByRole('heading', { level: 1, name: '页面资源加载失败，请检查网络后重试' }, VIEWS)).toBeInTheDocument();
    expect(screen.queryByText('页面出错了')).not.toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
    expect(sessionStorage.getItem(targetFlag)).toBe('1');
  });

  it('clears the flag before the manual reload so the next failure may reload by itself again', async () => {
    sessionStorage.setItem(targetFlag, '1');
    const reload = vi.fn(() => {
      expect(sessionStorage.getItem(targetFlag)).toBeNull();
    });
    renderApp({ props: { reload } });
    await userEvent.click(await screen.findByRole('button', { name: '重新加载' }, VIEWS));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem(targetFlag)).toBeNull();
  });

  it('does not reload by itself when storage is unusable, since it could not stop a loop', async () => {
    const reload = vi.fn();
    renderApp({ props: { reload, storage: unusableStorage() } });
    await userEvent.click(await screen.findByRole('button', { name: '重新加载' }, VIEWS));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload by itself when the flag cannot be written', async () => {
    const reload = vi.fn();
    const readOnly: Storage = {
      ...unusableStorage(),
      getItem: () => null,
      removeItem: () => undefined,
    };
    renderApp({ props: { reload, storage: readOnly } });
    expect(await screen.findByRole('button', { name: '重新加载' }, VIEWS)).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
  });

  it('treats a chunk load timeout like a failed chunk', async () => {
    const reload = vi.fn();
    renderApp({ props: { reload }, factory: () => Promise.reject(new ChunkLoadTimeoutError(120_000)) });
    expect(await screen.findByRole('status')).toHaveTextContent('正在重新加载页面…');
    // The reload is the spinner's effect, which may run a moment after the spinner is drawn.
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
  });

  it('shows other errors with their message and a link home, without reloading', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const reload = vi.fn();
    renderFailingRoute({ path: '/news', element: <Throws error={new Error('无法读取资讯详情')} /> }, { reload });
    expect(await screen.findByRole('heading', { level: 1, name: '页面出错了' }, VIEWS)).toBeInTheDocument();
    expect(screen.getByText('无法读取资讯详情')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/home');
    expect(screen.queryByRole('button', { name: '重新加载' })).not.toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
    expect(sessionStorage.length).toBe(0);
    consoleError.mockRestore();
  });

  it('does not reload by itself for a module that loaded but failed to evaluate', async () => {
    const reload = vi.fn();
    renderApp({ props: { reload }, factory: () => Promise.reject(new ReferenceError('x is not defined')) });
    expect(await screen.findByRole('heading', { level: 1, name: '页面出错了' }, VIEWS)).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
  });

  it('describes a thrown response and honours homeHref', async () => {
    renderFailingRoute(
      {
        path: '/console',
        loader: () => {
          throw data('服务暂不可用', { status: 503 });
        },
        element: null,
      },
      { homeHref: '/dashboard' },
    );
    expect(await screen.findByText('503 服务暂不可用', undefined, VIEWS)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/dashboard');
  });

  it('shows the not-found page for a 404 response', async () => {
    renderFailingRoute({
      path: '/policy/1',
      loader: () => {
        throw data(null, { status: 404 });
      },
      element: null,
    });
    expect(await screen.findByRole('heading', { level: 1, name: '页面不存在' }, VIEWS)).toBeInTheDocument();
  });
});
