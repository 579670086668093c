import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { renderWithTheme } from '../testing/render-with-theme';
import { CHUNK_RELOAD_KEY_PREFIX } from './lazy-route';
import { RouteErrorPage } from './route-error-page';

// The error screens' own chunk cannot load either (e.g. the connection dropped before it was preloaded).
vi.mock('../deferred-views', () => {
  throw new TypeError('Failed to fetch dynamically imported module: /assets/route-error-views-1a2b.js');
});

function Throws({ error }: { error: unknown }): null {
  throw error;
}

function renderFailing(error: unknown, path = '/broken?x=1') {
  const router = createMemoryRouter(
    [{ path: '/broken', element: <Throws error={error} />, errorElement: <RouteErrorPage homeHref="/home" storage={sessionStorage} /> }],
    { initialEntries: [path] },
  );
  renderWithTheme(<RouterProvider router={router} />);
}

describe('RouteErrorPage when its screens cannot load', () => {
  it('still names the error and links home', async () => {
    renderFailing(new Error('无法读取资讯详情'));
    expect(await screen.findByRole('heading', { level: 1, name: '页面出错了' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/home');
  });

  it('offers a reload of the failed URL for a failed chunk once the automatic reload was used', async () => {
    sessionStorage.setItem(`${CHUNK_RELOAD_KEY_PREFIX}/broken?x=1`, '1');
    renderFailing(new TypeError('Failed to fetch dynamically imported module: /assets/target-9c1d.js'));
    expect(await screen.findByRole('heading', { level: 1, name: '页面资源加载失败，请检查网络后重试' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '重新加载' })).toHaveAttribute('href', '/broken?x=1');
    sessionStorage.clear();
  });
});
