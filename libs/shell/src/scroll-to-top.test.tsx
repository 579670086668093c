import { act, render } from '@testing-library/react';
import { Link, Outlet, RouterProvider, createMemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SCROLL_POSITIONS_STORAGE_KEY, useScrollToTopOnNavigation } from './scroll-to-top';

let scrollY = 0;

function Layout() {
  useScrollToTopOnNavigation();
  return (
    <>
      <Link to="/b">b</Link>
      <Outlet />
    </>
  );
}

function setup(initialEntries = ['/a']) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: <Layout />,
        children: [
          { path: 'a', element: <p>a</p> },
          { path: 'b', element: <p>b</p> },
          // A screen with a loader, like /home with its prefetch: its back is drawn after the loader.
          { path: 'home', loader: () => new Promise((resolve) => setTimeout(() => resolve(null), 5)), element: <p>home</p> },
        ],
      },
    ],
    { initialEntries },
  );
  render(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => {
  scrollY = 0;
  vi.spyOn(window, 'scrollY', 'get').mockImplementation(() => scrollY);
});
afterEach(() => vi.restoreAllMocks());

function spyScroll() {
  return vi.spyOn(window, 'scrollTo').mockImplementation(((_x: number, y: number) => {
    scrollY = y;
  }) as typeof window.scrollTo);
}

describe('useScrollToTopOnNavigation', () => {
  it('opens a new screen at its top, but leaves the first load, a #fragment and a change of the query alone', async () => {
    const scrollTo = spyScroll();
    const router = setup();
    expect(scrollTo).not.toHaveBeenCalled();

    scrollY = 700;
    await act(() => router.navigate('/b'));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    expect(scrollTo).toHaveBeenCalledTimes(1);

    scrollY = 300;
    await act(() => router.navigate('/b?page=2'));
    await act(() => router.navigate('/a#section'));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(window.history.scrollRestoration).toBe('manual');
  });

  it('puts back and forward where the visitor left each screen', async () => {
    const scrollTo = spyScroll();
    const router = setup();
    scrollY = 1275;
    await act(() => router.navigate('/b'));
    expect(scrollY).toBe(0);
    scrollY = 420;

    await act(() => router.navigate(-1));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 1275);
    await act(() => router.navigate(1));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 420);
  });

  it('puts back a screen drawn after its loader, as /home is (ADR 55)', async () => {
    const scrollTo = spyScroll();
    const router = setup(['/a', '/home']);
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    scrollY = 2100;
    await act(() => router.navigate('/b'));
    expect(scrollY).toBe(0);

    await act(async () => {
      await router.navigate(-1);
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(router.state.location.pathname).toBe('/home');
    expect(scrollTo).toHaveBeenLastCalledWith(0, 2100);
  });

  it('keeps the places through a reload of the tab', async () => {
    spyScroll();
    const router = setup();
    scrollY = 640;
    window.dispatchEvent(new Event('pagehide'));
    expect(JSON.parse(sessionStorage.getItem(SCROLL_POSITIONS_STORAGE_KEY) ?? '{}')).toEqual({ [router.state.location.key]: 640 });
  });
});
