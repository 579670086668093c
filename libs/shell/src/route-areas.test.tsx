import { act, render, screen } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { Outlet, RouterProvider, createMemoryRouter, useMatches } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { PortalClient } from '@smes/api';
import { SCREENS_ROUTE_ID, createAppRoutes, type LayoutModule } from './app-routes';
import { areaAddresses, createAreaLoader, loadAreasOnIntent, type ScreenArea } from './route-areas';
import { createPrefetchQueue } from './route-prefetch';
import { withId } from './route-paths';
import type { ScreenRoute } from './route-table';
import { SCREEN_INVENTORY_KEY, publishScreenInventory } from './screen-inventory';

/** Stands in for the shell's layout: the deepest matched title (as RouteTitle reads it), then the screen. */
function FakeLayout() {
  const matches = useMatches();
  const title = [...matches].reverse().find((match) => (match.handle as { title?: string } | undefined)?.title)?.handle as { title: string } | undefined;
  return (
    <>
      <p data-testid="title">{title?.title ?? ''}</p>
      <Outlet />
    </>
  );
}
const loadLayout = async () => ({ AppLayout: FakeLayout as unknown as LayoutModule['AppLayout'] });

const screenOf = (path: string, title: string, extra: Partial<ScreenRoute> = {}): ScreenRoute => ({
  path,
  title,
  load: async () => ({ default: () => <h1>{title}</h1> }),
  ...extra,
});

const policyDetail = withId('/findpolicy/policyNoticeDetails/:id');

function portal(options: { failPolicy?: boolean; prefetch?: ScreenRoute['prefetch'] } = {}) {
  const loads = { site: 0, policy: 0 };
  const areas: ScreenArea[] = [
    {
      paths: ['/home', '/feedback'],
      load: async () => {
        loads.site += 1;
        return { default: [screenOf('home', '首页'), screenOf('feedback', '意见反馈')] };
      },
    },
    {
      paths: ['/findpolicy/policyNotice', policyDetail],
      load: async () => {
        loads.policy += 1;
        if (options.failPolicy) throw new TypeError('Failed to fetch dynamically imported module: /assets/policy-screens.js');
        return {
          default: [
            screenOf('findpolicy/policyNotice', '政策原文检索'),
            screenOf('findpolicy/policyNoticeDetails/:id', '政策原文详情', options.prefetch ? { prefetch: options.prefetch } : {}),
          ],
        };
      },
    },
  ];
  return { areas, loads };
}

const inEntry: ScreenRoute[] = [screenOf('siteMap', '网站地图'), screenOf('*', '页面不存在')];

function start(path: string, areas: ScreenArea[]) {
  const loader = createAreaLoader(areas);
  const prefetchQueue = createPrefetchQueue();
  prefetchQueue.attach({ queryClient: new QueryClient(), portal: {} as PortalClient });
  const { routes, patchRoutesOnNavigation } = createAppRoutes({ screens: inEntry, areas: loader, navItems: [], loadLayout, prefetchQueue });
  const router = createMemoryRouter(routes, { initialEntries: [path], patchRoutesOnNavigation });
  render(<RouterProvider router={router} />);
  return { router, loader };
}

describe('createAreaLoader', () => {
  it('names the area of an address as the router matches it: static and :id paths, any letter case, nothing for an unknown one', () => {
    const loader = createAreaLoader(portal().areas);
    expect(loader.areaAt('/home')).toBe(0);
    expect(loader.areaAt('/feedback/')).toBe(0);
    expect(loader.areaAt('/findpolicy/policyNotice')).toBe(1);
    expect(loader.areaAt('/FindPolicy/PolicyNotice')).toBe(1);
    expect(loader.areaAt('/findpolicy/policyNoticeDetails/447')).toBe(1);
    expect(loader.areaAt('/findpolicy/policyNoticeDetails/447/more')).toBeUndefined();
    expect(loader.areaAt('/no/such/page')).toBeUndefined();
  });

  it('loads an area once, tries a failed one again, and lists every area’s screens in order', async () => {
    let fail = true;
    const load = vi.fn(async () => {
      if (fail) throw new TypeError('Failed to fetch dynamically imported module');
      return { default: [screenOf('news', '资讯')] };
    });
    const loader = createAreaLoader([{ paths: ['/news'], load }, { paths: ['/fund'], load: async () => ({ default: [screenOf('fund', '找资金')] }) }]);
    await expect(loader.load(0)).rejects.toThrow('dynamically imported');
    fail = false;
    await loader.load(0);
    await loader.load(0);
    expect(load).toHaveBeenCalledTimes(2);
    expect((await loader.all()).map((item) => item.title)).toEqual(['资讯', '找资金']);
  });

  it('gives up on an area chunk that does not come within the timeout, as on a screen chunk', async () => {
    vi.useFakeTimers();
    try {
      const loader = createAreaLoader([{ paths: ['/news'], load: () => new Promise(() => undefined) }], { timeoutMs: 1000 });
      const loading = loader.load(0);
      const failed = expect(loading).rejects.toMatchObject({ name: 'ChunkLoadTimeoutError' });
      await vi.advanceTimersByTimeAsync(1000);
      await failed;
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('areaAddresses (ADR 133)', () => {
  it('opens groups of addresses in the order written, keeps :id builders, leaves out builders without a pattern', () => {
    const detail = withId('/news/details/:id');
    const news = { list: '/news', details: detail, page: (n: number) => `/news?page=${n}`, more: { archive: '/news/archive' } };
    const addresses = areaAddresses({ paths: ['/findpolicy', news, '/PersonalCenter/myFollow'] });
    expect(addresses).toEqual(['/findpolicy', '/news', detail, '/news/archive', '/PersonalCenter/myFollow']);
    // The loader matches what a group stands for.
    const loader = createAreaLoader([{ paths: [news], load: async () => ({ default: [] }) }, { paths: ['/findpolicy'], load: async () => ({ default: [] }) }]);
    expect(loader.addresses.map((address) => address.path)).toEqual(['news', 'news/details/:id', 'news/archive', 'findpolicy']);
    expect(loader.areaAt('/news/details/7')).toBe(0);
    expect(loader.areaAt('/news/archive')).toBe(0);
    expect(loader.areaAt('/findpolicy')).toBe(1);
  });
});

describe('loadAreasOnIntent (ADR 123)', () => {
  it('loads the area of a link to this site when it is pointed at, focused or touched, once; nothing for other links or elements', () => {
    const { areas, loads } = portal();
    const loader = createAreaLoader(areas);
    document.body.innerHTML = `<nav><a href="/findpolicy/policyNoticeDetails/12"><span>细则</span></a><a href="/feedback">意见反馈</a>
      <a href="https://elsewhere.example/findpolicy/policyNotice">外站</a><a href="/no/such/page">404</a><a>无地址</a><p>文字</p></nav>`;
    const stop = loadAreasOnIntent(loader);
    try {
      const [detail, feedback, elsewhere, unknown, bare] = [...document.querySelectorAll('a')];
      const paragraph = document.querySelector('p')!;
      for (const element of [elsewhere!, unknown!, bare!, paragraph]) element.dispatchEvent(new Event('pointerover', { bubbles: true }));
      expect(loads).toEqual({ site: 0, policy: 0 });
      detail!.querySelector('span')!.dispatchEvent(new Event('pointerover', { bubbles: true }));
      expect(loads).toEqual({ site: 0, policy: 1 });
      feedback!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
      detail!.dispatchEvent(new Event('touchstart', { bubbles: true }));
      expect(loads).toEqual({ site: 1, policy: 1 });
    } finally {
      stop();
    }
    document.body.innerHTML = '';
  });
});

describe('createAppRoutes with areas (toAreaRouteObjects)', () => {
  it('opens the first address from its area’s table alone, with its title', async () => {
    const { areas, loads } = portal();
    const { router } = start('/home', areas);
    expect(await screen.findByRole('heading', { name: '首页' })).toBeInTheDocument();
    expect(screen.getByTestId('title')).toHaveTextContent('首页');
    expect(loads).toEqual({ site: 1, policy: 0 });
    router.dispose();
  });

  it('loads another area’s table on the first navigation into it, once, and titles its screens', async () => {
    const { areas, loads } = portal();
    const { router } = start('/home', areas);
    await screen.findByRole('heading', { name: '首页' });
    await act(() => router.navigate('/findpolicy/policyNotice'));
    expect(await screen.findByRole('heading', { name: '政策原文检索' })).toBeInTheDocument();
    expect(screen.getByTestId('title')).toHaveTextContent('政策原文检索');
    await act(() => router.navigate('/findpolicy/policyNoticeDetails/447'));
    expect(await screen.findByRole('heading', { name: '政策原文详情' })).toBeInTheDocument();
    await act(() => router.navigate('/feedback'));
    expect(await screen.findByRole('heading', { name: '意见反馈' })).toBeInTheDocument();
    expect(loads).toEqual({ site: 1, policy: 1 });
    router.dispose();
  });

  it('starts a screen’s prefetch with the route’s parameters when it is reached from another area', async () => {
    const prefetch = vi.fn();
    const { areas } = portal({ prefetch });
    const { router } = start('/home', areas);
    await screen.findByRole('heading', { name: '首页' });
    expect(prefetch).not.toHaveBeenCalled();
    await act(() => router.navigate('/findpolicy/policyNoticeDetails/447'));
    expect(await screen.findByRole('heading', { name: '政策原文详情' })).toBeInTheDocument();
    expect(prefetch).toHaveBeenCalledTimes(1);
    expect(prefetch.mock.calls[0]![1]).toEqual({ id: '447' });
  });

  it('leaves an address of no area to the catch-all (the not-found page) without loading any area', async () => {
    const { areas, loads } = portal();
    const { router } = start('/no/such/page', areas);
    expect(await screen.findByRole('heading', { name: '页面不存在' })).toBeInTheDocument();
    expect(screen.getByTestId('title')).toHaveTextContent('页面不存在');
    expect(loads).toEqual({ site: 0, policy: 0 });
    router.dispose();
  });

  it('answers an address of an area that is not one of its screens with the not-found page', async () => {
    const { areas } = portal();
    const { router } = start('/findpolicy/policyNoticeDetails/447/more', areas);
    expect(await screen.findByRole('heading', { name: '页面不存在' })).toBeInTheDocument();
    router.dispose();
  });

  it('opens the screens kept in the entry without loading an area', async () => {
    const { areas, loads } = portal();
    const { router } = start('/siteMap', areas);
    expect(await screen.findByRole('heading', { name: '网站地图' })).toBeInTheDocument();
    expect(loads).toEqual({ site: 0, policy: 0 });
    router.dispose();
  });

  it('hands a failed area chunk to the screens’ error element, as a failed screen chunk', async () => {
    const { areas } = portal({ failPolicy: true });
    const { router } = start('/home', areas);
    await screen.findByRole('heading', { name: '首页' });
    await act(() => router.navigate('/findpolicy/policyNotice'));
    // Held by the screens' pathless route inside the layout (its RouteErrorPage), not by the layout's.
    const screensRoute = String(router.routes[0]!.children!.find((route) => !route.path && !route.index)?.id);
    expect(Object.keys(router.state.errors ?? {})).toEqual([screensRoute]);
    expect(router.state.errors?.[screensRoute]).toMatchObject({ message: expect.stringContaining('dynamically imported module') });
    router.dispose();
  });
});

describe('createAppRoutes with areas: the router is handed an area when a navigation reaches it (ADR 130)', () => {
  const screenPaths = (router: ReturnType<typeof start>['router']) =>
    router.routes[0]!.children!.find((route) => route.id === SCREENS_ROUTE_ID)!.children!.map((route) => route.path);

  it('starts the router with the entry’s screens alone and adds one area’s addresses, once, however often its :id address is visited', async () => {
    const { areas, loads } = portal();
    const loader = createAreaLoader(areas);
    const table = createAppRoutes({ screens: inEntry, areas: loader, navItems: [], loadLayout });
    const patch = vi.fn(table.patchRoutesOnNavigation!);
    const router = createMemoryRouter(table.routes, { initialEntries: ['/siteMap'], patchRoutesOnNavigation: patch });
    render(<RouterProvider router={router} />);
    await screen.findByRole('heading', { name: '网站地图' });
    expect(screenPaths(router)).toEqual(['siteMap', '*']);
    await act(() => router.navigate('/findpolicy/policyNoticeDetails/447'));
    expect(await screen.findByRole('heading', { name: '政策原文详情' })).toBeInTheDocument();
    expect(screenPaths(router)).toEqual(['siteMap', '*', 'findpolicy/policyNotice', 'findpolicy/policyNoticeDetails/:id']);
    await act(() => router.navigate('/findpolicy/policyNoticeDetails/448'));
    await act(() => router.navigate('/findpolicy/policyNotice'));
    expect(await screen.findByRole('heading', { name: '政策原文检索' })).toBeInTheDocument();
    expect(screenPaths(router)).toEqual(['siteMap', '*', 'findpolicy/policyNotice', 'findpolicy/policyNoticeDetails/:id']);
    expect(loads).toEqual({ site: 0, policy: 1 });
    // Asked on navigations to an address with a parameter (React Router's rule), not to a static one it has; it adds
    // nothing more.
    expect(new Set(patch.mock.calls.map(([{ path }]) => path))).toEqual(new Set(['/findpolicy/policyNoticeDetails/447', '/findpolicy/policyNoticeDetails/448']));
    router.dispose();
  });

  it('opens a static address over an :id address of an area handed over before, and the not-found page for an unknown one', async () => {
    const areas: ScreenArea[] = [
      { paths: [withId('/news/:id')], load: async () => ({ default: [screenOf('news/:id', '资讯详情')] }) },
      { paths: ['/news/latest'], load: async () => ({ default: [screenOf('news/latest', '最新资讯')] }) },
    ];
    const { router } = start('/news/12', areas);
    expect(await screen.findByRole('heading', { name: '资讯详情' })).toBeInTheDocument();
    await act(() => router.navigate('/news/latest'));
    expect(await screen.findByRole('heading', { name: '最新资讯' })).toBeInTheDocument();
    await act(() => router.navigate('/news/12/comments'));
    expect(await screen.findByRole('heading', { name: '页面不存在' })).toBeInTheDocument();
    await act(() => router.navigate('/NEWS/LATEST/'));
    expect(await screen.findByRole('heading', { name: '最新资讯' })).toBeInTheDocument();
    router.dispose();
  });
});

describe('publishScreenInventory with areas', () => {
  it('loads every area on the first read only, and publishes their screens once they are there', async () => {
    const target: Record<string, unknown> = {};
    const all = vi.fn(async () => [screenOf('home', '首页'), screenOf('*', '页面不存在')]);
    publishScreenInventory(all, target);
    expect(all).not.toHaveBeenCalled();
    expect(target[SCREEN_INVENTORY_KEY]).toBeUndefined();
    expect(all).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(target[SCREEN_INVENTORY_KEY]).toEqual([{ path: 'home', title: '首页' }, { path: '*', title: '页面不存在' }]));
    expect(all).toHaveBeenCalledTimes(1);
  });
});
