/**
 * What the portal's start costs in CPU, piece by piece, in Node (no throttling; a phone, as Lighthouse emulates it with
 * the CPU slowed 4×, takes four or more times as long): building React Router's router over the route table as main
 * builds it (every area's address in the table, ADR 119) and as ADR 130 builds it (the entry's screens, an area handed
 * over when a navigation reaches it), for /home, a list and a detail; and MUI's `createTheme` as MUI's default theme
 * (made twice while MUI's modules run on main: styles/defaultTheme.mjs and Box.mjs) and as the portal's light theme.
 * The two ways run in turns, START_ROUNDS (400) rounds; medians and minimums in microseconds, with the load average:
 *
 *   npx tsx --tsconfig tools/bench/tsconfig.json tools/bench/start-costs.ts
 *
 * Warm rounds understate what a page pays: its code runs once, cold. START_COLD=main or START_COLD=adr130 (with
 * START_PATH) builds one router in a fresh process and prints its time and the first createTheme()'s; run the two in
 * turns (tools/bench/start-costs-cold.sh).
 */
import { loadavg } from 'node:os';
import * as React from 'react';
import { performance } from 'node:perf_hooks';
import { createTheme } from '@mui/material/styles';
import { UNSAFE_createRouter as createRouter, UNSAFE_mapRouteProperties as mapRouteProperties, UNSAFE_createMemoryHistory as createMemoryHistory, type RouteObject } from 'react-router-dom';
import { SCREENS_ROUTE_ID, createAppRoutes, createAreaLoader, toAreaRouteObjects, type ScreenArea, type ScreenRoute } from '@smes/shell';
import { createAppTheme } from '@smes/ui';
import { AREA_ADDRESSES } from '../../apps/enterprise-portal/src/app/area-addresses.ts';

// tsx compiles the shell's JSX for the classic runtime here, which reads a global React.
Object.assign(globalThis, { React });
const ROUNDS = Number(process.env.START_ROUNDS ?? 400);
const screen = (path: string): ScreenRoute => ({ path, title: path, load: async () => ({ default: () => null }) });
// The portal's entry screens (site-screens.ts and the last ones): 首页, 意见反馈, three legal pages, 登录, 注册, 网站地图, 404.
const entry = ['home', 'feedback', 'accessibility', 'privacyPolicy', 'userAgreement', 'login', 'register', 'siteMap', '*'].map(screen);
const areas: ScreenArea[] = AREA_ADDRESSES.map(({ addresses }) => ({ paths: addresses, load: async () => addresses.map((address) => screen(address.slice(1))) }));
const loader = createAreaLoader(areas);
const table = () => createAppRoutes({ screens: entry, areas: loader, navItems: [], loadLayout: async () => ({ AppLayout: () => null }) as never });

/** Main's table: every area's address under the screens' route from the start. */
function everyAddress(): RouteObject[] {
  const { routes } = table();
  const screens = routes[0]!.children!.find((route) => route.id === SCREENS_ROUTE_ID)!;
  screens.children = [...screens.children!, ...toAreaRouteObjects(loader)];
  return routes;
}

const time = (work: () => void) => {
  const start = performance.now();
  work();
  return (performance.now() - start) * 1000;
};
const stats = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return `${sorted[Math.floor(sorted.length / 2)]!.toFixed(0)} (min ${sorted[0]!.toFixed(0)})`;
};

// START_COLD=main|adr130: one process, one router at START_PATH, built once with cold code as a page does, then the
// first createTheme() (MUI's default theme, as MUI's module makes it on main); prints one JSON line.
const cold = process.env.START_COLD;
if (cold) {
  const path = process.env.START_PATH ?? '/findpolicy/DeclarationProject';
  const routerUs =
    cold === 'main'
      ? time(() => createRouter({ basename: '/', history: createMemoryHistory({ initialEntries: [path] }), routes: everyAddress(), mapRouteProperties }))
      : time(() => {
          const { routes, patchRoutesOnNavigation } = table();
          createRouter({ basename: '/', history: createMemoryHistory({ initialEntries: [path] }), routes, mapRouteProperties, patchRoutesOnNavigation });
        });
  console.log(JSON.stringify({ way: cold, path, routerUs: Math.round(routerUs), firstThemeUs: Math.round(time(() => createTheme())) }));
  process.exit(0);
}

const loadBefore = loadavg().map((value) => value.toFixed(1)).join(' / ');
const rows: [string, string, string][] = [];
for (const path of ['/home', '/findpolicy/DeclarationProject', '/findpolicy/policyNoticeDetails/447']) {
  const before: number[] = [];
  const after: number[] = [];
  let branches = [0, 0];
  for (let round = 0; round < ROUNDS; round += 1) {
    // Each way builds its route objects first (as the app does in the same task), then the router.
    const a = () => {
      const router = createRouter({ basename: '/', history: createMemoryHistory({ initialEntries: [path] }), routes: everyAddress(), mapRouteProperties });
      branches = [router.branches.length, branches[1]!];
    };
    const b = () => {
      const { routes, patchRoutesOnNavigation } = table();
      const router = createRouter({ basename: '/', history: createMemoryHistory({ initialEntries: [path] }), routes, mapRouteProperties, patchRoutesOnNavigation });
      branches = [branches[0]!, router.branches.length];
    };
    if (round % 2 === 0) {
      before.push(time(a));
      after.push(time(b));
    } else {
      after.push(time(b));
      before.push(time(a));
    }
  }
  rows.push([`router built at ${path} (${branches[0]} → ${branches[1]} ranked branches)`, stats(before), stats(after)]);
}
const defaults: number[] = [];
const ours: number[] = [];
for (let round = 0; round < Math.min(ROUNDS, 100); round += 1) {
  defaults.push(time(() => createTheme()));
  ours.push(time(() => createAppTheme('light')));
}
console.log(`\nThe start's pieces in Node, ${ROUNDS} rounds in turns; load average ${loadBefore} before, ${loadavg().map((value) => value.toFixed(1)).join(' / ')} after\n`);
console.log('| piece | main: median (min) µs | ADR 130: median (min) µs |');
console.log('|---|---|---|');
for (const [piece, a, b] of rows) console.log(`| ${piece} | ${a} | ${b} |`);
console.log(`| MUI's default theme, createTheme() (main: twice as MUI's modules run) | ${stats(defaults)} each | made only if read outside a ThemeProvider |`);
console.log(`| the portal's light theme, createAppTheme('light') (main: as its module runs) | ${stats(ours)} | the same, in a task of its own |`);
