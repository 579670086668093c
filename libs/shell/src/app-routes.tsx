import type { ComponentType, ReactNode } from 'react';
import { Navigate, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router-dom';
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

/** The id of the pathless route that holds every screen and their error element, inside the layout. */
export const SCREENS_ROUTE_ID = 'screens';

/** An app's route table and, with areas, how the router is handed an area's addresses (both go to the router). */
export type AppRoutes = {
  routes: RouteObject[];
  /** React Router's `patchRoutesOnNavigation`: present when the app has areas (ADR 130). */
  patchRoutesOnNavigation?: PatchRoutesOnNavigationFunction;
};

/**
 * Everything sits under one global layout at "/" (spec §2): the index goes home, "/history" redirects
 * to "/", and every screen is a lazy child whose failures (a chunk that will not load included) show
 * inside the layout instead of replacing it.
 *
 * An app's areas (ADR 119) are not in the table the router starts with: building a router flattens, ranks and compiles
 * every address it is given (60 ms of a long task on a phone, CPU slowed 4×, for the portal's 100). The router starts
 * with the entry's screens and the catch-all, and `patchRoutesOnNavigation` hands it an area's addresses the first time
 * a navigation reaches one of them (ADR 130): React Router asks whenever an address matches only the catch-all or a
 * route with a parameter, before it loads anything, and the area's addresses come from the entry's list, so nothing is
 * fetched and nothing can fail there (the area's table still loads in the routes' `lazy` and `loader`, and fails to the
 * screens' error element). The area named is the one whose address the whole table would match (route-areas.ts), so
 * 404, static over `:id` and the entry's screens stay as they were.
 */
export function createAppRoutes({ screens, areas, navItems, userArea, brandByAccountType, footer, loadLayout, prefetchQueue }: AppRoutesOptions): AppRoutes {
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
  const routes: RouteObject[] = [
    {
      path: '/',
      lazy: layout,
      errorElement: <ShellErrorPage />,
      hydrateFallbackElement: <LoadingSpinner />,
      children: [
        { index: true, element: <Navigate to={HOME_PATH} replace /> },
        { path: 'history', element: <Navigate to="/" replace /> },
        { id: SCREENS_ROUTE_ID, errorElement: <RouteErrorPage />, children: toRouteObjects(screens, prefetchQueue) },
      ],
    },
  ];
  return areas ? { routes, patchRoutesOnNavigation: areaDiscovery(areas, prefetchQueue) } : { routes };
}

/** Hands the router the addresses of a path's area, once per area (a navigation cancelled meanwhile patches nothing). */
function areaDiscovery(areas: AreaLoader, prefetchQueue?: PrefetchQueue): PatchRoutesOnNavigationFunction {
  const handed = new Set<number>();
  return ({ path, patch, signal }) => {
    const area = areas.areaAt(path);
    if (area === undefined || handed.has(area) || signal.aborted) return;
    patch(SCREENS_ROUTE_ID, toAreaRouteObjects(areas, prefetchQueue, area));
    handed.add(area);
  };
}
