/**
 * Building blocks of an app's typed path module (apps/<app>/src/app/paths.ts): a path is written once
 * there, the route table takes its pattern with `routePath`, and links call its builders.
 */
export type RouteId = number | string;

/** A path with one `:id` parameter: call it to build the address, read `.pattern` for the route table. */
export type PathWithId = ((id: RouteId) => string) & { readonly pattern: string };

export function withId(pattern: `/${string}/:id`): PathWithId {
  const build = (id: RouteId) => pattern.replace(':id', encodeURIComponent(String(id)));
  return Object.assign(build, { pattern });
}

/** `path?query`, or `path` alone when nothing is set; keys keep their order. */
export function withQuery(path: string, query: Record<string, string | number | undefined> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** A record id from a route or query parameter: a positive integer of up to nine digits, else null. */
export function parseRouteId(raw: string | null | undefined): number | null {
  if (!raw || !/^\d{1,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}

const MAX_PAGE = 100_000;

/** The `pageNum` of a list address: a page number from 1 to 100000, else `fallback` (a hand-edited or stale link). */
export function readPage(params: URLSearchParams, fallback = 1): number {
  const raw = params.get('pageNum');
  if (raw === null || !/^\d{1,6}$/.test(raw)) return fallback;
  const value = Number(raw);
  return value >= 1 && value <= MAX_PAGE ? value : fallback;
}

/** The route table's form of a path: no leading slash (routes sit under the layout at "/"). */
export function routePath(path: string | PathWithId): string {
  return (typeof path === 'string' ? path : path.pattern).replace(/^\//, '');
}
