/**
 * The portal's bundle budget: what a visit fetches before the page can be used, beside the floor app
 * (tools/bench/floor-app: React, React Router, TanStack Query, openapi-fetch and MUI doing the least, one screen,
 * the same build settings), built in the same run. A visit counts the entry and its static imports, every preload
 * index.html names, the layout and the footer, the chunks the app fetches by itself on every page and the screen's
 * chunks with their static imports (bundle-visits.ts), each file once, at gzip level 9.
 *
 * The goals are /home ≤ 1.30 × the floor and any screen opened directly ≤ 1.50 ×; they are not met yet, so the
 * table shows each page against its goal and CI holds the ceilings below, the figures last reached (ADR 66, then
 * ADR 72's lighter shell, ADR 79's charts and combobox, ADR 83's native selects, ADR 88's /home, ADR 91's what-if on reach, ADR 92's lists on the browser's own fields, ADR 95's ledger forms, ADR 96's framed combobox, ADR 97–98's account-only content counted as an account fetches it, ADR 101–103's forms on the browser's own fields and 匹配问卷 without the rule-set parser, ADR 107's plain shared pieces, ADR 117's fewer chunks on every page, ADR 119's route tables by area, ADR 123's chips, alerts and header drawn plain, ADR 127's buttons' spinner and ripple, source maps and React's imports, ADR 129's theme variants, signed-in corner and split modules, ADR 133's MUI pieces used a corner of). A ceiling only ever comes down, towards its goal. Also held:
 *   - every chunk loaded after the first load ≤ 60 KiB (both apps).
 * Prints the table the README shows; exits non-zero when a budget is exceeded and says which chunk grew and by what
 * module, compared with the figures recorded in bundle-record.json (`--record` rewrites them from the build at hand:
 * do that when a change is accepted, never to make a budget pass; the budgets themselves are the constants below).
 *
 *   npx tsx tools/bench/bundle-budget.ts [--no-build] [--record]
 *
 * `--no-build` reuses the apps' builds in dist/ (npm test makes them just before); the floor app is always built.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import {
  KIB,
  type BundleRecord,
  chunkLabel,
  explainGrowth,
  jsBytes,
  keyOfSource,
  largestModules,
  pageRecord,
  readBuild,
  recordVisit,
  recordedVisit,
  type VisitRecord,
  staticClosure,
  visitChunks,
} from './bundle-visits.ts';

/** The goals, × the floor app: what a visit may fetch beyond the least an app of this stack needs. */
const GOAL = { home: 1.3, screen: 1.5 };
/**
 * What CI holds, × the floor app: /home and every other screen opened directly. The compare screens draw their charts
 * with libs/ui's boxes (ADR 79) and are held like any screen. Lower these as pages shrink; never raise them.
 */
// screen: every one of the 100 is under its goal of 1.50 since ADR 107; since ADR 127 the largest (我的报告 detail) is
// 209.7 KiB (1.420), so CI holds 1.43 (211.2 KiB); a rebuild's new hashed chunk names move a screen by ±0.1 KiB.
// home: 192.9 KiB (1.306) since ADR 129 (theme variants and the signed-in header corner fetched when used, modules /home
// needed a part of split, a smaller preload helper); 1.31 (193.5 KiB) leaves 0.6 KiB for a rebuild's hashed names.
// screen: since ADR 129 the personal center's screens count the signed-in corner: the largest (我的报告 detail) is
// 210.2 KiB (1.423), so it stays 1.43.
// home: 191.4 KiB (1.296) since ADR 133 (MUI's pieces the apps used a corner of, React's namespace, the bundler's
// lines): the goal, 1.30 (192.0 KiB), is CI's ceiling. screen: the largest (我的报告 detail) 208.7 KiB (1.413), so 1.42
// (209.7 KiB).
const CEILING = { home: 1.3, screen: 1.42 };
const LAZY_CHUNK_BUDGET = 60 * KIB;
/** The regional comparison's screens, printed apart: they drew with a chart library of their own until ADR 79. */
const COMPARE_SCREENS = 'src/pages/regional-compare/';
const root = resolve(import.meta.dirname, '../..');
const recordFile = join(import.meta.dirname, 'bundle-record.json');

/** Loaded on every route: the layout with the footer, one module (the portal's src/app/layout.tsx; libs/shell app-routes.tsx). */
const EVERY_ROUTE = ['src/app/layout.tsx'];
/**
 * Fetched by the app itself on every page, without a tap: the error views and the toast view, one module (preloaded
 * when the layout mounts, so an error shows offline; the toast view was loaded apart, when the browser is first idle,
 * until ADR 117). The not-found page is not: it loads when a route answers 404.
 */
const EVERY_PAGE = ['libs/ui/src/deferred-views.ts'];

/**
 * The header's corner for a signed-in account (its button, menu and unread count): a chunk the app fetches only when a
 * token is stored (ADR 129). A visit is counted as a visitor's, so it is not in a visit's figure, except on the screens
 * whose people are signed in (signedInContent).
 */
const SIGNED_IN_HEADER = 'libs/shell/src/signed-in-account.tsx';

/**
 * Screens that show a visitor only a login prompt and load what an account sees with `lazy()`, alongside its data
 * (ADR 97, ADR 98's 发布需求). The people who use them are signed in, so a screen's visit counts that content too: the visitor's lighter
 * visit is not the screen's figure. A content module that moves makes the budget fail (its chunk is looked up).
 */
const SIGNED_IN_CONTENT: Record<string, string[]> = {
  'src/pages/enterprise-information/enterprise-information-page.tsx': ['src/features/enterprise/signed-in-sections.ts'],
  'src/pages/policy-match/policy-match-proceed-page.tsx': ['src/features/match/questionnaire-form.tsx'],
  'src/pages/service-authentication/service-authentication-page.tsx': ['libs/org-certification/src/index.ts'],
  'src/pages/high-evaluation/high-evaluation-detection-page.tsx': ['src/features/evaluation/detection-form.tsx'],
  'src/pages/specialization/specialization-detection-page.tsx': ['src/features/evaluation/detection-form.tsx'],
  'src/pages/project-evaluation/project-evaluation-page.tsx': ['src/features/application/project-evaluation-view.tsx'],
  'src/pages/market-requirements/market-requirements-page.tsx': ['src/features/market/demand-form.tsx'],
};

/**
 * The personal center's screens (/PersonalCenter/…, their page folders): their people are signed in. With the screens
 * above, their visits count the signed-in header corner (SIGNED_IN_HEADER).
 */
const ACCOUNT_SCREENS = /^src\/pages\/(my-[\w-]+|demand|personal-center-home|account-setting|message-center|my-subscription)\//;

/** What a screen's visit adds for its signed-in people: its account content and the header's account corner. */
function signedInContent(screen: string): string[] {
  const content = SIGNED_IN_CONTENT[screen];
  return content || ACCOUNT_SCREENS.test(screen) ? [...(content ?? []), SIGNED_IN_HEADER] : [];
}

type Page = { label: string; address: string; screen: string };
/**
 * The pages of the table: /home, the list and the detail Lighthouse measures, and the ten screens most visits start
 * at — the header's areas, 全站搜索 and 登录. The budget holds every other screen too; these are the ones printed.
 */
const PAGES: Page[] = [
  { label: '/home', address: '/home', screen: 'src/pages/home/home-page.tsx' },
  { label: 'list: 申报项目', address: '/findpolicy/DeclarationProject', screen: 'src/pages/declaration-project/declaration-project-page.tsx' },
  { label: 'detail: 政策原文', address: '/findpolicy/policyNoticeDetails/:id', screen: 'src/pages/policy-notice/policy-notice-detail-page.tsx' },
  { label: '找政策', address: '/findpolicy', screen: 'src/pages/findpolicy/findpolicy-page.tsx' },
  { label: '政策原文', address: '/findpolicy/policyNotice', screen: 'src/pages/policy-notice/policy-notice-page.tsx' },
  { label: '找市场', address: '/market', screen: 'src/pages/market/market-page.tsx' },
  { label: '找培训', address: '/course', screen: 'src/pages/course/course-page.tsx' },
  { label: '找服务', address: '/service', screen: 'src/pages/service/service-page.tsx' },
  { label: '找人才', address: '/talent', screen: 'src/pages/talent/talent-page.tsx' },
  { label: '找资金', address: '/fund', screen: 'src/pages/fund/fund-page.tsx' },
  { label: '政务服务', address: '/governmentService', screen: 'src/pages/government-service/government-service-page.tsx' },
  { label: '资讯', address: '/news', screen: 'src/pages/news/news-page.tsx' },
  { label: '全站搜索', address: '/search', screen: 'src/pages/search/search-page.tsx' },
];

function build(config: string) {
  const result = spawnSync('npx', ['vite', 'build', '--config', config, '--logLevel', 'error'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (!process.argv.includes('--no-build')) for (const app of ['enterprise-portal', 'org-console']) build(`apps/${app}/vite.config.ts`);
build('tools/bench/floor-app/vite.config.ts');

const kib = (bytes: number) => `${(bytes / KIB).toFixed(1)} KiB`;
const failures: string[] = [];
const record: BundleRecord = { pages: {}, chunks: {} };
/** This build's pages, turned into the record's form once every chunk is known. */
const visits: Record<string, VisitRecord> = {};
let recorded: BundleRecord | undefined;
try {
  recorded = JSON.parse(readFileSync(recordFile, 'utf8')) as BundleRecord;
} catch {
  recorded = undefined;
}

const floor = readBuild(join(root, 'dist/bench/floor-app'));
const floorBytes = jsBytes(floor, floor.page);
const portal = readBuild(join(root, 'dist/apps/enterprise-portal'));
const console_ = readBuild(join(root, 'dist/apps/org-console'));

/**
 * The route tables by area (ADR 119): the entry holds the addresses only, and a screen's first visit fetches its area's
 * table (src/app/routes/<area>-screens.ts) with the screen's chunk. 网站地图 fetches every area's table.
 */
const AREA_TABLE = /^src\/app\/routes\/[^/]+-screens\.ts$/;
const ALL_AREAS = new Set(['src/pages/site-map/site-map-page.tsx']);
const areaTables = Object.keys(portal.manifest).filter((key) => portal.manifest[key]!.isDynamicEntry && AREA_TABLE.test(portal.manifest[key]!.src ?? ''));

function visit(screen: string): Set<string> {
  const chunks = visitChunks(portal, [...EVERY_ROUTE, ...EVERY_PAGE, screen, ...signedInContent(screen)]);
  const screenKey = keyOfSource(portal, screen);
  const tables = ALL_AREAS.has(screen) ? areaTables : areaTables.filter((key) => portal.manifest[key]!.dynamicImports?.includes(screenKey));
  if (ALL_AREAS.has(screen)) {
    for (const key of tables) staticClosure(portal.manifest, key, chunks);
    return chunks;
  }
  // A screen listed by two areas is counted with the larger of its visits.
  let largestVisit = chunks;
  for (const key of tables) {
    const withTable = staticClosure(portal.manifest, key, new Set(chunks));
    if (jsBytes(portal, withTable) > jsBytes(portal, largestVisit)) largestVisit = withTable;
  }
  return largestVisit;
}

/** Every screen opened directly, summed: a change that moves bytes from one page to the others shows here. */
const allScreens = { size: 0, count: 0 };

function checkVisit(label: string, chunks: Set<string>, ceiling: number) {
  const size = jsBytes(portal, chunks);
  allScreens.size += size;
  allScreens.count += 1;
  const visitRecord = recordVisit(portal, chunks, record);
  visits[label] = visitRecord;
  if (size > ceiling * floorBytes) {
    failures.push(
      [
        `${label}: ${kib(size)} fetched, over its ceiling of ${ceiling.toFixed(2)} × the floor (${kib(ceiling * floorBytes)}); ${(size / floorBytes).toFixed(2)} ×. Compared with bundle-record.json:`,
        ...explainGrowth(visitRecord, record.chunks, recorded && recordedVisit(recorded, label), recorded?.chunks ?? {}),
      ].join('\n'),
    );
  }
  return size;
}

const rows: string[][] = [['page', 'JS fetched (gzip)', '× floor', 'goal', 'CI ceiling', 'files']];
rows.push([`floor app (tools/bench/floor-app)`, kib(floorBytes), '1.00', '', '', String(floor.page.size)]);
const ratioCell = (size: number, goal: number) => `${(size / floorBytes).toFixed(2)}${size > goal * floorBytes ? ' (over)' : ''}`;
const pageScreens = new Set<string>();
if (areaTables.length === 0) console.log('(no route tables by area in this build: every visit has its table in the entry)');
for (const page of PAGES) {
  const screenKey = keyOfSource(portal, page.screen);
  pageScreens.add(screenKey);
  const chunks = visit(page.screen);
  const goal = page.address === '/home' ? GOAL.home : GOAL.screen;
  const ceiling = page.address === '/home' ? CEILING.home : CEILING.screen;
  const size = checkVisit(page.label, chunks, ceiling);
  const files = [...chunks].filter((key) => portal.manifest[key]!.file.endsWith('.js')).length;
  rows.push([`${page.label} (${page.address})`, kib(size), ratioCell(size, goal), `≤ ${goal.toFixed(2)}`, `≤ ${ceiling.toFixed(2)}`, String(files)]);
}

// Every other screen of the portal opened directly (the compare screens included): the largest, and the largest of the regional comparison.
const largest = { plain: { label: '', size: 0, count: 0 }, charts: { label: '', size: 0, count: 0 } };
for (const [key, chunk] of Object.entries(portal.manifest)) {
  if (!chunk.isDynamicEntry || !chunk.src?.startsWith('src/pages/') || pageScreens.has(key)) continue;
  const label = chunk.src.replace(/^src\/pages\//, '');
  const chunks = visit(chunk.src);
  const kind = chunk.src.startsWith(COMPARE_SCREENS) ? 'charts' : 'plain';
  const size = checkVisit(label, chunks, CEILING.screen);
  largest[kind].count += 1;
  if (size > largest[kind].size) largest[kind] = { label, size, count: largest[kind].count };
}
rows.push([`largest of the other ${largest.plain.count} screens: ${largest.plain.label}`, kib(largest.plain.size), ratioCell(largest.plain.size, GOAL.screen), `≤ ${GOAL.screen.toFixed(2)}`, `≤ ${CEILING.screen.toFixed(2)}`, '']);
rows.push([`largest of the ${largest.charts.count} compare screens: ${largest.charts.label}`, kib(largest.charts.size), ratioCell(largest.charts.size, GOAL.screen), `≤ ${GOAL.screen.toFixed(2)}`, `≤ ${CEILING.screen.toFixed(2)}`, '']);

rows.push([`sum over the ${allScreens.count} screens opened directly`, kib(allScreens.size), '', '', '', '']);

// Chunks loaded after the first load, in both apps.
let largestLazy = { label: '', size: 0 };
for (const build of [portal, console_]) {
  const app = build === portal ? 'enterprise-portal' : 'org-console';
  const entry = Object.keys(build.manifest).find((key) => build.manifest[key]!.isEntry)!;
  const firstLoad = staticClosure(build.manifest, entry);
  for (const [key, chunk] of Object.entries(build.manifest)) {
    if (firstLoad.has(key) || !chunk.file.endsWith('.js')) continue;
    const size = build.gzip(chunk.file);
    const label = `${app}: ${chunkLabel(build, key)}`;
    if (size > largestLazy.size) largestLazy = { label, size };
    if (size > LAZY_CHUNK_BUDGET) {
      const mine: BundleRecord = { pages: {}, chunks: {} };
      const visitRecord = recordVisit(build, [key], mine);
      const [name, now] = Object.entries(mine.chunks)[0]!;
      const before = recorded?.chunks[name];
      failures.push(
        [
          `lazy chunk ${label} (${chunk.file}): ${kib(size)} > ${kib(LAZY_CHUNK_BUDGET)}.${before ? ' Compared with bundle-record.json:' : ' Its largest modules:'}`,
          ...(before ? explainGrowth(visitRecord, mine.chunks, { size: before.size, chunks: { [name]: before.size } }, recorded!.chunks) : largestModules(now)),
        ].join('\n'),
      );
    }
  }
}
rows.push([`largest chunk after the first load: ${largestLazy.label}`, kib(largestLazy.size), '', `≤ ${kib(LAZY_CHUNK_BUDGET)}`, `≤ ${kib(LAZY_CHUNK_BUDGET)}`, '']);

const consoleEntry = Object.keys(console_.manifest).find((key) => console_.manifest[key]!.isEntry)!;
rows.push(['org-console: first load (index.html)', kib(jsBytes(console_, staticClosure(console_.manifest, consoleEntry))), '', '', '', '']);

const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
console.log(`\n| ${rows[0]!.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ')} |`);
console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
for (const row of rows.slice(1)) console.log(`| ${row.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ')} |`);

if (process.argv.includes('--record')) {
  for (const [label, visit] of Object.entries(visits)) record.pages[label] = pageRecord(record, visit);
  writeFileSync(recordFile, recordJson(record));
  console.log(`\nRecorded the figures of this build in ${recordFile}.`);
}
if (failures.length > 0) {
  console.error(`\n${failures.length} budget(s) exceeded (the budgets are not raised to make this pass):\n\n${failures.join('\n\n')}`);
  process.exit(1);
}
console.log('\nAll bundle budgets hold.');

/** One line per page and per chunk: the file stays readable in a diff, and a merge conflict is resolved by --record. */
function recordJson(value: BundleRecord): string {
  const block = (entries: Record<string, unknown>) =>
    Object.keys(entries)
      .sort()
      .map((key) => `    ${JSON.stringify(key)}: ${JSON.stringify(entries[key])}`)
      .join(',\n');
  return `{\n  "pages": {\n${block(value.pages)}\n  },\n  "chunks": {\n${block(value.chunks)}\n  }\n}\n`;
}
