import type { Page } from '@playwright/test';
import { expect, expectNoHorizontalOverflow, HOSTS, test, xsrfHeaders } from '@smes/e2e-support';

const GROUPS = ['专业化', '精细化', '特色化', '创新能力'];

/** Writes ledger fields of the signed-in account through the API, the way 企业信息 saves them. */
async function putLedger(page: Page, token: string, fields: Record<string, unknown>): Promise<void> {
  const auth = { Authorization: `Bearer ${token}` };
  await page.request.get(`${HOSTS.portalApi}/api/enterprise/ledger`, { headers: auth });
  const answer = await page.request.put(`${HOSTS.portalApi}/api/enterprise/ledger`, { headers: { ...auth, ...(await xsrfHeaders(page.request)) }, data: fields });
  expect(answer.ok(), await answer.text()).toBe(true);
}

async function nicheYearsOf(page: Page, token: string): Promise<unknown> {
  const answer = await page.request.get(`${HOSTS.portalApi}/api/enterprise/ledger`, { headers: { Authorization: `Bearer ${token}` } });
  return ((await answer.json()) as { data: { ledger: Record<string, unknown> } }).data.ledger['nicheYears'];
}

test.describe('专精特新评测', () => {
  test('13800138000: 检测 → a failed condition names its basis and offers a service → 评测报告 (PDF) → 我的报告; axe at 1440 and 375 px', async ({
    page,
    loginAs,
    expectAccessible,
    visitRecords,
  }) => {
    const { token } = await loginAs('enterprise');
    // One year in its niche: 一、（一） (从事特定细分市场 2 年以上) fails. Put back afterwards for the other journeys.
    const nicheYears = await nicheYearsOf(page, token);
    await putLedger(page, token, { nicheYears: 1 });
    try {
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto('/Enterprise/specialization/detection');
      await expect(page.getByRole('heading', { level: 1, name: '专精特新评测 · 检测' })).toBeVisible();
      const form = page.getByRole('form', { name: '专精特新评测检测问卷' });
      await expect(form).toContainText(/项已从\s*企业档案\s*读取/);
      await expectAccessible();
      await page.screenshot({ path: 'test-results/specialization-detection-1440.png', fullPage: true });
      await form.getByRole('button', { name: /开始评测$/ }).click();

      // 问题诊断: the failed condition with its basis and what to do, and a certified service for it.
      await expect(page).toHaveURL(/\/Enterprise\/specialization\/problem\?id=\d+$/);
      const id = new URL(page.url()).searchParams.get('id');
      await expect(page.getByRole('heading', { level: 1, name: '专精特新评测 · 问题诊断' })).toBeVisible();
      const niche = page.getByRole('list', { name: '问题清单' }).getByRole('listitem').filter({ hasText: '从事特定细分市场 2 年以上' });
      await expect(niche).toContainText('不符合');
      await expect(niche).toContainText('依据《专精特新中小企业认定标准》（工信部企业〔2022〕63号附件2）一、（一）');
      await expect(niche).toContainText('怎么做聚焦主导产品深耕细分市场');
      const bridge = page.getByRole('region', { name: '补短板：认证机构可以帮您' });
      const coaching = bridge.getByRole('region', { name: '专精特新申报辅导' });
      await expect(coaching).toContainText('对应条件：从事特定细分市场 2 年以上（不符合）');
      await expect(coaching.getByRole('link').first()).toHaveAttribute('href', /^\/service\/detail\/\d+$/);
      const score = page.getByRole('table', { name: '专精特新评价指标' });
      await expect(score).toBeVisible();
      await expectAccessible();
      await page.screenshot({ path: 'test-results/specialization-problem-1440.png', fullPage: true });

      // 评测报告: the basic conditions, each indicator's score by group, the scheme version, the PDF.
      await page.getByRole('link', { name: '查看评测报告' }).click();
      await expect(page).toHaveURL(`/Enterprise/specialization/report?id=${id}`);
      // The 认定标准's five conditions and the 梯度培育办法's three for every participant (中小企业, 合规经营, 产品): eight rows.
      await expect(page.getByRole('table', { name: '专精特新中小企业认定条件核对' }).getByRole('row')).toHaveCount(9);
      await expect(page.getByText(/规则：专精特新中小企业认定（2022 版）/)).toBeVisible();
      for (const group of GROUPS) await expect(page.getByText(new RegExp(`${group} \\d+(–\\d+)? / \\d+ 分`)).first()).toBeVisible();
      await expect(score.getByRole('row', { name: /^合计/ })).toContainText(/\d+(–\d+)? \/ 100 分/);
      await expectAccessible();
      await page.screenshot({ path: 'test-results/specialization-report-1440.png', fullPage: true });
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: '下载 PDF' }).click();
      expect((await download).suggestedFilename()).toMatch(/^专精特新评测报告-.+-\d{8}\.pdf$/);

      await page.setViewportSize({ width: 375, height: 800 });
      await page.reload();
      await expect(score).toBeVisible();
      await expectNoHorizontalOverflow(page);
      await expectAccessible();
      await page.screenshot({ path: 'test-results/specialization-report-375.png', fullPage: true });
      await page.goto(`/Enterprise/specialization/problem?id=${id}`);
      await expect(niche).toBeVisible();
      await expectNoHorizontalOverflow(page);
      await expectAccessible();
      await page.screenshot({ path: 'test-results/specialization-problem-375.png', fullPage: true });
      await page.goto('/Enterprise/specialization/detection');
      await expect(form).toBeVisible();
      await expectNoHorizontalOverflow(page);
      await expectAccessible();

      // 我的报告 › 专精特新评测 lists it and opens it.
      await page.goto('/PersonalCenter/myReport?type=specialized');
      const row = page.getByRole('article').filter({ hasText: '专精特新中小企业评测报告' }).first();
      await expect(row).toBeVisible();
      await row.getByRole('link', { name: /^查看/ }).click();
      await expect(page).toHaveURL(`/PersonalCenter/myReport/${id}`);
      await expect(page.getByRole('link', { name: '分指标得分与问题诊断' })).toHaveAttribute('href', `/Enterprise/specialization/report?id=${id}`);
      await expectNoHorizontalOverflow(page);
      await expectAccessible();

      expect(visitRecords).toEqual(expect.arrayContaining(['专精特新评测 · 检测', '专精特新评测 · 问题诊断', '专精特新评测 · 评测报告', '我的报告']));
    } finally {
      await putLedger(page, token, { nicheYears: nicheYears ?? null });
    }
  });
});
