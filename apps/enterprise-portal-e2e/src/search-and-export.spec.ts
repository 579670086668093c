import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { allReportMatches, expect, expectNoHorizontalOverflow, HOSTS, test, xsrfHeaders } from '@smes/e2e-support';

type ReportJson = {
  id: number;
  match: { enterpriseName: string; matches: { category: string; policyTitle: string; results: { title: string }[] }[]; categories?: { category: string; total: number }[] } | null;
  evaluation: { results: { title: string }[] } | null;
};

/** POSTs to the portal API as the signed-in account (bearer token and the XSRF pair). */
async function postAsUser(page: Page, token: string, path: string): Promise<ReportJson> {
  const auth = { Authorization: `Bearer ${token}` };
  await page.request.get(`${HOSTS.portalApi}/api/enterprise/ledger`, { headers: auth });
  const answer = await page.request.post(`${HOSTS.portalApi}${path}`, { headers: { ...auth, ...(await xsrfHeaders(page.request)) } });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { data: ReportJson }).data;
}

/** All text of a PDF as pdf.js extracts it, whitespace removed (table cells wrap long titles). */
async function pdfText(file: string): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(await readFile(file)), useSystemFonts: false, isEvalSupported: false }).promise;
  let text = '';
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const content = await (await pdf.getPage(number)).getTextContent();
    text += content.items.map((item) => ('str' in item ? item.str : '')).join('');
  }
  await pdf.destroy();
  return text.replace(/\s+/g, '');
}

const squash = (text: string) => text.replace(/\s+/g, '');

test.describe('search finds what people type', () => {
  test('高企 finds 高新技术企业 policies, highlighted', async ({ page }) => {
    await page.goto('/findpolicy/policyNotice');
    await page.getByRole('textbox', { name: '关键词' }).fill('高企');
    await page.getByRole('textbox', { name: '关键词' }).press('Enter');
    await expect(page).toHaveURL(/keyword=%E9%AB%98%E4%BC%81/);
    await expect(page.getByText(/^共找到 [1-9]\d* 条政策$/)).toBeVisible();
    const results = page.getByRole('region', { name: '政策列表' });
    await expect(results.locator('mark').filter({ hasText: '高新技术企业' }).first()).toBeVisible();
  });

  test('an empty search suggests nearby and popular searches that lead somewhere', async ({ page, expectAccessible }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(`/findpolicy/policyNotice?keyword=${encodeURIComponent('高新技木企业')}`);
    await expect(page.getByText('没有符合条件的政策')).toBeVisible();
    const nearby = page.getByRole('region', { name: '你是不是要找' });
    await expect(page.getByRole('region', { name: '大家都在搜' }).getByRole('link').first()).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await expectAccessible();
    await nearby.getByRole('link', { name: '高新技术企业' }).click();
    await expect(page.getByText(/^共找到 [1-9]\d* 条政策$/)).toBeVisible();
  });
});

test.describe('reports download as PDF', () => {
  test('the match report PDF holds the enterprise name and every condition title', async ({ page, loginAs }) => {
    test.setTimeout(120_000);
    const { token } = await loginAs('enterprise');
    const report = await postAsUser(page, token, '/api/policy-match/report');
    const match = report.match;
    if (!match) throw new Error('a match report carries its matches');

    await page.goto(`/PersonalCenter/myReport/${report.id}`);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: '下载 PDF' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(new RegExp(`^智能政策匹配报告-${match.enterpriseName}-\\d{8}\\.pdf$`));
    await expect(page.getByText('文件下载成功')).toBeVisible();

    const text = await pdfText(await file.path());
    expect(text).toContain(squash(match.enterpriseName));
    // Every policy of the report, not only each category's first page its answer carries (ADR 122).
    const policies = await allReportMatches(page.request, token, report.id, match);
    const titles = new Set(policies.flatMap((policy) => policy.results.map((result) => result.title)));
    expect(titles.size).toBeGreaterThan(0);
    for (const title of titles) expect(text).toContain(squash(title));
  });

  test('the 自评 report PDF holds every condition of the project', async ({ page, loginAs }) => {
    test.setTimeout(120_000);
    const { token } = await loginAs('enterprise');
    const report = await postAsUser(page, token, '/api/gDeclaraManage/87/evaluation');
    const results = report.evaluation?.results ?? [];
    expect(results.length).toBeGreaterThan(0);

    await page.goto(`/PersonalCenter/myReport/${report.id}`);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: '下载 PDF' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^项目自评报告-.+-\d{8}\.pdf$/);
    const text = await pdfText(await file.path());
    expect(text).toContain('杭州云栖智造科技有限公司');
    for (const result of results) expect(text).toContain(squash(result.title));
  });
});
