import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter, data } from 'react-router-dom';
import { renderWithTheme } from '../testing/render-with-theme';
import { RouteErrorPage, preloadRouteErrorViews } from './route-error-page';

// Counts the loads of the not-found page's module: every visit preloads the error views (and the toast view with
// them), and the not-found page is not among what they bring (ADR 117).
const loads = vi.hoisted(() => ({ notFound: 0 }));
vi.mock('./not-found-page', async (importOriginal) => {
  loads.notFound += 1;
  return importOriginal();
});

const VIEWS = { timeout: 15_000 };

describe('RouteErrorPage: what a visit loads ahead', () => {
  it('preloads the error views and the toast view without the not-found page, which loads when a route answers 404', async () => {
    preloadRouteErrorViews();
    const views = await import('../deferred-views');
    expect(typeof views.ChunkFailedView).toBe('function');
    expect(typeof views.ToastView).toBe('function');
    expect(loads.notFound).toBe(0);

    const router = createMemoryRouter(
      [
        {
          path: '/policy/1',
          loader: () => {
            throw data(null, { status: 404 });
          },
          element: null,
          hydrateFallbackElement: <p>加载中</p>,
          errorElement: <RouteErrorPage homeHref="/home" />,
        },
      ],
      { initialEntries: ['/policy/1'] },
    );
    renderWithTheme(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { level: 1, name: '页面不存在' }, VIEWS)).toBeInTheDocument();
    expect(loads.notFound).toBe(1);
  }, 30_000);
});
