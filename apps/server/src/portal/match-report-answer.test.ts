import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PortalSchemas } from '@smes/contract-types';
import { matchDegreeFormula } from '@smes/eligibility';
import { ledgerForEvaluation } from '../domain/ip-records';
import { buildMatchReport, matchReportHeadline, matchReportTitle, reportToSave } from '../domain/matching';
import type { StoredMatchReport } from '../domain/matching';
import { findReport, findReportAnswer, insertMatchReport, REPORT_CATEGORY_PAGE } from '../domain/reports';
import { repeatedDecoder, splitTexts } from '../shared/repeated-json';
import { createContractValidator } from '../testing/contract-validator';
import { bearer, body, createTestHosts, login } from '../testing/test-hosts';
import type { Envelope, TestHosts } from '../testing/test-hosts';

/**
 * A saved match report is stored as its summary and one row per policy and answered a page at a time (ADR 122): its
 * detail carries the summary and each category's first REPORT_CATEGORY_PAGE policies, the rest come by category and
 * page; the values its rows repeat are written once (ADR 125); reports saved before (rows of plain JSON as migration
 * 0030 wrote them, whole, ADR 121's `{"shown","details"}`) answer the same; the exports read it whole.
 */
const contract = createContractValidator('portal');

type ReportAnswer = PortalSchemas['Report'];
type MatchPage = PortalSchemas['ReportMatchPage'];
type MatchRow = PortalSchemas['PolicyMatch'];

let hosts: TestHosts;
let yunqi: string;
let userId: number;

/** Copies of the 余杭 company's in-scope policies in its own district: categories longer than one page. */
const SAME_DISTRICT_COPIES = 3;

beforeAll(async () => {
  hosts = await createTestHosts();
  yunqi = await login(hosts.portal, '13800138000');
  userId = ((await hosts.db.get("SELECT id FROM users WHERE phone = '13800138000'")) as { id: number }).id;
  await hosts.db.run(
    `INSERT INTO policies (title, doc_no, issuer, level, region_code, province_code, city_code, region_name, category, industries, validity,
       written_date, publish_date, effective_date, repeal_date, content, body, view_count, support_amount, patent_subsidies, rule_set, created_at)
     SELECT title || '（余杭副本' || g || '）', doc_no || '-余' || g, issuer, 'district', '330110', '330000', '330100', '余杭区', category, industries, validity,
       written_date, publish_date, effective_date, repeal_date, content, body, 0, support_amount, NULL, rule_set, created_at
     FROM policies CROSS JOIN generate_series(1, ?::bigint) AS g WHERE validity = 'valid' AND rule_set IS NOT NULL AND region_code IN ('100000', '330000', '330100', '330110') ORDER BY id, g`,
    SAME_DISTRICT_COPIES,
  );
});

afterAll(async () => {
  await hosts.close();
});

async function built(): Promise<StoredMatchReport> {
  const at = hosts.clock.now();
  return buildMatchReport(hosts.db, await ledgerForEvaluation(hosts.db, userId, at), '企业', at);
}

/** The same report stored as the server stored it before: `payload` is what the column held. */
async function storedAs(payload: string, report: StoredMatchReport): Promise<number> {
  const at = hosts.clock.now();
  const row = (await hosts.db.get(
    "INSERT INTO reports (user_id, type, title, headline, project_id, payload, created_at) VALUES (?, 'match', ?, ?, NULL, ?, ?) RETURNING id",
    userId,
    matchReportTitle(at),
    matchReportHeadline(report),
    payload,
    at.toISOString(),
  )) as { id: number };
  return row.id;
}

/** Before ADR 121: the whole built report. */
const savedWhole = async () => {
  const report = await built();
  return storedAs(JSON.stringify(report), report);
};

/** ADR 121: the contract's part as `shown` (here the whole report: the serializer cuts it alike), the rest as `details`. */
const savedShown = async () => {
  const report = await built();
  const details = { matches: report.matches.map(({ ruleSetId, name, version, score }) => (score ? { ruleSetId, name, version, score } : { ruleSetId, name, version })) };
  return storedAs(`{"shown":${JSON.stringify(report)},"details":${JSON.stringify(details)}}`, report);
};

/** Migration 0030's form: the same summary, and each policy's row as plain JSON (no texts beside them). */
async function savedPlain(): Promise<number> {
  const report = await built();
  const created = await create();
  const { payload } = (await hosts.db.get('SELECT payload FROM reports WHERE id = ?', created.data.id)) as { payload: string };
  const id = await storedAs(payload, report);
  await hosts.db.run(
    `INSERT INTO report_matches (report_id, position, category, category_position, payload)
     SELECT ?, m.position, m.category, m.category_position, p.payload
     FROM report_matches m JOIN json_array_elements_text(?::json) WITH ORDINALITY AS p(payload, ordinality) ON m.position = p.ordinality - 1
     WHERE m.report_id = ?`,
    id,
    JSON.stringify(report.matches.map((match) => JSON.stringify(match))),
    created.data.id,
  );
  return id;
}

const create = async () => contract.check('matchReportCreate', await hosts.portal.inject({ method: 'POST', url: '/api/policy-match/report', headers: bearer(yunqi) })) as Envelope<ReportAnswer>;
const detail = (id: number, token = yunqi) => hosts.portal.inject({ method: 'GET', url: `/api/enterprise/reports/${id}`, headers: bearer(token) });
const pageAnswer = (id: number, query: Record<string, string | number | undefined>, token = yunqi) =>
  hosts.portal.inject({ method: 'GET', url: `/api/enterprise/reports/${id}/matches`, query: Object.fromEntries(Object.entries(query).flatMap(([key, value]) => (value === undefined ? [] : [[key, String(value)]]))), headers: bearer(token) });
/** A refused page request: its status, and its message checked against the contract. */
const refused = (answer: Awaited<ReturnType<typeof pageAnswer>>, status: number) => {
  expect(answer.statusCode, answer.body).toBe(status);
  return (contract.check('reportMatches', answer) as Envelope).msg;
};
const page = async (id: number, category: string, pageNum: number, pageSize = 10) => (contract.check('reportMatches', await pageAnswer(id, { category, pageNum, pageSize })) as Envelope<MatchPage>).data;

/** Every policy of a category, page by page. */
async function wholeCategory(id: number, category: string, pageSize: number): Promise<MatchRow[]> {
  const rows: MatchRow[] = [];
  for (let pageNum = 1; ; pageNum += 1) {
    const next = await page(id, category, pageNum, pageSize);
    rows.push(...next.rows);
    if (rows.length >= next.total) return rows;
  }
}

/** The answer's `match` of a report in the old form, read whole by the route (its serializer cutting the stored report). */
const matchOf = async (id: number) => (contract.check('reportDetail', await detail(id)) as Envelope<ReportAnswer>).data.match!;

describe('a saved match report, a page at a time', () => {
  it('answers its save and detail with the summary and each category\'s first page, and the rest by page, as a report saved whole', async () => {
    const saved = await create();
    expect(saved.msg).toBe('匹配报告已生成');
    const whole = await savedWhole();
    const shown = await savedShown();
    const plain = await savedPlain();
    const match = await matchOf(saved.data.id);
    expect(saved.data.match).toEqual(match);
    // Reports saved before are cut to the same answer, character for character.
    const matchText = async (id: number) => JSON.stringify((JSON.parse((await detail(id)).body) as Envelope<ReportAnswer>).data.match);
    const detailText = await matchText(saved.data.id);
    expect(JSON.stringify(saved.data.match)).toBe(detailText);
    for (const before of [whole, shown, plain]) expect(await matchText(before)).toBe(detailText);

    const report = await built();
    const categories = match.categories ?? [];
    expect(match.policyCount).toBe(report.matches.length);
    expect(categories.reduce((sum, count) => sum + count.total, 0)).toBe(report.matches.length);
    expect(categories.some((count) => count.total > REPORT_CATEGORY_PAGE)).toBe(true);
    for (const count of categories) {
      const inCategory = report.matches.filter((policy) => policy.category === count.category);
      expect(count.total).toBe(inCategory.length);
      expect(count.eligible).toBe(inCategory.filter((policy) => policy.status === 'eligible').length);
      // The detail's rows: the category's first page, in the report's order.
      expect(match.matches.filter((policy) => policy.category === count.category).map((policy) => policy.policyId)).toEqual(inCategory.slice(0, REPORT_CATEGORY_PAGE).map((policy) => policy.policyId));
      // Page by page: every policy of the category in the report's order, the same rows for a report saved before.
      const rows = await wholeCategory(saved.data.id, count.category, 7);
      expect(rows.map((policy) => policy.policyId)).toEqual(inCategory.map((policy) => policy.policyId));
      expect(await wholeCategory(whole, count.category, 7)).toEqual(rows);
      expect(await wholeCategory(shown, count.category, 7)).toEqual(rows);
      expect(await wholeCategory(plain, count.category, 7)).toEqual(rows);
      const pageText = (await pageAnswer(saved.data.id, { category: count.category, pageNum: 2, pageSize: 7 })).body;
      for (const before of [whole, shown, plain]) expect((await pageAnswer(before, { category: count.category, pageNum: 2, pageSize: 7 })).body).toBe(pageText);
      // A page's rows are the detail's rows where they overlap.
      expect(rows.slice(0, REPORT_CATEGORY_PAGE)).toEqual(match.matches.filter((policy) => policy.category === count.category));
    }
    expect(match.matches.length).toBe(categories.reduce((sum, count) => sum + Math.min(count.total, REPORT_CATEGORY_PAGE), 0));
    // The what-if's fields: every field an undecided condition of the whole report asks for, in order, once.
    const fields = new Set<string>();
    for (const policy of report.matches) for (const result of policy.results) if (result.status === 'unknown') for (const field of result.missingFields ?? []) fields.add(field);
    expect(match.undecidedFields).toEqual([...fields]);
    expect(fields.size).toBeGreaterThan(0);

    // What is stored: the summary in the report's row, one row per policy beside it.
    const { payload } = (await hosts.db.get('SELECT payload FROM reports WHERE id = ?', saved.data.id)) as { payload: string };
    expect(Object.keys(JSON.parse(payload))).toEqual(['paged']);
    expect(payload).not.toContain('"results"');
    const { count } = (await hosts.db.get('SELECT COUNT(*)::int AS count FROM report_matches WHERE report_id = ?', saved.data.id)) as { count: number };
    expect(count).toBe(report.matches.length);
  });

  it('writes each value its policies repeat once, and each row reads back as the JSON of the policy as it was built', async () => {
    const saved = await create();
    const report = await built();
    const { texts } = (await hosts.db.get('SELECT match_texts AS texts FROM reports WHERE id = ?', saved.data.id)) as { texts: string };
    const rows = (await hosts.db.all('SELECT position, category, category_position, payload FROM report_matches WHERE report_id = ? ORDER BY position', saved.data.id)) as {
      position: number;
      category: string;
      category_position: number;
      payload: string;
    }[];
    const decode = repeatedDecoder(splitTexts(texts));
    expect(rows.map((row) => decode(row.payload))).toEqual(report.matches.map((match) => JSON.stringify(match)));
    expect(rows.map((row) => row.position)).toEqual(report.matches.map((_, index) => index));
    expect(rows.map((row) => row.category)).toEqual(report.matches.map((match) => match.category));
    const places = new Map<string, number>();
    expect(rows.map((row) => row.category_position)).toEqual(report.matches.map((match) => places.set(match.category, (places.get(match.category) ?? -1) + 1).get(match.category)));
    // Each of the district's copies repeats its policy's condition rows: they are written once, not four times.
    const plainChars = report.matches.reduce((sum, match) => sum + JSON.stringify(match).length, 0);
    const storedChars = rows.reduce((sum, row) => sum + row.payload.length, 0) + texts.length;
    expect(storedChars).toBeLessThan(plainChars / 2);
    const standardTexts = new Set(report.matches.flatMap((match) => match.results.map((result) => result.standardText).filter((text) => typeof text === 'string')));
    for (const text of standardTexts) expect(`${texts}\n${rows.map((row) => row.payload).join('\n')}`.split(JSON.stringify(text)).length - 1, text).toBe(1);
  });

  it('saves a report of no policies in scope with no rows, and reads it back as it answered', async () => {
    const report = { ...(await built()), matches: [] };
    const saved = await insertMatchReport(hosts.db, { userId, title: matchReportTitle(hosts.clock.now()), headline: matchReportHeadline(report), report: reportToSave(report) }, hosts.clock.now());
    expect(saved.match.policyCount).toBe(0);
    expect(saved.match.categories).toEqual([]);
    expect(saved.match.matches).toEqual([]);
    const { count } = (await hosts.db.get('SELECT COUNT(*)::int AS count FROM report_matches WHERE report_id = ?', saved.id)) as { count: number };
    expect(count).toBe(0);
    expect(JSON.stringify(await findReportAnswer(hosts.db, userId, saved.id))).toBe(JSON.stringify(saved));
    expect(JSON.stringify((await findReport(hosts.db, userId, saved.id))?.match)).toBe(JSON.stringify(report));
  });

  it('stays as it was generated when a policy is edited later', async () => {
    const saved = await create();
    const first = saved.data.match!.categories![0]!;
    const before = await wholeCategory(saved.data.id, first.category, 50);
    const policyId = before[before.length - 1]!.policyId;
    await hosts.db.run("UPDATE policies SET title = title || '（已修订）', support_amount = 999 WHERE id = ?", policyId);
    expect(await wholeCategory(saved.data.id, first.category, 50)).toEqual(before);
    expect((await findReport(hosts.db, userId, saved.data.id))?.match?.matches.find((policy) => policy.policyId === policyId)?.policyTitle).toBe(before[before.length - 1]!.policyTitle);
  });

  it('carries each scored policy\'s score verdict, so the formula a row shows gives the row\'s own 匹配度', async () => {
    const created = await create();
    const rows = (await Promise.all((created.data.match?.categories ?? []).map((count) => wholeCategory(created.data.id, count.category, 100)))).flat();
    const scored = (await built()).matches.filter((match) => match.score);
    expect(scored.length).toBeGreaterThan(0);
    for (const match of scored) expect(rows.find((row) => row.policyId === match.policyId)?.score).toEqual({ status: match.score!.status, ...(match.score!.gate ? { gate: match.score!.gate } : {}) });
    // Every row that is not a held qualification shows how its 匹配度 was computed (policy-result-details.tsx).
    const shown = rows.filter((match) => match.status !== 'held');
    expect(shown.length).toBeGreaterThan(0);
    for (const match of shown) expect(matchDegreeFormula(match.results, match.score).text, match.policyTitle).toMatch(new RegExp(`^匹配度 ${match.matchDegree}% =`));
  });

  it('is read back whole for the exports, exactly as the report stored the old ways', async () => {
    const created = await create();
    const whole = await savedWhole();
    const shown = await savedShown();
    const plain = await savedPlain();
    const mine = await findReport(hosts.db, userId, created.data.id);
    expect(mine?.match?.matches.some((match) => match.score)).toBe(true);
    expect(mine?.match).toEqual((await findReport(hosts.db, userId, whole))?.match);
    expect(mine?.match).toEqual((await findReport(hosts.db, userId, shown))?.match);
    expect(mine?.match).toEqual((await findReport(hosts.db, userId, plain))?.match);
    expect(JSON.stringify(mine?.match)).toBe(JSON.stringify(await built()));

    const exported = async (id: number, format: 'export' | 'pdf' = 'export') => (await hosts.portal.inject({ method: 'POST', url: `/api/enterprise/reports/${id}/${format}`, headers: bearer(yunqi) })).body;
    const html = await exported(created.data.id);
    expect(html).toContain('评分：');
    expect(html).toBe(await exported(whole));
    expect(html).toBe(await exported(shown));
    expect(html).toBe(await exported(plain));
  });

  it('refuses a page out of range, an unknown category and a malformed query, in Chinese', async () => {
    const saved = await create();
    const first = saved.data.match!.categories![0]!;
    const beyond = await pageAnswer(saved.data.id, { category: first.category, pageNum: Math.ceil(first.total / 10) + 1, pageSize: 10 });
    expect(refused(beyond, 400)).toBe(`页码超出范围：该类别共 ${first.total} 项，每页 10 项时只有 ${Math.ceil(first.total / 10)} 页`);
    const unknown = await pageAnswer(saved.data.id, { category: '没有的类别', pageNum: 1, pageSize: 10 });
    expect(refused(unknown, 404)).toBe('报告中没有这一类别的政策');
    for (const query of [{ pageNum: 1 }, { category: first.category, pageNum: 0 }, { category: first.category, pageSize: 101 }, { category: '' }]) {
      expect(refused(await pageAnswer(saved.data.id, query), 400), JSON.stringify(query)).toMatch(/[\u4e00-\u9fff]/);
    }
  });

  it('is someone else’s to nobody: another account reads it, and its pages, as missing', async () => {
    const created = await create();
    const category = created.data.match!.categories![0]!.category;
    const other = await login(hosts.portal, '13800138001');
    const answer = await detail(created.data.id, other);
    expect(answer.statusCode).toBe(404);
    expect(body(answer).msg).toBe('报告不存在');
    const pageOfOther = await pageAnswer(created.data.id, { category, pageNum: 1, pageSize: 10 }, other);
    expect(refused(pageOfOther, 404)).toBe('报告不存在');
    // And an evaluation report is no match report to page.
    const evaluation = body<Envelope<ReportAnswer>>(await hosts.portal.inject({ method: 'POST', url: '/api/enterprise/evaluations/high-tech', headers: bearer(yunqi) })).data;
    expect((await pageAnswer(evaluation.id, { category, pageNum: 1, pageSize: 10 })).statusCode).toBe(404);
  });
});
