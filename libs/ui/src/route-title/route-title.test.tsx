import { StrictMode, useLayoutEffect, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet, RouterProvider, createMemoryRouter } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import { RouteTitle } from './route-title';
import type { RouteHandle } from './route-title';

function buildRoutes(onVisit: (title: string) => void, suffix?: string): RouteObject[] {
  return [
    {
      path: '/',
      element: (
        <>
          <RouteTitle onVisit={onVisit} suffix={suffix} />
          <Outlet />
        </>
      ),
      children: [
        { path: 'home', handle: { title: '首页' } satisfies RouteHandle, element: <p>home</p> },
        {
          path: 'findpolicy',
          handle: { title: '找政策' } satisfies RouteHandle,
          element: <Outlet />,
          children: [
            { index: true, element: <p>policy index</p> },
            { path: 'policyNotice', handle: { title: '政策原文检索' } satisfies RouteHandle, element: <p>notice</p> },
          ],
        },
        { path: 'untitled', element: <p>untitled</p> },
      ],
    },
  ];
}

function setup({ initial = '/home', suffix, strict = false }: { initial?: string; suffix?: string; strict?: boolean } = {}) {
  const onVisit = vi.fn<(title: string) => void>();
  const router = createMemoryRouter(buildRoutes(onVisit, suffix), { initialEntries: [initial] });
  const tree = <RouterProvider router={router} />;
  const view = render(strict ? <StrictMode>{tree}</StrictMode> : tree);
  return { onVisit, router, ...view };
}

describe('RouteTitle', () => {
  it('sets document.title to the matched route title and reports the first visit', async () => {
    const { onVisit } = setup();
    expect(await screen.findByText('home')).toBeInTheDocument();
    expect(document.title).toBe('首页');
    expect(onVisit).toHaveBeenCalledTimes(1);
    expect(onVisit).toHaveBeenCalledWith('首页');
  });

  it('uses the deepest route that has a title', async () => {
    const { onVisit, router } = setup();
    await act(() => router.navigate('/findpolicy/policyNotice'));
    expect(document.title).toBe('政策原文检索');
    await act(() => router.navigate('/findpolicy'));
    expect(document.title).toBe('找政策');
    expect(onVisit.mock.calls.map(([title]) => title)).toEqual(['首页', '政策原文检索', '找政策']);
  });

  it('appends the suffix to document.title but reports the bare title', async () => {
    const { onVisit } = setup({ suffix: '中小企业服务门户' });
    await screen.findByText('home');
    expect(document.title).toBe('首页 - 中小企业服务门户');
    expect(onVisit).toHaveBeenCalledWith('首页');
  });

  it('reports each arrival at a screen once; query changes on the same screen are not visits', async () => {
    const { onVisit, router } = setup();
    await screen.findByText('home');
    await act(() => router.navigate('/findpolicy/policyNotice'));
    await act(() => router.navigate('/findpolicy/policyNotice?keyword=专精特新'));
    await act(() => router.navigate('/findpolicy/policyNotice?keyword=研发', { replace: true }));
    await act(() => router.navigate(-1));
    expect(onVisit.mock.calls.map(([title]) => title)).toEqual(['首页', '政策原文检索']);
    await act(() => router.navigate('/home'));
    await act(() => router.navigate('/findpolicy/policyNotice'));
    expect(onVisit.mock.calls.map(([title]) => title)).toEqual(['首页', '政策原文检索', '首页', '政策原文检索']);
  });

  it('does not report again when the layout re-renders', async () => {
    const onVisit = vi.fn<(title: string) => void>();
    const router = createMemoryRouter(buildRoutes(onVisit), { initialEntries: ['/home'] });
    const { rerender } = render(<RouterProvider router={router} />);
    await screen.findByText('home');
    rerender(<RouterProvider router={router} />);
    rerender(<RouterProvider router={router} />);
    expect(onVisit).toHaveBeenCalledTimes(1);
  });

  it('does not report twice under StrictMode', async () => {
    const { onVisit, router } = setup({ strict: true });
    await screen.findByText('home');
    await act(() => router.navigate('/findpolicy'));
    expect(onVisit.mock.calls.map(([title]) => title)).toEqual(['首页', '找政策']);
  });

  it('calls the newest onVisit without reporting the current page again', async () => {
    const first = vi.fn<(title: string) => void>();
    const second = vi.fn<(title: string) => void>();
    function SwitchingLayout() {
      const [useSecond, setUseSecond] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setUseSecond(true)}>
            switch
          </button>
          <RouteTitle onVisit={useSecond ? second : first} />
          <Outlet />
        </>
      );
    }
    const router = createMemoryRouter(
      [
        {
          path: '/',
          element: <SwitchingLayout />,
          children: [
            { path: 'home', handle: { title: '首页' }, element: <p>home</p> },
            { path: 'news', handle: { title: '资讯' }, element: <p>news</p> },
          ],
        },
      ],
      { initialEntries: ['/home'] },
    );
    render(<RouterProvider router={router} />);
    await screen.findByText('home');
    await userEvent.click(screen.getByRole('button', { name: 'switch' }));
    expect(second).not.toHaveBeenCalled();
    await act(() => router.navigate('/news'));
    expect(first.mock.calls).toEqual([['首页']]);
    expect(second.mock.calls).toEqual([['资讯']]);
  });

  it('leaves the title alone and reports nothing on a route without a title', async () => {
    document.title = 'before';
    const { onVisit } = setup({ initial: '/untitled' });
    await screen.findByText('untitled');
    expect(document.title).toBe('before');
    expect(onVisit).not.toHaveBeenCalled();
  });

  it('titles the page in the commit that draws its screen, before anything reads the new page', async () => {
    // Assistive technology, the browser's history entry and a test reading the page as soon as it appears all see
    // the screen's own title, not the previous one's.
    const seenByScreen: string[] = [];
    function Screen() {
      useLayoutEffect(() => {
        seenByScreen.push(document.title);
      }, []);
      return <p>notice</p>;
    }
    const routes: RouteObject[] = [
      {
        path: '/',
        element: (
          <>
            <RouteTitle />
            <Outlet />
          </>
        ),
        children: [
          { path: 'home', handle: { title: '首页' } satisfies RouteHandle, element: <p>home</p> },
          { path: 'policyNotice', handle: { title: '政策原文检索' } satisfies RouteHandle, element: <Screen /> },
        ],
      },
    ];
    const router = createMemoryRouter(routes, { initialEntries: ['/home'] });
    render(<RouterProvider router={router} />);
    expect(await screen.findByText('home')).toBeInTheDocument();
    await act(() => router.navigate('/policyNotice'));
    expect(seenByScreen).toEqual(['政策原文检索']);
  });
});
