import { HOSTS, allReportMatches, expect, test, saveMatchReport } from '@smes/e2e-support';
import type { Envelope } from '@smes/e2e-support';

type MatchablePolicy = { policyId: number; policyTitle: string; regionCode: string };
type ReportMatch = {
  scope: { label: string };
  matches: { policyId: number; policyTitle: string; category: string }[];
  categories?: { category: string; total: number }[];
  outOfScope: { policyId: number; policyTitle: string; reason: string }[];
  estimate: { conservative: number; optimistic: number };
};

/** 13800138000 is registered in 杭州市余杭区: 全国, 浙江省, 杭州市 and 余杭区 policies apply to it, no others. */
const YUHANG_CHAIN = ['100000', '330000', '330100', '330110'];

test.describe('region scope and one estimate', () => {
  test('a 余杭 company’s match report holds no policy from another city, and its estimate range is the home page’s', async ({ page, loginAs }) => {
    const { token } = await loginAs('enterprise');
    const policies = ((await (await page.request.get(`${HOSTS.portalApi}/api/policy-match/policies`)).json()) as Envelope<MatchablePolicy[]>).data;
    const regionOf = new Map(policies.map((policy) => [policy.policyId, policy.regionCode]));
    const id = await saveMatchReport(page.request, token);

    const reportAnswer = page.waitForResponse((response) => new URL(response.url()).pathname === `/api/enterprise/reports/${id}`);
    await page.goto(`/findpolicy/policyMatch/report?id=${id}`);
    const report = ((await (await reportAnswer).json()) as Envelope<{ match: ReportMatch }>).data.match;
    expect(report.matches.length).toBeGreaterThan(0);
    // Every policy of the report, its answer's first pages and the rest read by page (ADR 122).
    const matches = await allReportMatches(page.request, token, id, report);
    for (const match of matches) expect(YUHANG_CHAIN, match.policyTitle).toContain(regionOf.get(match.policyId));
    expect(report.outOfScope.length).toBeGreaterThan(0);

    // On screen: the scope is named, and policies of other regions are not among the results until widened.
    const scope = page.getByRole('region', { name: '匹配范围' });
    await expect(scope).toContainText('注册地 杭州市余杭区');
    const results = page.getByRole('region', { name: '匹配结果' });
    await expect(results.getByRole('heading', { level: 4 }).first()).toBeVisible();
    const inScopeTitles = new Set(matches.map((match) => match.policyTitle));
    const elsewhere = report.outOfScope.filter((policy) => !inScopeTitles.has(policy.policyTitle)).slice(0, 8);
    for (const policy of elsewhere) await expect(results.getByRole('heading', { name: policy.policyTitle, exact: true })).toHaveCount(0);
    await scope.getByRole('button', { name: /^扩大范围：查看范围外的 \d+ 项政策及原因$/ }).click();
    const outside = scope.getByRole('list', { name: '范围外的政策' });
    await expect(outside.getByRole('listitem')).toHaveCount(report.outOfScope.length);
    // Several policies of one region share a reason: the first of them is enough to see it.
    await expect(outside.getByText(`不适用：${report.outOfScope[0]?.reason ?? '—'}`).first()).toBeVisible();

    // The estimate: a 保守 ～ 乐观 range with its method, expandable to the policies it came from.
    const estimate = page.getByRole('region', { name: '预估可获资金的测算' });
    const range = `保守 ${report.estimate.conservative} 万元 ～ 乐观 ${report.estimate.optimistic} 万元`;
    expect(report.estimate.conservative).toBeLessThanOrEqual(report.estimate.optimistic);
    await expect(estimate.getByText(range, { exact: true })).toBeVisible();
    await expect(estimate.getByText(/^测算方法：只计符合全部必要条件的资金类政策/)).toBeVisible();
    await estimate.getByRole('button', { name: /^查看明细/ }).click();
    // Each policy with its own arithmetic, and the 合计 the counted lines and caps add up to is the headline.
    await expect(estimate.getByRole('list', { name: '预估明细' })).toBeVisible();
    const [low, high] = [report.estimate.conservative, report.estimate.optimistic].map((value) => value.toLocaleString('zh-CN'));
    const total = low === high ? `${low} 万元` : `${low} ～ ${high} 万元`;
    await expect(estimate.getByRole('definition').last()).toHaveText(total);

    // The same range on the home page, from the same function over the same ledger.
    await page.goto('/home');
    await expect(page.getByRole('region', { name: '预估可获资金' }).getByText(range, { exact: true })).toBeVisible();
  });
});
