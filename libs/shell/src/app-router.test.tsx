import { act, render, screen } from '@testing-library/react';
import { Outlet, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppRouter } from './app-router';

afterEach(() => window.history.replaceState(null, '', '/'));

function Home() {
  return <h1>首页</h1>;
}

describe('createAppRouter', () => {
  it('matches the first screen when built, and starts its chunk only when initialized', async () => {
    window.history.replaceState(null, '', '/home?tab=1');
    const lazy = vi.fn(async () => ({ Component: Home }));
    const router = createAppRouter([{ path: '/home', lazy }]);

    expect(router.state.initialized).toBe(false);
    expect(router.state.location).toMatchObject({ pathname: '/home', search: '?tab=1' });
    expect(router.state.matches.map((match) => match.route.path)).toEqual(['/home']);
    expect(lazy).not.toHaveBeenCalled();

    router.initialize();
    expect(lazy).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(router.state.initialized).toBe(true));
    router.dispose();
  });

  it('draws route components as createBrowserRouter does, and follows the browser history', async () => {
    window.history.replaceState(null, '', '/home');
    const router = createAppRouter([
      { path: '/home', Component: Home },
      { path: '/policy', Component: () => <h1>找政策</h1> },
    ]);
    router.initialize();
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: '首页' })).toBeInTheDocument();

    await act(() => router.navigate('/policy'));
    expect(screen.getByRole('heading', { name: '找政策' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/policy');
    router.dispose();
  });

  it('hands the router an app’s way to add routes: an address the first table lacks opens once it is added (ADR 130)', async () => {
    window.history.replaceState(null, '', '/policy/7');
    const router = createAppRouter({
      routes: [{ path: '/', Component: Outlet, children: [{ id: 'screens', children: [{ path: '*', Component: () => <h1>页面不存在</h1> }] }] }],
      patchRoutesOnNavigation: ({ path, patch }) => {
        if (path.startsWith('/policy/')) patch('screens', [{ path: 'policy/:id', Component: () => <h1>政策详情</h1> }]);
      },
    });
    router.initialize();
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: '政策详情' })).toBeInTheDocument();
    await act(() => router.navigate('/nothing/here'));
    expect(screen.getByRole('heading', { name: '页面不存在' })).toBeInTheDocument();
    router.dispose();
  });

  it('gives a failing screen its own error element inside the layout, as createBrowserRouter does', async () => {
    window.history.replaceState(null, '', '/broken');
    const router = createAppRouter([
      {
        path: '/',
        element: (
          <>
            <h1>门户</h1>
            <Outlet />
          </>
        ),
        errorElement: <p>整页出错</p>,
        children: [
          {
            path: 'broken',
            loader: () => Promise.reject(new Error('读取失败')),
            element: <p>本页内容</p>,
            errorElement: <p>本页出错</p>,
          },
        ],
      },
    ]);
    router.initialize();
    render(<RouterProvider router={router} />);
    expect(await screen.findByText('本页出错')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '门户' })).toBeInTheDocument();
    expect(screen.queryByText('整页出错')).toBeNull();
    router.dispose();
  });
});
