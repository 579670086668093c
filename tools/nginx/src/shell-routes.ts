import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Which variant of the static app shell (tools/vite/app-shell.ts) a request path draws. index.html is
 * one file for every route, so the shell element carries `data-route="<placeholder>"`, which the server
 * replaces per request with a variant's name (nginx: a `map` over the request URI and `sub_filter`,
 * render-config.ts; Vite dev and preview: tools/vite/app-shell.ts), or with `none`. The names are fixed
 * words, never anything from the request, so nothing the visitor sends reaches the page.
 */
export const SHELL_ROUTE_PLACEHOLDER = 'NGINX_SHELL_ROUTE';
export const SHELL_ROUTE_NONE = 'none';
/**
 * Shell variant → the paths that draw it (exact; a trailing slash and a query string allowed). A segment
 * `:id` stands for a record's number (digits only), as in a detail's route.
 */
export type ShellRoutes = Readonly<Record<string, readonly string[]>>;
/** The home hero, drawn by every app shell; an app adds its page-header variants (app-shell.ts `pages`). */
export const HOME_SHELL_ROUTES: ShellRoutes = { home: ['/', '/home'] };
/**
 * The build writes its app's table here (app-shell.ts), so the server in front of a build draws the
 * variants that build has, with nothing kept beside it by hand.
 */
export const SHELL_ROUTES_FILE = 'shell-routes.json';

const VARIANT_NAME = /^[A-Za-z][A-Za-z0-9]*$/;
/** Plain segments, and `:id` as a whole segment. */
const ROUTE_PATH = /^(\/([A-Za-z0-9_-]+|:id))*\/?$/;
/** What `:id` matches: a record's number, nothing else (a detail's route refuses any other id). */
const ID_SEGMENT = '[0-9]+';

/** The table, checked: variant names are words and paths plain paths, as they go into nginx's config. */
export function checkedShellRoutes(routes: unknown): ShellRoutes {
  if (typeof routes !== 'object' || routes === null || Array.isArray(routes)) throw new Error('shell routes: not an object');
  const checked: Record<string, string[]> = {};
  for (const [name, paths] of Object.entries(routes)) {
    if (!VARIANT_NAME.test(name) || name === SHELL_ROUTE_NONE) throw new Error(`shell routes: bad variant name ${JSON.stringify(name)}`);
    if (!Array.isArray(paths) || !paths.every((path) => typeof path === 'string' && ROUTE_PATH.test(path))) {
      throw new Error(`shell routes: bad paths for ${name}`);
    }
    checked[name] = paths as string[];
  }
  return checked;
}

/** The table a build wrote into its output folder; a build without a static shell has none. */
export function readShellRoutes(buildRoot: string): ShellRoutes {
  const file = join(buildRoot, SHELL_ROUTES_FILE);
  return existsSync(file) ? checkedShellRoutes(JSON.parse(readFileSync(file, 'utf8'))) : {};
}

/** A table path as a regular expression's source over the path alone (no anchors, no query string). */
function pathPattern(path: string): string {
  if (path === '/') return '/';
  const escaped = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:id(?=\/|$)/g, ID_SEGMENT);
  return `${escaped}/?`;
}

/** The shell variant for a request path (the part before `?`). */
export function shellRouteFor(url: string, routes: ShellRoutes = HOME_SHELL_ROUTES): string {
  const path = url.split(/[?#]/)[0] ?? '/';
  for (const [route, paths] of Object.entries(routes)) if (paths.some((pattern) => new RegExp(`^${pathPattern(pattern)}$`).test(path))) return route;
  return SHELL_ROUTE_NONE;
}

/** The same rule as nginx `map` entries over `$request_uri` (render-config.ts). */
export function shellRouteNginxMap(routes: ShellRoutes = HOME_SHELL_ROUTES): string[] {
  return Object.entries(checkedShellRoutes(routes)).flatMap(([route, paths]) => paths.map((path) => `"~^${pathPattern(path)}(\\?.*)?$" ${route};`));
}
