/**
 * Where a search of a word nobody asked a moment before spends its time (issue 32): every word province.ts asks in
 * turn (the seeded policies' words of two characters or more, in the same fixed order), one at a time in process on
 * the database DATABASE_URL names, each once (nothing kept: the answer cache is the HTTP handler's), with the time
 * of each statement the search sends. Prints the spread of the whole search and of each kind of statement, and the
 * costliest words with their hit counts, so the largest cost can be read apart from HTTP and concurrency.
 *
 *   DATABASE_URL=postgres://… npx tsx --tsconfig apps/server/tsconfig.json tools/bench/search-words.ts [policy|global] [how many words] [common|rare]
 *
 * SEARCH_PGDATA=<the cluster's folder> (one no one else uses, as hold-postgres.ts keeps) adds the CPU time its
 * processes and this one spent per search: on shared cores a wall time says as much about the neighbours.
 *
 * Before the words are timed the process is warmed as a running server is (SEARCH_WARM=0 leaves it cold): the segmenter's
 * dictionaries loaded (the server does it at start), then three searches of words not counted (the planner's statistics
 * read, once a minute per instance, and the pool's connections' catalog caches filled) — else those one-off costs,
 * hundreds of milliseconds, were spread over the words' CPU per search.
 *
 * SEARCH_DUMP=<file> then writes every word's answers, one JSON line each, untimed: the page-1 answer measured and,
 * for 全站搜索, the policy area's pages 1 and 7 and the news area's page 1 (what a change must answer alike: run
 * this script from two checkouts on the same database and compare the files).
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import type { Db } from '@smes/server/testing';
import { openPool, searchIndex, searchPolicies, warmSegmenter } from '@smes/server/testing';
import { seedWords } from './bench-server';

const url = process.env['DATABASE_URL'];
if (!url) throw new Error('DATABASE_URL must name the province database');
const which = process.argv[2] === 'global' ? 'global' : 'policy';
const db = await openPool(url, { poolSize: 2 });

/** The kind of a statement, by its first words (what the table groups by). */
function kind(sql: string): string {
  const text = sql.replace(/\s+/g, ' ').trim().replace(/^\/\* prepared \*\/ /, '');
  if (/^(BEGIN|COMMIT|ROLLBACK|SET LOCAL|SAVEPOINT|RELEASE)/i.test(text)) return 'transaction and settings';
  if (text.startsWith('SELECT p.id FROM')) return 'candidates (ids in page order)';
  if (text.startsWith('SELECT p.id, p.title')) return 'page rows';
  if (text.startsWith('WITH candidates AS')) return 'candidates and page rows (one statement)';
  if (text.startsWith('WITH found AS')) return 'count, title hits, a window of the newest and page rows (one statement)';
  if (text.startsWith('WITH counted AS')) return 'count and page off the word table, page rows (one statement)';
  if (text.includes('FROM search_document_words')) return 'each area’s count and first hits off the word table, their texts (one statement)';
  if (text.startsWith('WITH hits AS')) return 'ranks (hits, grouped and counted)';
  if (text.includes('FROM search_documents d JOIN unnest')) return text.includes('substr(d.body') ? 'shown hits’ texts' : 'shown hits’ whole texts';
  if (text.startsWith('SELECT id, body FROM policies')) return 'page rows’ whole bodies';
  if (text.includes('LIMIT @walk) d')) return 'a capped area: title hits walked';
  if (text.includes('OFFSET @stretch')) return 'a capped area: the date of its k-th newest';
  if (text.includes('>= @floor')) return 'a capped area: hits on or after that date';
  if (text.includes('title_chars @@ @titleChars')) return 'a capped area: title hits off the title characters';
  if (text.startsWith('SELECT d.area, d.source_id AS id, d.date FROM search_documents d WHERE d.area = @topArea')) return 'a capped area: every hit sorted';
  if (text.includes('FROM pg_stats') || text.includes('FROM pg_class')) return 'planner statistics (once a minute)';
  if (text.includes('search_index_queue')) return 'index queue';
  return text.slice(0, 40);
}

let spent = new Map<string, number>();
function timed(inner: Db): Db {
  const wrap = <A extends unknown[], R>(call: (sql: string, ...args: A) => Promise<R>) =>
    async (sql: string, ...args: A): Promise<R> => {
      const at = performance.now();
      try {
        return await call(sql, ...args);
      } finally {
        const name = kind(sql);
        spent.set(name, (spent.get(name) ?? 0) + performance.now() - at);
      }
    };
  return { ...inner, all: wrap(inner.all.bind(inner)), get: wrap(inner.get.bind(inner)), run: wrap(inner.run.bind(inner)) } as Db;
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN;
}

/** CPU seconds (user + system) of the cluster's processes: the postmaster's children, by /proc. */
function clusterCpu(): number {
  const dir = process.env['SEARCH_PGDATA'];
  if (!dir) return Number.NaN;
  const postmaster = readFileSync(`${dir}/postmaster.pid`, 'utf8').split('\n')[0]?.trim();
  let ticks = 0;
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').replace(/^.*\) /, '').split(' ');
      if (fields[1] === postmaster || pid === postmaster) ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // gone meanwhile
    }
  }
  return ticks / 100;
}

const load = () => loadavg().map((value) => value.toFixed(1)).join(' ');
try {
  // [common|rare]: only the words in 2% or more of the seed's 540 policies (about a thousand hits or more at a
  // province), or only the others; province.ts splits its rows the same way.
  const only = process.argv[4];
  const words = (await seedWords((sql) => db.all<{ word: string; ndoc: number }>(sql)))
    .filter((row) => (only === 'common' ? row.ndoc >= 11 : only === 'rare' ? row.ndoc < 11 : true))
    .map((row) => row.word)
    .slice(0, Number(process.argv[3] ?? Infinity));
  const probe = timed(db);
  if (process.env['SEARCH_WARM'] !== '0') {
    warmSegmenter();
    for (const word of ['高新技术企业', '首台套', '企']) {
      // Through the probe: the statistics are kept per database object.
      if (which === 'policy') await searchPolicies(probe, { keyword: word, pageNum: 1, pageSize: 10, orderBy: 'relevance', isAsc: 'desc' });
      else await searchIndex(probe, word, { pageNum: 1, pageSize: 10 });
    }
  }
  console.log(`${which} search, ${words.length}${only ? ` ${only}` : ''} words one at a time${process.env['SEARCH_WARM'] === '0' ? ' (cold)' : ''} · load average ${load()}`);
  const runs: { word: string; ms: number; hits: string; parts: Map<string, number> }[] = [];
  const cpuBefore = { cluster: clusterCpu(), own: process.cpuUsage() };
  for (const word of words) {
    spent = new Map();
    const at = performance.now();
    let hits: string;
    if (which === 'policy') {
      const page = await searchPolicies(probe, { keyword: word, pageNum: 1, pageSize: 10, orderBy: 'relevance', isAsc: 'desc' });
      hits = `${page.total}${page.totalCapped ? '+' : ''}`;
    } else {
      const result = await searchIndex(probe, word, { pageNum: 1, pageSize: 10 });
      hits = `${result.total}${result.totalCapped ? '+' : ''}`;
    }
    runs.push({ word, ms: performance.now() - at, hits, parts: spent });
  }
  const own = process.cpuUsage(cpuBefore.own);
  const clusterMs = ((clusterCpu() - cpuBefore.cluster) * 1000) / runs.length;
  console.log(`CPU per search: PostgreSQL ${clusterMs.toFixed(1)} ms · this process ${((own.user + own.system) / 1000 / runs.length).toFixed(1)} ms`);
  const whole = runs.map((run) => run.ms).sort((a, b) => a - b);
  const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);
  console.log(`whole search: p50 ${percentile(whole, 50).toFixed(1)} · p95 ${percentile(whole, 95).toFixed(1)} · max ${whole.at(-1)?.toFixed(1)} ms · mean ${(sum(whole) / whole.length).toFixed(1)} ms · load average ${load()}`);
  const kinds = [...new Set(runs.flatMap((run) => [...run.parts.keys()]))];
  for (const name of kinds) {
    const values = runs.map((run) => run.parts.get(name) ?? 0).sort((a, b) => a - b);
    const present = runs.filter((run) => run.parts.has(name)).length;
    console.log(`  ${name}: p50 ${percentile(values, 50).toFixed(2)} · p95 ${percentile(values, 95).toFixed(2)} · mean ${(sum(values) / values.length).toFixed(2)} ms (in ${present} of ${runs.length} searches)`);
  }
  const inProcess = runs.map((run) => run.ms - sum([...run.parts.values()])).sort((a, b) => a - b);
  console.log(`  the rest (in process: highlighting, snippets, the answer): p50 ${percentile(inProcess, 50).toFixed(2)} · p95 ${percentile(inProcess, 95).toFixed(2)} · mean ${(sum(inProcess) / inProcess.length).toFixed(2)} ms`);
  console.log('costliest words:');
  for (const run of [...runs].sort((a, b) => b.ms - a.ms).slice(0, 12)) {
    console.log(`  ${run.word}: ${run.ms.toFixed(1)} ms, ${run.hits} hits (${[...run.parts].map(([name, ms]) => `${name} ${ms.toFixed(1)}`).join(', ')})`);
  }
  const capped = runs.filter((run) => run.hits.endsWith('+')).length;
  console.log(`words with more than 1,000 hits: ${capped} of ${runs.length}`);
  const dump = process.env['SEARCH_DUMP'];
  if (dump) {
    const lines: string[] = [];
    for (const word of words) {
      const answers =
        which === 'policy'
          ? [1, 7].map(async (pageNum) => await searchPolicies(db, { keyword: word, pageNum, pageSize: 10, orderBy: 'relevance', isAsc: 'desc' }))
          : [
              searchIndex(db, word, { pageNum: 1, pageSize: 10 }),
              ...[1, 7].map(async (pageNum) => await searchIndex(db, word, { area: 'policy', pageNum, pageSize: 10 })),
              searchIndex(db, word, { area: 'news', pageNum: 1, pageSize: 10 }),
            ];
      lines.push(JSON.stringify({ word, answers: await Promise.all(answers) }));
    }
    writeFileSync(dump, `${lines.join('\n')}\n`);
    console.log(`answers of ${words.length} words written to ${dump}`);
  }
} finally {
  await db.close();
}
