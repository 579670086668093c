import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type BundleRecord, chunkModules, explainGrowth, pageRecord, readBuild, recordVisit, recordedVisit, visitChunks } from './bundle-visits.ts';

/** A source map with one line: `segments` as [generated column, source index] pairs (a source index of -1: unmapped). */
function mapOf(sources: string[], segments: [number, number][]) {
  const vlq = (value: number) => {
    let rest = value < 0 ? (-value << 1) | 1 : value << 1;
    let out = '';
    do {
      let digit = rest & 31;
      rest >>>= 5;
      if (rest > 0) digit |= 32;
      out += 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'[digit];
    } while (rest > 0);
    return out;
  };
  let column = 0;
  let source = 0;
  const parts = segments.map(([at, index]) => {
    const part = index < 0 ? vlq(at - column) : vlq(at - column) + vlq(index - source) + vlq(0) + vlq(0);
    column = at;
    if (index >= 0) source = index;
    return part;
  });
  return { sources, mappings: parts.join(',') };
}

describe('chunkModules', () => {
  it('gives each module its share of the gzip size by the characters it wrote, and the rest to the bundler', () => {
    const code = `import"x";${'a'.repeat(30)}${'b'.repeat(50)}`; // 10 + 30 + 50 characters
    const map = mapOf(['../../node_modules/@mui/material/Button/Button.mjs', '../../libs/ui/src/a.tsx'], [
      [0, -1],
      [10, 1],
      [40, 0],
    ]);
    const shares = chunkModules(code, map, 900);
    expect(shares.get('(bundler)')).toBeCloseTo(100);
    expect(shares.get('libs/ui/src/a.tsx')).toBeCloseTo(300);
    expect(shares.get('node_modules/@mui/material/Button/Button.mjs')).toBeCloseTo(500);
  });
});

/** A built app on disk: chunks with source maps, a manifest and an index.html with a start script. */
function fakeBuild(chunks: Record<string, { file: string; code: string; sources: string[]; imports?: string[]; isEntry?: boolean; src?: string; name?: string }>, preloads: string[]) {
  const dist = mkdtempSync(join(tmpdir(), 'bundle-visits-'));
  mkdirSync(join(dist, '.vite'));
  mkdirSync(join(dist, 'assets'));
  const manifest: Record<string, unknown> = {};
  for (const [key, chunk] of Object.entries(chunks)) {
    writeFileSync(join(dist, chunk.file), chunk.code);
    writeFileSync(join(dist, `${chunk.file}.map`), JSON.stringify(mapOf(chunk.sources, [[0, 0]])));
    manifest[key] = { file: chunk.file, imports: chunk.imports, isEntry: chunk.isEntry, src: chunk.src, name: chunk.name, isDynamicEntry: !chunk.isEntry && Boolean(chunk.src) };
  }
  writeFileSync(join(dist, '.vite/manifest.json'), JSON.stringify(manifest));
  const entry = Object.values(chunks).find((chunk) => chunk.isEntry)!;
  writeFileSync(join(dist, 'index.html'), `<script defer src="/assets/start.js" data-entry="/${entry.file}" data-preload="${preloads.map((file) => `/${file}`).join(' ')}" nonce="n"></script>`);
  return dist;
}

/** Text that gzip cannot shrink much (a linear congruential sequence of letters), so sizes stay apart. */
function text(length: number, seed: number): string {
  let state = seed;
  return Array.from({ length }, () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return String.fromCharCode(97 + (state % 26));
  }).join('');
}

describe('a visit', () => {
  const dist = fakeBuild(
    {
      'index.html': { file: 'assets/index.js', code: text(400, 7), sources: ['../../node_modules/react-dom/index.js'], imports: ['_shared.js'], isEntry: true },
      '_shared.js': { file: 'assets/shared.js', code: text(200, 3), sources: ['../../libs/ui/src/shared.ts'], name: 'shared' },
      'layout.tsx': { file: 'assets/layout.js', code: text(300, 5), sources: ['../../libs/shell/src/app-layout.tsx'], imports: ['_widgets.js'], src: '../../libs/shell/src/app-layout.tsx' },
      '_widgets.js': { file: 'assets/widgets.js', code: text(250, 11), sources: ['../../node_modules/@mui/material/Chip/Chip.mjs'], name: 'Chip' },
      'src/pages/home/home-page.tsx': { file: 'assets/home.js', code: text(500, 13), sources: ['src/pages/home/home-page.tsx'], imports: ['_widgets.js'], src: 'src/pages/home/home-page.tsx' },
      'src/pages/other/other-page.tsx': { file: 'assets/other.js', code: text(900, 17), sources: ['src/pages/other/other-page.tsx'], src: 'src/pages/other/other-page.tsx' },
    },
    ['assets/layout.js'],
  );

  it("counts the entry's closure, the preloads' closures and the screen's closure, each file once", () => {
    const build = readBuild(dist);
    const chunks = visitChunks(build, ['src/pages/home/home-page.tsx']);
    expect([...chunks].map((key) => build.manifest[key]!.file).sort()).toEqual(['assets/home.js', 'assets/index.js', 'assets/layout.js', 'assets/shared.js', 'assets/widgets.js']);
    expect(visitChunks(build, ['src/pages/other/other-page.tsx']).has('src/pages/home/home-page.tsx')).toBe(false);
  });

  it('names the chunks that grew or are new to the page, and the modules behind them', () => {
    const build = readBuild(dist);
    const record: BundleRecord = { pages: {}, chunks: {} };
    const home = recordVisit(build, visitChunks(build, ['src/pages/home/home-page.tsx']), record);
    const other = recordVisit(build, visitChunks(build, ['src/pages/other/other-page.tsx']), record);
    record.pages['/home'] = pageRecord(record, home);
    record.pages['other'] = pageRecord(record, other);
    expect(recordedVisit(record, '/home')).toEqual(home);

    // Now the Chip chunk took in Select (2 KiB), and /home also fetches the other screen's chunk.
    const chip = record.chunks['Chip']!;
    const nowChunks = { ...record.chunks, Chip: { size: chip.size + 2048, modules: { ...chip.modules, 'node_modules/@mui/material/Select/Select.mjs': 2048 } } };
    const otherSize = other.chunks['pages/other/other-page.tsx']!;
    const grown = { size: home.size + 2048 + otherSize, chunks: { ...home.chunks, Chip: home.chunks['Chip']! + 2048, 'pages/other/other-page.tsx': otherSize } };
    const lines = explainGrowth(grown, nowChunks, recordedVisit(record, '/home'), record.chunks, { minBytes: 64 });
    expect(lines[0]).toMatch(/^ {2}the page: \+\d+\.\d KiB since the record$/);
    expect(lines[1]).toMatch(/^ {2}chunk Chip: \+2\.0 KiB, now /);
    expect(lines[2]).toBe('    +2.0 KiB  node_modules/@mui/material/Select/Select.mjs (new in this chunk)');
    expect(lines[3]).toMatch(/^ {2}chunk pages\/other\/other-page\.tsx: \+0\.\d KiB \(not fetched by this page before\), now /);
    expect(lines[4]).toMatch(/^ {4}\+0\.\d KiB {2}src\/pages\/other\/other-page\.tsx$/);

    expect(explainGrowth(home, record.chunks, recordedVisit(record, '/home'), record.chunks).slice(1)).toEqual([
      '  no chunk grew by 0.25 KiB or more since the record (several smaller ones may have)',
    ]);
  });
});
