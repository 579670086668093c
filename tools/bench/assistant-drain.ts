/**
 * How fast the assistant's index is built from its queue, in process (ADR 120): the first --docs documents of the
 * queue of the database DATABASE_URL names (the province of province-dataset.ts as generated: 51,005 queued, the
 * index empty), indexed in the background runner's batches (--batch, CLAUSE_BACKLOG_BATCH = 10) one after the other,
 * as one instance's runner does while nothing else runs. Prints the time per document and a digest of the index tables
 * (two runs that indexed the same documents must print the same digests), then puts the database back as it found it
 * — the index tables emptied (identities restarted), the documents queued again in their order — unless --keep.
 *
 * It loads the clause store of the checkout it is started from, so one script measures main and a branch in turn:
 *
 *   cd <checkout> && DATABASE_URL=postgres://… npx tsx --tsconfig apps/server/tsconfig.json \
 *     <this checkout>/tools/bench/assistant-drain.ts [--docs 2000] [--batch 10] [--keep]
 *
 * `--docs all` indexes the whole queue (with --keep: a province made answerable for assistant-scale.ts).
 */
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';

type Db = {
  all<T>(sql: string, ...params: unknown[]): Promise<T[]>;
  get<T>(sql: string, ...params: unknown[]): Promise<T | undefined>;
  run(sql: string, ...params: unknown[]): Promise<unknown>;
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
};

const url = process.env['DATABASE_URL'];
if (!url) throw new Error('DATABASE_URL must name the database whose assistant queue is indexed');
const args = process.argv.slice(2);
const option = (name: string, fallback: string) => (args.includes(name) ? (args[args.indexOf(name) + 1] ?? fallback) : fallback);
const docsOption = option('--docs', '2000');
const batch = Number(option('--batch', '10'));
const keep = args.includes('--keep');

const root = process.cwd();
const code = (path: string) => import(resolve(root, 'apps/server/src', path));
const { openPool } = (await code('db/open-database.ts')) as { openPool: (url: string, options: { poolSize: number }) => Promise<Db> };
const { indexClauseBacklogBatch } = (await code('domain/assistant/clause-store.ts')) as { indexClauseBacklogBatch: (db: Db, size: number) => Promise<number> };
const { warmSegmenter } = (await code('shared/chinese/segmenter.ts')) as { warmSegmenter: () => void };

const INDEX_TABLES = 'assistant_clauses, assistant_docs, assistant_terms, assistant_regions';
const DIGESTS = {
  assistant_docs:
    'SELECT md5(string_agg(ROW(id, doc_type, doc_id, title, doc_no, region_code, national, policy_id, judgeable, terms, words, target_words, title_words)::text, chr(10) ORDER BY id)) AS digest, COUNT(*) AS n FROM assistant_docs',
  assistant_clauses: 'SELECT md5(string_agg(ROW(doc, paragraph, label, text, terms, kinds)::text, chr(10) ORDER BY doc, paragraph)) AS digest, COUNT(*) AS n FROM assistant_clauses',
  assistant_terms: 'SELECT md5(string_agg(ROW(term, docs)::text, chr(10) ORDER BY term COLLATE "C")) AS digest, COUNT(*) AS n FROM assistant_terms',
  assistant_regions: 'SELECT md5(string_agg(ROW(region_code, docs)::text, chr(10) ORDER BY region_code COLLATE "C")) AS digest, COUNT(*) AS n FROM assistant_regions',
} as const;

const db = await openPool(url, { poolSize: 2 });
const load = () => loadavg().map((value) => value.toFixed(1)).join(' / ');
try {
  const indexed = Number((await db.get<{ n: number }>('SELECT COUNT(*) AS n FROM assistant_docs'))?.n ?? 0);
  if (indexed > 0 && !keep) throw new Error(`the index already holds ${indexed} documents: this bench starts from an empty index (or --keep, which does not put anything back)`);
  const queued = Number((await db.get<{ n: number }>('SELECT COUNT(*) AS n FROM assistant_index_queue'))?.n ?? 0);
  const docs = docsOption === 'all' ? queued : Math.min(Number(docsOption), queued);
  // The documents this run takes, with their places in the queue, to put back afterwards.
  const taken = await db.all<{ doc_type: string; doc_id: number; queued: number }>('SELECT doc_type, doc_id, queued FROM assistant_index_queue ORDER BY queued LIMIT ?', docs);
  // Both runs of a pair number the documents from 1, so their keys (and the clauses' references) compare.
  if (indexed === 0) await db.exec(`TRUNCATE ${INDEX_TABLES} RESTART IDENTITY`);
  warmSegmenter();
  await db.get('SELECT 1');
  console.log(`checkout ${root}; ${docs} of ${queued} queued documents in batches of ${batch}; load average before: ${load()}`);

  const started = performance.now();
  let done = 0;
  let lastReport = started;
  while (done < docs) {
    const count = await indexClauseBacklogBatch(db, Math.min(batch, docs - done));
    if (count === 0) break;
    done += count;
    if (performance.now() - lastReport > 30_000) {
      lastReport = performance.now();
      console.log(`  ${done} documents, ${((lastReport - started) / done).toFixed(1)} ms each so far, load ${load()}`);
    }
  }
  const ms = performance.now() - started;
  const clauses = Number((await db.get<{ n: number }>('SELECT COUNT(*) AS n FROM assistant_clauses'))?.n ?? 0);
  console.log(`| documents | clauses | total | per document | load average after |`);
  console.log(`|---|---|---|---|---|`);
  console.log(`| ${done} | ${clauses} | ${(ms / 1000).toFixed(1)} s | ${(ms / done).toFixed(1)} ms | ${load()} |`);
  for (const [table, sql] of Object.entries(DIGESTS)) {
    const row = await db.get<{ digest: string | null; n: number }>(sql);
    console.log(`digest ${table}: ${row?.digest ?? '-'} (${row?.n ?? 0} rows)`);
  }

  if (!keep) {
    await db.exec(`TRUNCATE ${INDEX_TABLES} RESTART IDENTITY`);
    await db.run(
      `INSERT INTO assistant_index_queue (doc_type, doc_id, queued)
       SELECT doc_type, doc_id, queued FROM json_to_recordset(CAST(? AS json)) AS t(doc_type text, doc_id bigint, queued bigint)
       ON CONFLICT (doc_type, doc_id) DO NOTHING`,
      JSON.stringify(taken),
    );
    const back = Number((await db.get<{ n: number }>('SELECT COUNT(*) AS n FROM assistant_index_queue'))?.n ?? 0);
    console.log(`put back: index emptied, ${back} documents queued (${queued} before)`);
  }
} finally {
  await db.close();
}
