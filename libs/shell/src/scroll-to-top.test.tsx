import { act, render } from '@testing-library/react';
import { Link, Outlet, RouterProvider, createMemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useScrollToTopOnNavigation } from './scroll-to-top';

function Layout() {
  useScrollToTopOnNavigation();
  return (
    <>
      <Link to="/b">b</Link>
      <Outlet />
    </>
  );
}

function setup() {
  const router = createMemoryRouter(
    [{ path: '/', element: <Layout />, children: [{ path: 'a', element: <p>a</p> }, { path: 'b', element: <p>b</p> }] }],
    { initialEntries: ['/a'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

afterEach(() => vi.restoreAllMocks());

describe('useScrollToTopOnNavigation', () => {
  it('scrolls to the top on a new screen, but not on the first load, back/forward, a #fragment or a query change', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const router = setup();
    expect(scrollTo).not.toHaveBeenCalled();

    await act(() => router.navigate('/b'));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenCalledWith(0, 0);

    await act(() => router.navigate('/b?page=2'));
    await act(() => router.navigate(-1));
    await act(() => router.navigate('/a#section'));
    expect(scrollTo).toHaveBeenCalledTimes(1);

    await act(() => router.navigate('/b'));
    expect(scrollTo).toHaveBeenCalledTimes(2);
  });
});
