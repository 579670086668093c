import { CHUNK_LOAD_TIMEOUT_MS } from '@smes/config';
import { withTimeout } from '@smes/ui';
import { routePath, type PathWithId } from './route-paths';
import type { ScreenRoute } from './route-table';

/**
 * One area of an app's screens, out of the first-load JavaScript (ADR 119): the entry keeps only the addresses (the
 * route table's paths, handed to the router when a navigation first reaches the area, ADR 130); the area's table
 * (titles, lazy modules with their preload lists, prefetches) is a chunk of its own, loaded for the first address in
 * it, before or beside its screen's chunk (route-table.ts, `toAreaRouteObjects`).
 */
export type ScreenArea = {
  /**
   * The address of every screen of the area, as paths.ts writes it (`/…`, a `:id` path's builder), or a group of them
   * (`paths.news`: every address in it, in its order; builders without a pattern, such as a query's, are not
   * addresses). A group is one name in the entry instead of one per address (ADR 133).
   */
  paths: readonly AreaAddress[];
  /** The area's table module; its default export is the table (one name for every area: ADR 129). */
  load: () => Promise<{ default: readonly ScreenRoute[] }>;
};

/** An address, a `:id` address's builder, or a group of addresses (an object of them, nested as paths.ts writes them). */
export type AreaAddress = string | PathWithId | { readonly [name: string]: unknown };

/** An area's addresses one by one, in the order written: groups opened, builders without a pattern left out. */
export function areaAddresses(area: Pick<ScreenArea, 'paths'>): (string | PathWithId)[] {
  const found: (string | PathWithId)[] = [];
  const open = (value: unknown) => {
    if (typeof value === 'string') found.push(value);
    else if (typeof value === 'function') {
      if (typeof (value as Partial<PathWithId>).pattern === 'string') found.push(value as PathWithId);
    } else if (typeof value === 'object' && value !== null) Object.values(value).forEach(open);
  };
  area.paths.forEach(open);
  return found;
}

export type AreaLoader = {
  /** Every screen address of the areas (the route table's form, no leading slash), with its area's index. */
  readonly addresses: readonly { path: string; area: number }[];
  /** The index of the area whose screens answer this pathname (React Router's own matching), or undefined. */
  areaAt(pathname: string): number | undefined;
  /** The area's screens: its chunk is imported once; a failure (offline, a stale deploy) is tried again next time. */
  load(area: number): Promise<readonly ScreenRoute[]>;
  /** The screen of an area at one of its addresses (route form); a table without it is a programming error. */
  screen(area: number, path: string): Promise<ScreenRoute>;
  /** Starts loading the area of a pathname, if any, without waiting (the first address, before the router exists). */
  preload(pathname: string): void;
  /** Every area's screens, in the areas' order (the site map, the screen inventory). */
  all(): Promise<ScreenRoute[]>;
};

export function createAreaLoader(areas: readonly ScreenArea[], { timeoutMs = CHUNK_LOAD_TIMEOUT_MS } = {}): AreaLoader {
  const addresses = areas.flatMap((area, index) => areaAddresses(area).map((path) => ({ path: routePath(path), area: index })));
  const areaAt = areaMatcher(addresses);
  const loads = new Map<number, Promise<readonly ScreenRoute[]>>();
  const load = (area: number) => {
    let loading = loads.get(area);
    if (!loading) {
      loading = withTimeout(areas[area]!.load(), timeoutMs).then((table) => table.default);
      loads.set(area, loading);
      loading.catch(() => loads.delete(area));
    }
    return loading;
  };
  return {
    addresses,
    areaAt,
    load,
    async screen(area, path) {
      const found = (await load(area)).find((screen) => screen.path === path);
      if (!found) throw new Error(`The area of ${path} has no screen at that address`);
      return found;
    },
    preload(pathname) {
      const area = areaAt(pathname);
      if (area !== undefined) load(area).catch(() => undefined);
    },
    all: () => Promise.all(areas.map((_, index) => load(index))).then((lists) => lists.flat()),
  };
}

/**
 * The area of a pathname as the router matches the addresses (route-areas.test.tsx holds it equal to React Router's
 * `matchRoutes` over every address of the portal): letter case and trailing slashes aside, segment by segment, `:name`
 * any one non-empty segment; of the addresses that match, the one with the most static segments, the first written on
 * a tie. The addresses are split once: `matchRoutes` flattens, ranks and compiles the whole list on every call — 70 ms
 * of the first task on a phone (CPU slowed 4×) as the app starts, and again for each link pointed at (ADR 128).
 * Addresses are plain paths (`*` and optional segments are refused: no area screen has them).
 */
function areaMatcher(addresses: readonly { path: string; area: number }[]): (address: string) => number | undefined {
  const patterns = addresses.map(({ path, area }) => {
    if (/[*?]/.test(path)) throw new Error(`An area address is a plain path, not ${path}`);
    const segments = path.toLowerCase().split('/');
    return { segments, dynamic: segments.filter((segment) => segment.startsWith(':')).length, area };
  });
  return (address) => {
    // A query or a fragment is not part of the match (React Router parses a string address the same way).
    const pathname = address.replace(/[?#].*$/s, '');
    let decoded: string;
    try {
      decoded = decodeURI(pathname);
    } catch {
      decoded = pathname;
    }
    const segments = decoded.toLowerCase().replace(/^\//, '').replace(/\/+$/, '').split('/');
    let found: number | undefined;
    let fewest = Infinity;
    for (const pattern of patterns) {
      if (pattern.segments.length !== segments.length || pattern.dynamic >= fewest) continue;
      if (pattern.segments.every((segment, index) => (segment.startsWith(':') ? segments[index] !== '' : segment === segments[index]))) {
        found = pattern.area;
        fewest = pattern.dynamic;
      }
    }
    return found;
  };
}

/**
 * A link about to be followed loads its area's table (ADR 123): the pointer over it, the focus on it or a touch
 * starts the table's chunk, so that the navigation into an area waits for the screen's chunk alone, as within one.
 * Links to this origin only; an address of no area or of an area already loaded costs a match. Returns the undo.
 */
export function loadAreasOnIntent(loader: AreaLoader, target: Document = document): () => void {
  let last: Element | null = null;
  const onIntent = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (link === last || !(link instanceof HTMLAnchorElement)) return;
    last = link;
    if (link.origin === target.location.origin) loader.preload(link.pathname);
  };
  const types = ['pointerover', 'focusin', 'touchstart'];
  for (const type of types) target.addEventListener(type, onIntent, { passive: true, capture: true });
  return () => {
    for (const type of types) target.removeEventListener(type, onIntent, { capture: true });
  };
}
