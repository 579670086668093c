/**
 * Where a saved match report's time goes, in the server's process without HTTP, on the database DATABASE_URL names (a
 * province at migration 0031 or later): for the demo enterprise, REPORT_RUNS (5) times each stage of
 * `POST /api/policy-match/report` as ADR 122 wrote it (every policy's row as plain JSON, INSERTs of ≤ 1,000 rows with
 * five parameters a row — written here as that code did, on the same tables) and as ADR 125 writes it
 * (`insertMatchReport`: the values the policies repeat written once, the rows in one statement), then the detail
 * (each category's first page), a page of 50 of the largest category and the whole report read back (the exports)
 * of both. The serializer is fast-json-stringify compiled from the contract's `ReportEnvelope`, as the route compiles
 * it. Prints what is stored (characters, and `pg_column_size`) and checks that both reports read back the same.
 * Rows it inserts are deleted at the end.
 *
 *   DATABASE_URL=postgres://… npx tsx --tsconfig apps/server/tsconfig.json tools/bench/report-stages.ts
 */
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import fastJsonStringify from 'fast-json-stringify';
import { bundledContract } from '@smes/contract-types/bundle';
import { buildMatchReport, encodeRepeated, findLedger, findReport, findReportAnswer, findReportMatches, insertMatchReport, joinTexts, openPool } from '@smes/server/testing';

const url = process.env['DATABASE_URL'];
if (!url) throw new Error('DATABASE_URL must name the province database');
const RUNS = Number(process.env['REPORT_RUNS'] ?? 5);
const now = new Date();
const load = () => loadavg().map((value) => value.toFixed(1)).join(' / ');

const contract = bundledContract<{ components: { schemas: Record<string, unknown> } }>('portal');
const serialize = fastJsonStringify({ $ref: 'portal#/components/schemas/ReportEnvelope' } as never, { schema: { portal: { $id: 'portal', ...contract } } as never }) as (data: unknown) => string;

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
  for (let run = 0; run < RUNS; run += 1) {
    const payload = await time('build (buildMatchReport, evaluation kept)', () => buildMatchReport(db, ledger, '企业', now));
    // ADR 122: saved through today's code, then its rows rewritten as ADR 122 wrote them (plain JSON, match_texts NULL).
    const saved = await insertMatchReport(db, { userId: demo.id, title: 'bench', headline: 'bench', report: payload }, now);
    inserted.push(saved.id);
    const plainId = (await db.get<{ id: number }>("INSERT INTO reports (user_id, type, title, headline, project_id, payload, created_at) SELECT user_id, type, title, headline, project_id, payload, created_at FROM reports WHERE id = ? RETURNING id", saved.id))!.id;
    inserted.push(plainId);
    const places = new Map<string, number>();
    await time('122: rows as plain JSON, INSERTs of ≤ 1,000 rows × 5 parameters', () =>
      db.transaction(async () => {
        const { matches } = payload;
        for (let start = 0; start < matches.length; start += 1000) {
          const chunk = matches.slice(start, start + 1000);
          const params: (string | number)[] = [];
          chunk.forEach((match, offset) => {
            const place = (places.get(match.category) ?? -1) + 1;
            places.set(match.category, place);
            params.push(plainId, start + offset, match.category, place, JSON.stringify(match));
          });
          await db.run(`INSERT INTO report_matches (report_id, position, category, category_position, payload) VALUES ${chunk.map(() => '(?, ?, ?, ?, ?)').join(', ')}`, ...params);
        }
      }),
    );
    // ADR 125
    const encoded = await time('125: encodeRepeated (the values written once)', () => encodeRepeated(payload.matches));
    const mine = await time('125: insertMatchReport (encode + summary + rows in one statement)', () => insertMatchReport(db, { userId: demo.id, title: 'bench', headline: 'bench', report: payload }, now));
    inserted.push(mine.id);
    const largest = mine.match.categories.reduce((a, b) => (b.total > a.total ? b : a));
    for (const [form, id] of [
      ['122', plainId],
      ['125', mine.id],
    ] as const) {
      const detail = await time(`${form}: detail (summary + first pages, read)`, () => findReportAnswer(db, demo.id, id));
      await time(`${form}: detail serializer`, () => serialize({ code: 200, msg: '操作成功', data: detail, statusCode: 200 }));
      await time(`${form}: a page of 50 (largest category, page 2)`, () => findReportMatches(db, demo.id, id, { category: largest.category, pageNum: 2, pageSize: 50 }));
      await time(`${form}: read whole (the exports)`, () => findReport(db, demo.id, id));
    }
    if (run === 0) {
      const plainChars = payload.matches.reduce((sum, match) => sum + JSON.stringify(match).length, 0);
      const rowChars = encoded.values.reduce((sum, text) => sum + text.length, 0);
      const textChars = joinTexts(encoded.texts).length;
      console.log(`policies ${payload.matches.length}: rows as plain JSON ${plainChars.toLocaleString('en')} chars; ADR 125: rows ${rowChars.toLocaleString('en')} + texts ${textChars.toLocaleString('en')} (${encoded.texts.length.toLocaleString('en')} texts) = ${(rowChars + textChars).toLocaleString('en')} chars`);
      for (const [form, id] of [
        ['122', plainId],
        ['125', mine.id],
      ] as const) {
        const size = (await db.get<{ chars: number; bytes: number }>(
          `SELECT char_length(r.payload) + COALESCE(char_length(r.match_texts), 0) + (SELECT SUM(char_length(m.payload)) FROM report_matches m WHERE m.report_id = r.id) AS chars,
                  pg_column_size(r.payload) + COALESCE(pg_column_size(r.match_texts), 0) + (SELECT SUM(pg_column_size(m.payload)) FROM report_matches m WHERE m.report_id = r.id) AS bytes
           FROM reports r WHERE r.id = ?`,
          id,
        ))!;
        console.log(`${form}: stored ${Number(size.chars).toLocaleString('en')} chars, ${(Number(size.bytes) / 1048576).toFixed(2)} MB in its columns (pg_column_size)`);
      }
      const same = JSON.stringify((await findReport(db, demo.id, plainId))?.match) === JSON.stringify((await findReport(db, demo.id, mine.id))?.match);
      if (!same) throw new Error('the two forms read back differently');
      console.log('both forms read back the same report (JSON text equal)');
    }
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
