/**
 * Where a saved match report's time goes, in the server's process without HTTP, on the database DATABASE_URL names (a
 * province): for the demo enterprise, REPORT_RUNS (5) times each stage of `POST /api/policy-match/report` and of
 * `GET /api/enterprise/reports/{id}` as main did them (build, JSON.stringify, INSERT, read back, JSON.parse, the
 * contract's serializer for the answer) and as ADR 122 does them (the summary and one row per policy in one
 * transaction, a detail reading each category's first page, a page of 50 of the largest category).
 * The serializer is fast-json-stringify compiled from the contract's `ReportEnvelope`, as the route compiles it. Rows
 * it inserts are deleted at the end.
 *
 *   DATABASE_URL=postgres://… npx tsx --tsconfig apps/server/tsconfig.json tools/bench/report-stages.ts
 */
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import fastJsonStringify from 'fast-json-stringify';
import { bundledContract } from '@smes/contract-types/bundle';
import { buildMatchReport, findLedger, findReportAnswer, findReportMatches, insertMatchReport, openPool } from '@smes/server/testing';

const url = process.env['DATABASE_URL'];
if (!url) throw new Error('DATABASE_URL must name the province database');
const RUNS = Number(process.env['REPORT_RUNS'] ?? 5);
const now = new Date();
const load = () => loadavg().map((value) => value.toFixed(1)).join(' / ');

const contract = bundledContract<{ components: { schemas: Record<string, unknown> } }>('portal');
const serialize = fastJsonStringify({ $ref: 'portal#/components/schemas/ReportEnvelope' } as never, { schema: { portal: { $id: 'portal', ...contract } } as never }) as (data: unknown) => string;

/** Characters of JSON per path (arrays as []), with how many distinct values each leaf path holds. */
function weights(value: unknown): Map<string, { chars: number; values: Set<string> }> {
  const out = new Map<string, { chars: number; values: Set<string> }>();
  const walk = (node: unknown, path: string) => {
    if (Array.isArray(node)) {
      for (const item of node) walk(item, `${path}[]`);
      return;
    }
    if (node !== null && typeof node === 'object') {
      for (const [key, item] of Object.entries(node)) walk(item, path ? `${path}.${key}` : key);
      return;
    }
    const text = JSON.stringify(node) ?? '';
    const entry = out.get(path) ?? { chars: 0, values: new Set<string>() };
    entry.chars += text.length + path.split('.').at(-1)!.length + 4;
    entry.values.add(text);
    out.set(path, entry);
  };
  walk(value, '');
  return out;
}

const db = await openPool(url, { poolSize: 2 });
const inserted: number[] = [];
const stages = new Map<string, number[]>();
const time = async <T>(stage: string, run: () => T | Promise<T>): Promise<T> => {
  const at = performance.now();
  const value = await run();
  stages.set(stage, [...(stages.get(stage) ?? []), performance.now() - at]);
  return value;
};
try {
  console.log(`load average before: ${load()}`);
  const demo = (await db.get<{ id: number }>("SELECT id FROM users WHERE phone = '13800138000'"))!;
  const { ledger } = await findLedger(db, demo.id);
  await buildMatchReport(db, ledger, '企业', now); // the chain's evaluation, made once (ADR 114)
  const insert = async (payload: string) => {
    const row = (await db.get<{ id: number }>("INSERT INTO reports (user_id, type, title, headline, project_id, payload, created_at) VALUES (?, 'match', 'bench', 'bench', NULL, ?, ?) RETURNING id", demo.id, payload, now.toISOString()))!;
    inserted.push(row.id);
    return row.id;
  };
  const summary = { id: 0, type: 'match', title: 'bench', createdAt: now.toISOString(), headline: 'bench', evaluation: null, projectId: null };
  for (let run = 0; run < RUNS; run += 1) {
    const payload = await time('build (buildMatchReport, evaluation kept)', () => buildMatchReport(db, ledger, '企业', now));
    // main
    const text = await time('main: JSON.stringify', () => JSON.stringify(payload));
    const id = await time('main: INSERT', () => insert(text));
    const row = await time('main: read back (SELECT *)', () => db.get<{ payload: string }>('SELECT * FROM reports WHERE id = ?', id));
    const parsed = await time('main: JSON.parse', () => JSON.parse(row!.payload) as object);
    const answer = await time('main: serializer (answer)', () => serialize({ code: 200, msg: '操作成功', data: { ...summary, id, match: parsed }, statusCode: 200 }));
    // ADR 122
    const saved = await time('122: insertMatchReport (summary + a row per policy)', () => insertMatchReport(db, { userId: demo.id, title: 'bench', headline: 'bench', report: payload }, now));
    inserted.push(saved.id);
    const detail = await time('122: detail (summary + first pages)', () => findReportAnswer(db, demo.id, saved.id));
    const detailText = await time('122: serializer (detail answer)', () => serialize({ code: 200, msg: '操作成功', data: detail, statusCode: 200 }));
    const largest = saved.match.categories.reduce((a, b) => (b.total > a.total ? b : a));
    await time('122: a page of 50 (largest category, page 2)', () => findReportMatches(db, demo.id, saved.id, { category: largest.category, pageNum: 2, pageSize: 50 }));
    if (run === 0) console.log(`122: detail answer ${detailText.length.toLocaleString('en')} chars (${saved.match.matches.length} of ${saved.match.policyCount} policies, ${saved.match.categories.length} categories)`);
    if (run === 0) {
      const byStatus = new Map<string, { count: number; chars: number }>();
      for (const match of payload.matches) {
        const entry = byStatus.get(match.status) ?? { count: 0, chars: 0 };
        entry.count += 1;
        entry.chars += JSON.stringify(match).length;
        byStatus.set(match.status, entry);
      }
      console.log(`matches by verdict: ${[...byStatus].map(([status, { count, chars }]) => `${status} ${count} (${chars.toLocaleString('en')} chars, ${Math.round(chars / count)} a match)`).join(' · ')}`);
      console.log('| path (stored payload) | chars | share | distinct values |');
      console.log('|---|---|---|---|');
      const all = [...weights(payload)].sort((a, b) => b[1].chars - a[1].chars);
      const total = all.reduce((sum, [, entry]) => sum + entry.chars, 0);
      for (const [path, entry] of all.slice(0, 20)) console.log(`| ${path} | ${entry.chars.toLocaleString('en')} | ${((entry.chars * 100) / total).toFixed(1)} % | ${entry.values.size.toLocaleString('en')} |`);
    }
    if (run === 0) console.log(`answer (main) ${answer.length.toLocaleString('en')} chars; stored (main) ${text.length.toLocaleString('en')} chars`);
  }
  console.log('| stage | median | range |');
  console.log('|---|---|---|');
  for (const [stage, values] of stages) {
    const sorted = [...values].sort((a, b) => a - b);
    console.log(`| ${stage} | ${sorted[Math.floor(sorted.length / 2)]!.toFixed(0)} ms | ${sorted[0]!.toFixed(0)}–${sorted.at(-1)!.toFixed(0)} ms |`);
  }
  console.log(`load average after: ${load()}`);
} finally {
  if (inserted.length > 0) await db.run('DELETE FROM reports WHERE id = ANY(?::bigint[])', `{${inserted.join(',')}}`);
  await db.close();
}
