import {
  UNSAFE_createBrowserHistory as createBrowserHistory,
  UNSAFE_createRouter as createRouter,
  UNSAFE_hydrationRouteProperties as hydrationRouteProperties,
  UNSAFE_mapRouteProperties as mapRouteProperties,
  type RouteObject,
} from 'react-router-dom';
import type { AppRoutes } from './app-routes';

export type AppRouter = ReturnType<typeof createRouter>;

/**
 * React Router's `createBrowserRouter` (browser history, base path "/", spec §2) without its last step,
 * `initialize()`. Building the router ranks the route table and matches the first screen; initializing it
 * starts that screen's chunk, its prefetch and the layout's chunk. Each half is a long task on a mid-range
 * phone, so the app takes them in two tasks (render-app.tsx; Total Blocking Time).
 * The options are the ones `createBrowserRouter` passes for an app without server rendering; an app with areas also
 * hands over how the router gets an area's addresses (app-routes.tsx, ADR 130).
 */
export function createAppRouter(table: RouteObject[] | AppRoutes): AppRouter {
  const { routes, patchRoutesOnNavigation } = Array.isArray(table) ? { routes: table, patchRoutesOnNavigation: undefined } : table;
  return createRouter({ basename: '/', history: createBrowserHistory(), routes, mapRouteProperties, hydrationRouteProperties, ...(patchRoutesOnNavigation ? { patchRoutesOnNavigation } : {}) });
}
