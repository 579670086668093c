import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { areaAddresses, createAreaLoader, routePath } from '@smes/shell';
import { AREA_ADDRESSES } from './area-addresses';
import { loadPortalScreens, portalAreas, portalEntryScreens } from './route-areas';
import { portalScreens } from './routes';

const entry = (screen: { path: string; title: string }) => ({ path: screen.path, title: screen.title });

describe('the portal’s areas (ADR 119)', () => {
  it('list, for each area, exactly the addresses of its table, in its order', async () => {
    for (const area of portalAreas) {
      const { default: screens } = await area.load();
      expect(areaAddresses(area).map(routePath)).toEqual(screens.map((screen) => screen.path));
    }
  });

  it('give no address to two areas or to an area and the entry', () => {
    const addresses = portalAreas.flatMap((area) => areaAddresses(area).map(routePath));
    expect(new Set(addresses).size).toBe(addresses.length);
    for (const screen of portalEntryScreens) expect(addresses).not.toContain(screen.path);
  });

  it('load, all together, the whole route table (app/routes.ts) in its order: the site map lists what the router serves', async () => {
    const loaded = await loadPortalScreens();
    expect(loaded.map(entry)).toEqual(portalScreens.map(entry));
    expect(loaded.length).toBe(portalScreens.length);
  });

  it('name the area of a concrete address of each screen, and none for an address no screen answers', async () => {
    const loader = createAreaLoader(portalAreas);
    for (const [index, area] of portalAreas.entries()) {
      for (const path of areaAddresses(area)) {
        const address = typeof path === 'string' ? path : path(447);
        expect(loader.areaAt(address), address).toBe(index);
      }
    }
    expect(loader.areaAt('/no/such/page')).toBeUndefined();
    expect(loader.areaAt('/siteMap')).toBeUndefined();
  });

  it('name the area React Router’s own matching names, for every address of the site and its variants (ADR 128)', () => {
    const loader = createAreaLoader(portalAreas);
    const manifest = loader.addresses.map(({ path, area }) => ({ path: `/${path}`, handle: area }));
    const routerArea = (pathname: string) => matchRoutes(manifest, pathname)?.[0]?.route.handle as number | undefined;
    const concrete = [...loader.addresses.map(({ path }) => `/${path}`), ...portalEntryScreens.map((screen) => `/${screen.path}`)].map((pattern) =>
      pattern.replace(/:[a-zA-Z]+/g, '447'),
    );
    const variants = concrete.flatMap((address) => {
      const segments = address.split('/');
      return [
        address,
        address.toUpperCase(),
        `${address}/`,
        `${address}//`,
        `${address}/extra`,
        `${address}/447`,
        segments.slice(0, -1).join('/') || '/',
        `${segments.slice(0, -1).join('/')}/%E6%94%BF%E7%AD%96`,
        `${segments.slice(0, -1).join('/')}/`,
        `/x${address}`,
        `${address}?id=1`,
        `${address}#top`,
        `${address}/?next=/home`,
      ];
    });
    let areas = 0;
    for (const pathname of [...variants, '/', '/no/such/page', '/%E9%A6%96%E9%A1%B5']) {
      const expected = routerArea(pathname);
      if (expected !== undefined) areas += 1;
      expect(loader.areaAt(pathname), pathname).toBe(expected);
    }
    // The variants reach every area, and many addresses of none.
    expect(areas).toBeGreaterThan(loader.addresses.length * 3);
    expect(variants.length - areas).toBeGreaterThan(loader.addresses.length);
  });

  it('give no two areas addresses that one path could match at the same rank (ADR 130)', () => {
    // The router is handed an area's addresses when a navigation first reaches it, after the areas met before: among
    // matches of equal rank it would take the area handed first, where the whole table takes the one written first.
    // No path the site answers may depend on that order: two areas' addresses never tie.
    const tiesOf = (addresses: readonly { path: string; area: number }[]) => {
      const split = addresses.map(({ path, area }) => ({ path, area, segments: path.toLowerCase().split('/') }));
      const parameters = (segments: string[]) => segments.filter((segment) => segment.startsWith(':')).length;
      const ties: string[] = [];
      for (const a of split) {
        for (const b of split) {
          if (a.area >= b.area || a.segments.length !== b.segments.length || parameters(a.segments) !== parameters(b.segments)) continue;
          if (a.segments.every((segment, index) => segment.startsWith(':') || b.segments[index]!.startsWith(':') || segment === b.segments[index])) ties.push(`${a.path} · ${b.path}`);
        }
      }
      return ties;
    };
    expect(tiesOf([{ path: 'a/:id/x', area: 0 }, { path: 'a/b/:id', area: 1 }, { path: 'a/b', area: 2 }, { path: 'a/:id', area: 3 }])).toEqual(['a/:id/x · a/b/:id']);
    expect(tiesOf(createAreaLoader(portalAreas).addresses)).toEqual([]);
  });

  it('are the start script’s areas (area-addresses.ts, ADR 123): the same tables and addresses, in the same order', async () => {
    const tables = import.meta.glob<Record<string, unknown>>('./routes/*-screens.ts');
    expect(AREA_ADDRESSES.map((area) => area.table)).toEqual(AREA_ADDRESSES.map((area) => `/src/app/routes/${area.table.split('/').pop()}`));
    expect(AREA_ADDRESSES).toHaveLength(portalAreas.length);
    for (const [index, area] of portalAreas.entries()) {
      const written = AREA_ADDRESSES[index]!;
      expect(written.addresses, written.table).toEqual(areaAddresses(area).map((path) => `/${routePath(path)}`));
      // The module the build looks for is the one the area loads: its table is the very array the area hands over.
      const load = tables[`.${written.table.replace('/src/app', '')}`];
      expect(load, written.table).toBeDefined();
      expect(Object.values(await load!())).toContain((await area.load()).default);
    }
  });
});
