import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type BundleRecord, chunkModules, explainGrowth, readBuild, recordVisit, visitChunks } from './bundle-visits.ts';

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

const text = (length: number, seed: number) => Array.from({ length }, (_, index) => String.fromCharCode(97 + ((index * seed) % 26))).join('');

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

  it('names the chunk that grew and the module that grew in it', () => {
    const build = readBuild(dist);
    const before: BundleRecord = { pages: {}, chunks: {} };
    const visit = recordVisit(build, visitChunks(build, ['src/pages/home/home-page.tsx']), before);
    // The record as it was before the Chip chunk took in a new module of 2 KiB.
    const widgets = before.chunks['Chip']!;
    const now: BundleRecord = { pages: {}, chunks: { ...before.chunks, Chip: { size: widgets.size + 2048, modules: { ...widgets.modules, 'node_modules/@mui/material/Select/Select.mjs': 2048 } } } };
    const grown = { ...visit, chunks: { ...visit.chunks, Chip: visit.chunks['Chip']! + 2048 } };
    const lines = explainGrowth(grown, now.chunks, before);
    expect(lines[0]).toMatch(/^ {2}chunk Chip: \+2\.0 KiB, now /);
    expect(lines[1]).toBe('    +2.0 KiB  node_modules/@mui/material/Select/Select.mjs (new in this chunk)');
    expect(lines).toHaveLength(2);
    expect(explainGrowth(visit, before.chunks, before)).toEqual(['  no chunk grew by 0.25 KiB or more since the record (several smaller ones may have)']);
  });
});
