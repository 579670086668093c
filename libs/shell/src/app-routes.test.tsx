import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Outlet, RouterProvider, createMemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { createAppRoutes, type LayoutModule } from './app-routes';

/** Stands in for the shell's layout: the screen, then the footer it is given. */
function FakeLayout({ footer }: { footer?: ReactNode }) {
  return (
    <>
      <Outlet />
      <footer>{footer}</footer>
    </>
  );
}

const screens = [{ path: 'home', title: '首页', load: async () => ({ default: () => <h1>首页</h1> }) }];

function renderRoutes(loadLayout: () => Promise<LayoutModule>, footer?: ReactNode) {
  const router = createMemoryRouter(createAppRoutes({ screens, navItems: [], loadLayout, footer }).routes, { initialEntries: ['/home'] });
  render(<RouterProvider router={router} />);
  return router;
}

describe('createAppRoutes', () => {
  it("draws the layout and the footer of the app's one layout module, loaded once (ADR 117)", async () => {
    const loadLayout = vi.fn(async () => ({ AppLayout: FakeLayout as unknown as LayoutModule['AppLayout'], Footer: () => <p>网站地图</p> }));
    const router = renderRoutes(loadLayout, <p>不用的页脚</p>);
    expect(await screen.findByRole('heading', { name: '首页' })).toBeInTheDocument();
    expect(await screen.findByText('网站地图')).toBeInTheDocument();
    expect(screen.queryByText('不用的页脚')).not.toBeInTheDocument();
    expect(loadLayout).toHaveBeenCalledTimes(1);
    router.dispose();
  });

  it('draws the footer it is given when the layout module has none', async () => {
    const router = renderRoutes(async () => ({ AppLayout: FakeLayout as unknown as LayoutModule['AppLayout'] }), <p>测试页脚</p>);
    expect(await screen.findByRole('heading', { name: '首页' })).toBeInTheDocument();
    expect(screen.getByText('测试页脚')).toBeInTheDocument();
    router.dispose();
  });
});
