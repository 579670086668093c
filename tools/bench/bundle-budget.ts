/**
 * Bundle budgets of the portal (issue 8 "Fast on a phone"). Builds both apps (unless --no-build), then
 * reads the Vite manifest and measures every chunk at gzip level 9:
 *   - the first-load JavaScript: what index.html loads before any screen (its entry and everything that
 *     imports statically; the "224.4 KiB now" is this figure), ≤ 160 KiB; /home with the layout
 *     and its own screen chunk (both load in parallel right after it) is printed beside it;
 *   - every chunk loaded after the first load (screens and the pieces they share), ≤ 60 KiB each; what
 *     opening a screen directly downloads beyond the first load is printed beside it;
 *   - the chart runtime: printed, and checked to be loaded only by the compare feature and to register
 *     only the chart types the compare screens draw (echarts/core + per-type imports).
 * Prints a table; exits non-zero when a budget is exceeded. Budgets are not raised to make this pass.
 *
 *   npx tsx tools/bench/bundle-budget.ts [--no-build]
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { appScriptsOf } from '../vite/shell-start.ts';

const KIB = 1024;
const INITIAL_HOME_BUDGET = 160 * KIB;
const ROUTE_CHUNK_BUDGET = 60 * KIB;
/** The chart types and components the compare screens draw (features/compare/echarts-runtime.ts). */
const ALLOWED_ECHARTS_CHARTS = new Set(['bar', 'heatmap']);
const root = resolve(import.meta.dirname, '../..');

type ManifestChunk = { file: string; src?: string; isEntry?: boolean; isDynamicEntry?: boolean; imports?: string[]; dynamicImports?: string[] };
type Manifest = Record<string, ManifestChunk>;

if (!process.argv.includes('--no-build')) {
  for (const app of ['enterprise-portal', 'org-console']) {
    const build = spawnSync('npx', ['vite', 'build', '--config', `apps/${app}/vite.config.ts`, '--logLevel', 'error'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
}

const sizes = new Map<string, number>();
function gzipSize(dist: string, file: string): number {
  const key = join(dist, file);
  let size = sizes.get(key);
  if (size === undefined) {
    size = gzipSync(readFileSync(key), { level: 9 }).length;
    sizes.set(key, size);
  }
  return size;
}

function staticClosure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  if (into.has(key)) return into;
  into.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(manifest, imported, into);
  return into;
}

function sum(dist: string, manifest: Manifest, keys: Iterable<string>): number {
  let total = 0;
  for (const key of keys) if (manifest[key]!.file.endsWith('.js')) total += gzipSize(dist, manifest[key]!.file);
  return total;
}

const kib = (bytes: number) => `${(bytes / KIB).toFixed(1)} KiB`;
type Row = { what: string; size: number; budget?: number };
const rows: Row[] = [];
const failures: string[] = [];
function check(what: string, size: number, budget?: number) {
  rows.push({ what, size, budget });
  if (budget !== undefined && size > budget) failures.push(`${what}: ${kib(size)} > ${kib(budget)}`);
}

for (const app of ['enterprise-portal', 'org-console'] as const) {
  const dist = join(root, 'dist/apps', app);
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entry) throw new Error(`${app}: no entry in the manifest`);
  const initial = staticClosure(manifest, entry);

  if (app === 'enterprise-portal') {
    const home = Object.keys(manifest).find((key) => key.endsWith('pages/home/home-page.tsx'));
    if (!home) throw new Error('the home screen chunk is missing from the manifest');
    check(`${app}: first-load JS (index.html)`, sum(dist, manifest, initial), INITIAL_HOME_BUDGET);
    // index.html also preloads what every route needs (tools/vite/shell-preloads.ts): fetched beside the
    // first load, run only when the router asks for it. Printed so the bytes on the wire stay visible.
    const html = readFileSync(join(dist, 'index.html'), 'utf8');
    const preloaded = appScriptsOf(html).preloads.map((href) => href.replace(/^\//, ''));
    const preloadKeys = Object.keys(manifest).filter((key) => preloaded.includes(manifest[key]!.file) && !initial.has(key));
    check(`${app}: preloaded beside it (layout, footer, shared screen chunks)`, sum(dist, manifest, preloadKeys));
    // The layout is a lazy route loaded beside the first screen (libs/shell app-routes.tsx): part of /home.
    const layout = Object.keys(manifest).find((key) => key.endsWith('libs/shell/src/app-layout.tsx'));
    if (!layout) throw new Error('the layout chunk is missing from the manifest');
    const homeLoad = staticClosure(manifest, layout, staticClosure(manifest, home, new Set(initial)));
    check(`${app}: /home = first load + layout + home screen`, sum(dist, manifest, homeLoad));
  } else {
    check(`${app}: first-load JS (index.html)`, sum(dist, manifest, initial));
  }

  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.isDynamicEntry) continue;
    const extra = [...staticClosure(manifest, key)].filter((imported) => !initial.has(imported));
    const name = chunk.src?.replace(/^src\//, '') ?? key;
    const isChartRuntime = /echarts/.test(chunk.file);
    check(`${app}: ${isChartRuntime ? 'chart runtime' : 'screen'} ${name}, opened directly`, sum(dist, manifest, extra));

    if (isChartRuntime) {
      if (initial.has(key)) failures.push(`${app}: the chart runtime is part of the first load`);
      const importers = Object.entries(manifest)
        .filter(([, other]) => other.dynamicImports?.includes(key) || other.imports?.includes(key))
        .map(([other]) => other);
      // The import() sits in features/compare (compare-chart.tsx); rolldown may place that module in a
      // shared chunk, so the importing chunk is checked by the modules it contains.
      const foreign = importers.filter((importer) => {
        const sources = (JSON.parse(readFileSync(join(dist, `${manifest[importer]!.file}.map`), 'utf8')) as { sources: string[] }).sources;
        return !sources.some((source) => source.includes('features/compare/'));
      });
      if (foreign.length > 0) failures.push(`${app}: the chart runtime is loaded outside the compare screens by ${foreign.join(', ')}`);
      const map = JSON.parse(readFileSync(join(dist, `${chunk.file}.map`), 'utf8')) as { sources: string[] };
      const charts = new Set(map.sources.map((source) => /echarts\/lib\/chart\/([^/]+)\/install\.js$/.exec(source)?.[1]).filter((type): type is string => Boolean(type)));
      const unused = [...charts].filter((type) => !ALLOWED_ECHARTS_CHARTS.has(type));
      if (unused.length > 0) failures.push(`${app}: the chart runtime bundles unused chart types: ${unused.join(', ')}`);
      if (map.sources.some((source) => /node_modules\/echarts\/index\.js$/.test(source))) failures.push(`${app}: the whole echarts package is imported`);
    }
  }
}

for (const app of ['enterprise-portal', 'org-console'] as const) {
  const dist = join(root, 'dist/apps', app);
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry)!;
  const initial = staticClosure(manifest, entry);
  const lazyChunks = Object.keys(manifest).filter((key) => !initial.has(key) && manifest[key]!.file.endsWith('.js') && !/echarts/.test(manifest[key]!.file));
  const largest = lazyChunks.map((key) => ({ key, size: gzipSize(dist, manifest[key]!.file) })).sort((a, b) => b.size - a.size);
  for (const chunk of largest.filter((item, index) => index < 3 || item.size > ROUTE_CHUNK_BUDGET)) {
    check(`${app}: lazy chunk ${manifest[chunk.key]!.file}`, chunk.size, ROUTE_CHUNK_BUDGET);
  }
}

const width = Math.max(...rows.map((row) => row.what.length));
console.log(`${'chunk'.padEnd(width)}  ${'gzip'.padStart(10)}  ${'budget'.padStart(10)}`);
for (const row of rows) {
  const flag = row.budget !== undefined && row.size > row.budget ? '  OVER' : '';
  console.log(`${row.what.padEnd(width)}  ${kib(row.size).padStart(10)}  ${(row.budget ? kib(row.budget) : '—').padStart(10)}${flag}`);
}
if (failures.length > 0) {
  console.error(`\n${failures.length} budget(s) exceeded:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log('\nAll bundle budgets hold.');
