import { expect, type APIRequestContext } from '@playwright/test';
import { xsrfHeaders } from './applications';
import type { Envelope } from './envelope';
import { HOSTS } from './hosts';

/**
 * Saves a 匹配报告 for the account `token` signs in, through the API, the way the questionnaire does; answers its id.
 * The first GET hands the context its XSRF cookie, which the POST then echoes.
 */
export async function saveMatchReport(request: APIRequestContext, token: string): Promise<number> {
  const auth = { Authorization: `Bearer ${token}` };
  await request.get(`${HOSTS.portalApi}/api/enterprise/ledger`, { headers: auth });
  const answer = await request.post(`${HOSTS.portalApi}/api/policy-match/report`, { headers: { ...auth, ...(await xsrfHeaders(request)) } });
  expect(answer.ok(), await answer.text()).toBe(true);
  return ((await answer.json()) as Envelope<{ id: number }>).data.id;
}

type PagedMatch<Row> = { matches: Row[]; categories?: { category: string; total: number }[] };

/**
 * Every policy of a saved match report: its answer carries each category's first page (ADR 122), the rest is read
 * page by page from `GET /api/enterprise/reports/{id}/matches`; grouped by category in the order the categories come.
 */
export async function allReportMatches<Row extends { category: string }>(request: APIRequestContext, token: string, id: number, match: PagedMatch<Row>): Promise<Row[]> {
  if (!match.categories) return match.matches;
  const rows: Row[] = [];
  for (const { category, total } of match.categories) {
    const inCategory: Row[] = [];
    for (let pageNum = 1; inCategory.length < total; pageNum += 1) {
      const answer = await request.get(`${HOSTS.portalApi}/api/enterprise/reports/${id}/matches`, { headers: { Authorization: `Bearer ${token}` }, params: { category, pageNum, pageSize: 100 } });
      expect(answer.ok(), await answer.text()).toBe(true);
      const page = ((await answer.json()) as Envelope<{ rows: Row[] }>).data.rows;
      if (page.length === 0) throw new Error(`category ${category} ended before its ${total} policies`);
      inCategory.push(...page);
    }
    rows.push(...inCategory);
  }
  return rows;
}
