/**
 * What the portal's start costs in CPU, piece by piece, in Node (no throttling; a phone, as Lighthouse emulates it with
 * the CPU slowed 4×, takes four or more times as long): building React Router's router over the route table as main
 * builds it (every area's address in the table, ADR 119) and as ADR 130 builds it (the entry's screens, an area handed
 * over when a navigation reaches it), for /home, a list and a detail, with route objects of the shell's shape; and MUI's
 * `createTheme()`, which main runs three times while the entry's modules run (MUI's styles/defaultTheme.mjs and
 * Box.mjs, and the portal's light theme, which adds its options).
 * The two ways run in turns, START_ROUNDS (400) rounds; medians and minimums in microseconds, with the load average:
 *
 *   npx tsx --tsconfig tools/bench/tsconfig.json tools/bench/start-costs.ts
 *
 * Warm rounds understate what a page pays: its code runs once, cold. START_COLD=main or START_COLD=adr130 (with
 * START_PATH) builds one router in a fresh process and prints its time and the first createTheme()'s; run the two in
 * turns (tools/bench/start-costs-cold.sh).
 */
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createTheme } from '@mui/material/styles';
import {
  UNSAFE_createMemoryHistory as createMemoryHistory,
  UNSAFE_createRouter as createRouter,
  UNSAFE_mapRouteProperties as mapRouteProperties,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
} from 'react-router-dom';

const ROUNDS = Number(process.env.START_ROUNDS ?? 400);
// The areas' addresses as the start script reads them (apps/enterprise-portal/src/app/area-addresses.ts, held equal to
// route-areas.ts by its test), read as text: a tool imports no app.
const areaFile = readFileSync(resolve(import.meta.dirname, '../../apps/enterprise-portal/src/app/area-addresses.ts'), 'utf8');
const areaAddresses = [...areaFile.matchAll(/addresses: \[([^\]]*)\]/g)].map(([, list]) => [...list!.matchAll(/'\/([^']*)'/g)].map(([, path]) => path!));
if (areaAddresses.length < 20) throw new Error('area-addresses.ts no longer reads as it did');
// The portal's entry screens (site-screens.ts and the last ones): 首页, 意见反馈, three legal pages, 登录, 注册, 网站地图, 404.
const entry = ['home', 'feedback', 'accessibility', 'privacyPolicy', 'userAgreement', 'login', 'register', 'siteMap', '*'];
// Route objects of the shape libs/shell makes (app-routes.tsx, route-table.ts): a lazy screen, and for areas a loader.
const screenRoute = (path: string): RouteObject => ({ path, handle: { title: path }, lazy: async () => ({ Component: () => null }) });
const areaRoute = (path: string): RouteObject => ({ path, lazy: async () => ({ Component: () => null }), loader: async () => null, shouldRevalidate: () => false });
const table = (screens: RouteObject[]): RouteObject[] => [
  {
    path: '/',
    lazy: async () => ({ Component: () => null }),
    children: [{ index: true }, { path: 'history' }, { id: 'screens', children: screens }],
  },
];
/** Main's table: every area's address under the screens' route from the start. */
const everyAddress = () => table([...entry.map(screenRoute), ...areaAddresses.flat().map(areaRoute)]);
/** ADR 130's: the entry's screens; an area's addresses handed over when reached (here: the area of the first address). */
const entryOnly = () => table(entry.map(screenRoute));
const areaOf = (pathname: string) =>
  areaAddresses.findIndex((addresses) =>
    addresses.some((address) => {
      const pattern = address.toLowerCase().split('/');
      const segments = pathname.toLowerCase().replace(/^\//, '').split('/');
      return pattern.length === segments.length && pattern.every((segment, index) => segment.startsWith(':') || segment === segments[index]);
    }),
  );
const patchRoutesOnNavigation: PatchRoutesOnNavigationFunction = ({ path, patch }) => {
  const area = areaOf(path);
  if (area >= 0) patch('screens', areaAddresses[area]!.map(areaRoute));
};
const build = (way: string, path: string) =>
  way === 'main'
    ? createRouter({ basename: '/', history: createMemoryHistory({ initialEntries: [path] }), routes: everyAddress(), mapRouteProperties })
    : createRouter({ basename: '/', history: createMemoryHistory({ initialEntries: [path] }), routes: entryOnly(), mapRouteProperties, patchRoutesOnNavigation });

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
  const routerUs = time(() => build(cold, path));
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
    // Each way makes its route objects first (as the app does in the same task), then the router.
    const a = () => {
      branches = [build('main', path).branches?.length ?? 0, branches[1]!];
    };
    const b = () => {
      branches = [branches[0]!, build('adr130', path).branches?.length ?? 0];
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
for (let round = 0; round < Math.min(ROUNDS, 100); round += 1) defaults.push(time(() => createTheme()));
console.log(`\nThe start's pieces in Node, ${ROUNDS} rounds in turns; load average ${loadBefore} before, ${loadavg().map((value) => value.toFixed(1)).join(' / ')} after\n`);
console.log('| piece | main: median (min) µs | ADR 130: median (min) µs |');
console.log('|---|---|---|');
for (const [piece, a, b] of rows) console.log(`| ${piece} | ${a} | ${b} |`);
console.log(`| MUI's default theme, createTheme() (main: twice as MUI's modules run) | ${stats(defaults)} each | made only if read outside a ThemeProvider |`);
