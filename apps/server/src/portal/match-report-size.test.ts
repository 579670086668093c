import { OUT_OF_SCOPE_LISTED } from '@smes/eligibility';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repeatedDecoder, splitTexts } from '../shared/repeated-json';
import { bearer, body, createTestHosts, login } from '../testing/test-hosts';
import type { Envelope, TestHosts } from '../testing/test-hosts';
import type { PortalSchemas } from '@smes/contract-types';

let hosts: TestHosts;
let yunqi: string;

/** Another region's copies of every matchable policy, as a province holds them: matched by no 余杭 enterprise. */
const ELSEWHERE_COPIES = 5;

beforeAll(async () => {
  hosts = await createTestHosts();
  yunqi = await login(hosts.portal, '13800138000');
  await hosts.db.run(
    `INSERT INTO policies (title, doc_no, issuer, level, region_code, province_code, city_code, region_name, category, industries, validity,
       written_date, publish_date, effective_date, repeal_date, content, body, view_count, support_amount, patent_subsidies, rule_set, created_at)
     SELECT title || '（温州副本' || g || '）', doc_no || '-温' || g, issuer, 'municipal', '330300', '330000', '330300', '温州市', category, industries, validity,
       written_date, publish_date, effective_date, repeal_date, content, body, 0, support_amount, NULL, rule_set, created_at
     FROM policies CROSS JOIN generate_series(1, ?::bigint) AS g WHERE validity = 'valid' AND rule_set IS NOT NULL ORDER BY id, g`,
    ELSEWHERE_COPIES,
  );
});

afterAll(async () => {
  await hosts.close();
});

// What one shown policy may weigh in the stored report: its verdict, title, each condition's row and basis, its
// score's rows. Generous for the seed's longest rule sets; the engine's whole evaluation per policy is ~5 KB.
const BYTES_PER_SHOWN_MATCH = 4_000;
const BYTES_PER_LISTED_OUT_OF_SCOPE = 400;
const BYTES_OF_SUMMARY = 16_000;

describe('a saved match report', () => {
  it('stores what its screen shows, however many policies other regions have', async () => {
    const policies = body<Envelope<PortalSchemas['MatchablePolicy'][]>>(await hosts.portal.inject({ method: 'GET', url: '/api/policy-match/policies' })).data;
    const response = await hosts.portal.inject({ method: 'POST', url: '/api/policy-match/report', headers: bearer(yunqi) });
    expect(response.statusCode, response.body).toBe(200);
    const report = body<Envelope<PortalSchemas['Report']>>(response).data;
    const match = report.match!;
    // Every policy is accounted for: scored in scope, or counted outside it.
    expect(match.policyCount! + match.outOfScopeCount).toBe(policies.length);
    expect(match.outOfScopeCount).toBeGreaterThan(OUT_OF_SCOPE_LISTED);
    expect(match.outOfScope).toHaveLength(OUT_OF_SCOPE_LISTED);

    // The summary in the report's row, and one row per policy in scope beside it (ADR 122), the values the rows
    // repeat written once beside the summary (ADR 125).
    const { bytes, texts } = (await hosts.db.get('SELECT octet_length(payload) AS bytes, match_texts AS texts FROM reports WHERE id = ?', report.id)) as { bytes: number; texts: string };
    expect(bytes).toBeLessThanOrEqual(OUT_OF_SCOPE_LISTED * BYTES_PER_LISTED_OUT_OF_SCOPE + BYTES_OF_SUMMARY);
    const rows = (await hosts.db.all('SELECT octet_length(payload) AS bytes, payload AS raw FROM report_matches WHERE report_id = ? ORDER BY position', report.id)) as { bytes: number; raw: string }[];
    expect(rows).toHaveLength(match.policyCount!);
    // Not the engine's raw metrics, the service needs behind a failure, or a score's sub-items and bases.
    const decode = repeatedDecoder(splitTexts(texts));
    const stored = rows.map((row) => JSON.parse(decode(row.raw)) as { results: object[]; score?: { indicators: object[] } });
    expect(rows.reduce((sum, row) => sum + row.bytes, 0) + Buffer.byteLength(texts)).toBeLessThanOrEqual(rows.length * BYTES_PER_SHOWN_MATCH);
    for (const item of stored) {
      for (const result of item.results) expect(Object.keys(result)).not.toEqual(expect.arrayContaining(['actual']));
      for (const result of item.results) expect(result).not.toHaveProperty('serviceNeeds');
      for (const indicator of item.score?.indicators ?? []) expect(Object.keys(indicator).filter((key) => ['items', 'basis', 'missingFields', 'standardText'].includes(key))).toEqual([]);
    }
    expect(stored.some((item) => item.score)).toBe(true);

    // The report answers as it was saved, and its exports still render the scores it shows.
    const detail = body<Envelope<PortalSchemas['Report']>>(await hosts.portal.inject({ method: 'GET', url: `/api/enterprise/reports/${report.id}`, headers: bearer(yunqi) })).data;
    expect(detail.match).toEqual(match);
    const html = await hosts.portal.inject({ method: 'POST', url: `/api/enterprise/reports/${report.id}/export`, headers: bearer(yunqi) });
    expect(html.statusCode).toBe(200);
    expect(html.body).toContain('评分：');
  });
});

describe('list endpoints', () => {
  type Paged = { rows: unknown[]; total: number };
  const pageOf = (data: unknown): Paged => ((data as { page?: Paged }).page ?? (data as Paged));
  it.each([
    ['/api/policy/list?keyword=%E4%BC%81%E4%B8%9A'],
    ['/api/enterprise/reports'],
    ['/api/message/list'],
    ['/api/search?keyword=%E4%BC%81%E4%B8%9A&area=policy'],
  ])('%s answers at most the page it was asked for, and refuses a page above the contract’s size', async (path) => {
    const separator = path.includes('?') ? '&' : '?';
    await hosts.portal.inject({ method: 'POST', url: '/api/policy-match/report', headers: bearer(yunqi) });
    await hosts.portal.inject({ method: 'POST', url: '/api/policy-match/report', headers: bearer(yunqi) });
    const page = await hosts.portal.inject({ method: 'GET', url: `${path}${separator}pageNum=2&pageSize=1`, headers: bearer(yunqi) });
    expect(page.statusCode, page.body).toBe(200);
    const data = pageOf(body<Envelope<unknown>>(page).data);
    expect(data.total).toBeGreaterThan(2);
    expect(data.rows).toHaveLength(1);
    const tooMany = await hosts.portal.inject({ method: 'GET', url: `${path}${separator}pageNum=1&pageSize=100000`, headers: bearer(yunqi) });
    expect(tooMany.statusCode).toBe(400);
  });
});
