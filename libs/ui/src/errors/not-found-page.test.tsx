import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { renderWithTheme } from '../testing/render-with-theme';
import { NotFoundPage } from './not-found-page';

function renderAt(entries: string[], homeHref?: string) {
  const router = createMemoryRouter(
    [
      { path: '/home', element: <p>首页内容</p> },
      { path: '/dashboard', element: <p>工作台内容</p> },
      { path: '/news', element: <p>资讯内容</p> },
      { path: '*', element: <NotFoundPage homeHref={homeHref} /> },
    ],
    { initialEntries: entries, initialIndex: entries.length - 1 },
  );
  renderWithTheme(<RouterProvider router={router} />);
  return router;
}

describe('NotFoundPage', () => {
  it('says the page does not exist and links home', () => {
    renderAt(['/no-such-page']);
    expect(screen.getByRole('heading', { level: 1, name: '页面不存在' })).toBeInTheDocument();
    expect(screen.getByText('您访问的页面不存在或已被移除')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/home');
  });

  it('navigates home through the link', async () => {
    renderAt(['/no-such-page']);
    await userEvent.click(screen.getByRole('link', { name: '返回首页' }));
    expect(await screen.findByText('首页内容')).toBeInTheDocument();
  });

  it('uses a custom home', () => {
    renderAt(['/nope'], '/dashboard');
    expect(screen.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/dashboard');
  });

  it('goes back to the previous page', async () => {
    const router = renderAt(['/news']);
    await router.navigate('/no-such-page');
    await userEvent.click(await screen.findByRole('button', { name: '返回上一页' }));
    expect(await screen.findByText('资讯内容')).toBeInTheDocument();
  });

  it('goes home when there is no previous page', async () => {
    renderAt(['/no-such-page']);
    await userEvent.click(screen.getByRole('button', { name: '返回上一页' }));
    expect(await screen.findByText('首页内容')).toBeInTheDocument();
  });
});
