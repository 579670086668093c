/**
 * The views every page loads after its first paint, neither of which draws a screen: the error screens (preloaded
 * once the layout is up, so they show offline: preloadRouteErrorViews) and the toast (when the browser is first idle,
 * or with the first toast: ToastProvider). One module, so one chunk: as two, every visit fetched each with its own
 * import lines (ADR 117). The not-found page is not among them: RouteErrorPage loads it when a route answers 404,
 * which takes a response from the network (offline the catch-all route's own chunk fails first and the failed-chunk
 * view shows), and the catch-all route imports it itself.
 */
export { ChunkFailedView, RouteFailedView } from './errors/route-error-views';
export { ToastView } from './toast/toast-view';
