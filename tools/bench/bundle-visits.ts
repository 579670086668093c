/**
 * What a visit fetches, read from a build: the Vite manifest, the built index.html and the chunks' source maps.
 * Used by tools/bench/bundle-budget.ts (the table and the budgets CI holds) and its test.
 *
 * A visit of an address fetches the entry and everything it imports statically, every chunk index.html names for
 * preloading (as tags or on the start script, tools/vite/shell-start.ts), the chunks every route loads (the layout and
 * the footer), the chunks the app fetches by itself on every page (the error views and the toast view), and the
 * chunk of the screen at that address with its static imports. Each file counts once, at gzip level 9.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { appScriptsOf } from '../vite/shell-start.ts';

export const KIB = 1024;

export type ManifestChunk = {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
};
export type Manifest = Record<string, ManifestChunk>;

export type Build = {
  dist: string;
  manifest: Manifest;
  /** Manifest keys of the chunks index.html makes the browser fetch: the entry's static closure and the preloads. */
  page: Set<string>;
  /** Gzip size of a built file (cached). */
  gzip: (file: string) => number;
};

export function readBuild(dist: string): Build {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
  const sizes = new Map<string, number>();
  const gzip = (file: string) => {
    let size = sizes.get(file);
    if (size === undefined) {
      size = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
      sizes.set(file, size);
    }
    return size;
  };
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entry) throw new Error(`${dist}: no entry in the manifest`);
  const page = staticClosure(manifest, entry);
  const { preloads } = appScriptsOf(readFileSync(join(dist, 'index.html'), 'utf8'));
  for (const href of preloads) {
    const key = keyOfFile(manifest, href.replace(/^\//, ''));
    if (!key) throw new Error(`${dist}: index.html preloads ${href}, which the manifest does not know`);
    staticClosure(manifest, key, page);
  }
  return { dist, manifest, page, gzip };
}

export function staticClosure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  if (into.has(key)) return into;
  into.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(manifest, imported, into);
  return into;
}

export function keyOfFile(manifest: Manifest, file: string): string | undefined {
  return Object.keys(manifest).find((key) => manifest[key]!.file === file);
}

/** The manifest key of the chunk whose source ends with `source` (a screen, the layout, …). */
export function keyOfSource(build: Build, source: string): string {
  const matches = Object.keys(build.manifest).filter((key) => key.endsWith(source));
  if (matches.length !== 1) throw new Error(`${build.dist}: ${matches.length} chunks for ${source} (want exactly one)`);
  return matches[0]!;
}

/** The chunks (manifest keys) a visit fetches: the page's, plus every source's static closure. */
export function visitChunks(build: Build, sources: readonly string[]): Set<string> {
  const chunks = new Set(build.page);
  for (const source of sources) staticClosure(build.manifest, keyOfSource(build, source), chunks);
  return chunks;
}

export function jsBytes(build: Build, chunks: Iterable<string>): number {
  let total = 0;
  for (const key of chunks) if (build.manifest[key]!.file.endsWith('.js')) total += build.gzip(build.manifest[key]!.file);
  return total;
}

/** A chunk's name for people: its screen or module for an entry, the group or first module's name otherwise. */
export function chunkLabel(build: Build, key: string): string {
  const chunk = build.manifest[key]!;
  if (chunk.isEntry) return 'entry (index.html)';
  if (chunk.src) return chunk.src.replace(/^(\.\.\/)+/, '').replace(/^src\//, '');
  return chunk.name ?? chunk.file;
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const BASE64_VALUE = new Map([...BASE64].map((char, index) => [char, index]));

/** One segment of a source map's `mappings`, as numbers (base64 VLQ). */
function decodeSegment(segment: string): number[] {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = BASE64_VALUE.get(char);
    if (digit === undefined) throw new Error(`not a source map segment: ${segment}`);
    value += (digit & 31) << shift;
    if (digit & 32) shift += 5;
    else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}

/** Where a module's path starts, for people: `node_modules/…`, `libs/…`, `apps/…`. */
export function moduleName(source: string): string {
  const at = source.search(/(?:^|\/)(node_modules|libs|apps|tools)\//);
  return at < 0 ? source : source.slice(source[at] === '/' ? at + 1 : at);
}

/**
 * The characters of a built chunk attributed to the modules they came from (its source map); code the bundler
 * wrote itself (imports, exports, its runtime) is `(bundler)`. Returns each module's share of the chunk's gzip size,
 * in proportion to its characters: gzip does not say which module each compressed byte belongs to.
 */
export function chunkModules(code: string, map: { sources: string[]; mappings: string }, gzipSize: number): Map<string, number> {
  const lines = code.split('\n');
  const characters = new Map<string, number>();
  let source = 0;
  let mapped = 0;
  map.mappings.split(';').forEach((line, lineIndex) => {
    if (!line) return;
    const starts: { column: number; source: number | null }[] = [];
    let column = 0;
    for (const segment of line.split(',')) {
      const values = decodeSegment(segment);
      column += values[0]!;
      if (values.length > 1) {
        source += values[1]!;
        starts.push({ column, source });
      } else starts.push({ column, source: null });
    }
    const length = lines[lineIndex]?.length ?? 0;
    starts.forEach((start, index) => {
      const end = index + 1 < starts.length ? starts[index + 1]!.column : length;
      const name = start.source === null ? '(bundler)' : moduleName(map.sources[start.source] ?? '(bundler)');
      characters.set(name, (characters.get(name) ?? 0) + end - start.column);
      mapped += end - start.column;
    });
  });
  const unmapped = code.length - mapped;
  if (unmapped > 0) characters.set('(bundler)', (characters.get('(bundler)') ?? 0) + unmapped);
  const shares = new Map<string, number>();
  for (const [name, count] of characters) shares.set(name, (count / Math.max(code.length, 1)) * gzipSize);
  return shares;
}

/** The modules of a built chunk with their share of its gzip size (an empty map for a file without a source map). */
export function modulesOf(build: Build, key: string): Map<string, number> {
  const file = build.manifest[key]!.file;
  let map: { sources: string[]; mappings: string };
  try {
    map = JSON.parse(readFileSync(join(build.dist, `${file}.map`), 'utf8')) as typeof map;
  } catch {
    return new Map([['(bundler)', build.gzip(file)]]);
  }
  return chunkModules(readFileSync(join(build.dist, file), 'utf8'), map, build.gzip(file));
}

/**
 * The figures kept to say later what grew: per page, its size and its chunks' sizes; per chunk, its size and its
 * modules' shares (modules under 64 bytes summed as one line). Chunks are named by chunkLabel, the same across builds.
 */
export type ChunkRecord = { size: number; modules: Record<string, number> };
export type VisitRecord = { size: number; chunks: Record<string, number> };
/**
 * What bundle-record.json keeps: each page's size and chunks (indices into the sorted names of `chunks`, to keep the
 * file small), each chunk's size and modules.
 */
export type PageRecord = { size: number; chunks: number[] };
export type BundleRecord = { pages: Record<string, PageRecord>; chunks: Record<string, ChunkRecord> };

/** A page of the record as a visit: its chunks by name with their recorded sizes. */
export function recordedVisit(record: BundleRecord, page: string): VisitRecord | undefined {
  const entry = record.pages[page];
  if (!entry) return undefined;
  const names = Object.keys(record.chunks).sort();
  const chunks: Record<string, number> = {};
  for (const index of entry.chunks) {
    const name = names[index];
    if (name !== undefined) chunks[name] = record.chunks[name]!.size;
  }
  return { size: entry.size, chunks };
}

/** A visit as the record keeps it, once every chunk of the record is in `record.chunks`. */
export function pageRecord(record: BundleRecord, visit: VisitRecord): PageRecord {
  const names = Object.keys(record.chunks).sort();
  const index = new Map(names.map((name, position) => [name, position]));
  return { size: visit.size, chunks: Object.keys(visit.chunks).map((name) => index.get(name)!).sort((a, b) => a - b) };
}

const SMALL_MODULES = '(modules under 64 bytes)';

/** Records a visit's chunks in `into.chunks` (once each) and returns the page's own record. */
export function recordVisit(build: Build, chunks: Iterable<string>, into: BundleRecord): VisitRecord {
  const visit: VisitRecord = { size: 0, chunks: {} };
  for (const key of chunks) {
    const file = build.manifest[key]!.file;
    if (!file.endsWith('.js')) continue;
    const size = build.gzip(file);
    visit.size += size;
    const label = uniqueLabel(build, key);
    visit.chunks[label] = size;
    if (!(label in into.chunks)) {
      const modules: Record<string, number> = {};
      for (const [name, share] of modulesOf(build, key)) {
        const rounded = Math.round(share);
        if (rounded < 64) modules[SMALL_MODULES] = (modules[SMALL_MODULES] ?? 0) + rounded;
        else modules[name] = rounded;
      }
      into.chunks[label] = { size, modules };
    }
  }
  return visit;
}

/** Labels are unique per build: two chunks with one name (rolldown may give a module's name twice) get #2, #3, … by file. */
const labelsByBuild = new WeakMap<Build, Map<string, string>>();
function uniqueLabel(build: Build, key: string): string {
  let labels = labelsByBuild.get(build);
  if (!labels) {
    labels = new Map();
    const taken = new Map<string, number>();
    for (const other of Object.keys(build.manifest).sort((a, b) => build.manifest[a]!.file.localeCompare(build.manifest[b]!.file))) {
      const label = chunkLabel(build, other);
      const count = (taken.get(label) ?? 0) + 1;
      taken.set(label, count);
      labels.set(other, count === 1 ? label : `${label} #${count}`);
    }
    labelsByBuild.set(build, labels);
  }
  return labels.get(key)!;
}

const signed = (bytes: number) => `${bytes >= 0 ? '+' : '−'}${(Math.abs(bytes) / KIB).toFixed(1)} KiB`;

/**
 * Why a page is larger than when it was recorded: the chunks it fetches that grew or that it did not fetch then, each
 * with the modules that grew or are new in it, largest first. `before` is the page as recorded (recordedVisit) and
 * `beforeChunks` the record's chunks.
 */
export function explainGrowth(
  now: VisitRecord,
  nowChunks: Record<string, ChunkRecord>,
  before: VisitRecord | undefined,
  beforeChunks: Record<string, ChunkRecord>,
  { minBytes = 256, maxChunks = 6, maxModules = 5 } = {},
): string[] {
  if (!before) return ['  (no recorded figures for this page: run the budget with --record on the accepted build)'];
  const lines = [`  the page: ${signed(now.size - before.size)} since the record`];
  const grown = Object.entries(now.chunks)
    .map(([name, size]) => {
      const fetchedBefore = name in before.chunks;
      return { name, size, fetchedBefore, delta: size - (fetchedBefore ? before.chunks[name]! : 0) };
    })
    .filter((item) => item.delta >= minBytes)
    .sort((a, b) => b.delta - a.delta);
  for (const { name, size, delta, fetchedBefore } of grown.slice(0, maxChunks)) {
    lines.push(`  chunk ${name}: ${signed(delta)}${fetchedBefore ? '' : ' (not fetched by this page before)'}, now ${(size / KIB).toFixed(1)} KiB`);
    // A chunk new to the page is explained by its modules; one that grew, by what grew in it.
    const old = fetchedBefore ? (beforeChunks[name]?.modules ?? {}) : {};
    const modules = Object.entries(nowChunks[name]?.modules ?? {})
      .map(([module, moduleSize]) => ({ module, delta: moduleSize - (old[module] ?? 0), isNew: !(module in old) }))
      .filter((item) => item.delta >= minBytes / 4)
      .sort((a, b) => b.delta - a.delta)
      .slice(0, maxModules);
    for (const item of modules) lines.push(`    ${signed(item.delta)}  ${item.module}${fetchedBefore && item.isNew ? ' (new in this chunk)' : ''}`);
  }
  if (grown.length > maxChunks) lines.push(`  and ${grown.length - maxChunks} more chunks`);
  if (grown.length === 0) lines.push('  no chunk grew by 0.25 KiB or more since the record (several smaller ones may have)');
  return lines;
}

/** The largest modules of a chunk, for a chunk over its budget with no record to compare with. */
export function largestModules(record: ChunkRecord, count = 8): string[] {
  return Object.entries(record.modules)
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([module, size]) => `    ${(size / KIB).toFixed(1)} KiB  ${module}`);
}
