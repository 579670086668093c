import type { ComponentType, ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { LoadingSpinner, RouteErrorPage, lazyRoute } from '@smes/ui';
import type { AppLayout, AppLayoutProps } from './app-layout';
import { HOME_PATH } from './app-providers';
import type { PrefetchQueue } from './route-prefetch';
import { useRemoveStaticShell } from './static-shell';
import type { AreaLoader } from './route-areas';
import { toAreaRouteObjects, toRouteObjects, type ScreenRoute } from './route-table';

/**
 * What an app's layout module exports (its `src/app/layout.tsx`): the shell's layout and the app's footer, if any.
 * One module, so one chunk: as two (the layout, the footer) every visit fetched each with its own import lines.
 */
export type LayoutModule = { AppLayout: typeof AppLayout; Footer?: ComponentType };

export type AppRoutesOptions = {
  /**
   * The screens in the first-load JavaScript (the console's whole table; the portal's site map and catch-all). An
   * app's other screens come in areas (`areas`).
   */
  screens: readonly ScreenRoute[];
  /** The app's other screens by area (ADR 119): their addresses, each loading its area's table (route-areas.ts). */
  areas?: AreaLoader;
  navItems: AppLayoutProps['navItems'];
  userArea?: AppLayoutProps['userArea'];
  brandByAccountType?: AppLayoutProps['brandByAccountType'];
  /** A footer drawn as it is (tests); a layout module's `Footer` wins over it. */
  footer?: ReactNode;
  /**
   * Loads the app's layout module, out of the first-load JavaScript (index.html preloads it). The app names it,
   * so the shell holds no `import()` of its own layout: that would make the layout a chunk apart from the footer.
   */
  loadLayout: () => Promise<LayoutModule>;
  /** Where screens' prefetches wait for the providers (render-app.tsx). */
  prefetchQueue?: PrefetchQueue;
};

/** A failure above the layout (its chunk would not load) replaces the static shell too. */
function ShellErrorPage() {
  useRemoveStaticShell();
  return <RouteErrorPage />;
}

/**
 * Everything sits under one global layout at "/" (spec §2): the index goes home, "/history" redirects
 * to "/", and every screen is a lazy child whose failures (a chunk that will not load included) show
 * inside the layout instead of replacing it.
 */
export function createAppRoutes({ screens, areas, navItems, userArea, brandByAccountType, footer, loadLayout, prefetchQueue }: AppRoutesOptions): RouteObject[] {
  // The layout (header, navigation, account corner, footer) is a lazy chunk too. Until the first
  // screen's chunk is there the router draws only the hydrate fallback below, never the layout, so
  // loading the layout in parallel with that chunk costs no extra round trip and keeps it (MUI's app
  // bar, buttons, avatar, badge, the user's queries) out of the first-load JavaScript.
  const layout = lazyRoute(async () => {
    const { AppLayout, Footer } = await loadLayout();
    return {
      default: function ShellLayout() {
        return <AppLayout navItems={navItems} userArea={userArea} brandByAccountType={brandByAccountType} footer={Footer ? <Footer /> : footer} />;
      },
    };
    // The layout loading proves nothing about the screen's chunk beside it: its reload-once flag stays.
  }, { clearsReloadFlags: false });
  return [
    {
      path: '/',
      lazy: layout,
      errorElement: <ShellErrorPage />,
      hydrateFallbackElement: <LoadingSpinner />,
      children: [
        { index: true, element: <Navigate to={HOME_PATH} replace /> },
        { path: 'history', element: <Navigate to="/" replace /> },
        { errorElement: <RouteErrorPage />, children: [...toRouteObjects(screens, prefetchQueue), ...(areas ? toAreaRouteObjects(areas, prefetchQueue) : [])] },
      ],
    },
  ];
}
