/**
 * Which variant of the static app shell (tools/vite/app-shell.ts) a request path draws. index.html is
 * one file for every route, so the shell element carries `data-route="<placeholder>"`, which the server
 * replaces per request with the name below (nginx: a `map` over the request URI and `sub_filter`,
 * render-config.ts; Vite dev and preview: tools/vite/app-shell.ts), or with `none`. The names are fixed
 * words, never anything from the request, so nothing the visitor sends reaches the page.
 */
export const SHELL_ROUTE_PLACEHOLDER = 'NGINX_SHELL_ROUTE';
export const SHELL_ROUTE_NONE = 'none';
/** Shell variant → the paths that draw it (exact; a trailing slash and a query string allowed). */
export const SHELL_ROUTES: Readonly<Record<string, readonly string[]>> = { home: ['/', '/home'] };

/** The shell variant for a request path (the part before `?`). */
export function shellRouteFor(url: string): string {
  const path = url.split(/[?#]/)[0] ?? '/';
  const normalised = path.length > 1 ? path.replace(/\/$/, '') : path;
  for (const [route, paths] of Object.entries(SHELL_ROUTES)) if (paths.includes(normalised)) return route;
  return SHELL_ROUTE_NONE;
}

/** The same rule as nginx `map` entries over `$request_uri` (render-config.ts). */
export function shellRouteNginxMap(): string[] {
  const escape = (path: string) => path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return Object.entries(SHELL_ROUTES).flatMap(([route, paths]) =>
    paths.map((path) => `"~^${path === '/' ? '/' : `${escape(path)}/?`}(\\?.*)?$" ${route};`),
  );
}
