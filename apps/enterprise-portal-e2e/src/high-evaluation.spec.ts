import { expect, expectNoHorizontalOverflow, test } from '@smes/e2e-support';

const INDICATORS = ['知识产权', '科技成果转化能力', '研究开发组织管理水平', '企业成长性'];

test.describe('高企评测', () => {
  test('13800138000: 检测 → 问题诊断 → 评测报告 with the score per indicator, PDF, 我的报告; axe at 1440 and 375 px', async ({
    page,
    loginAs,
    expectAccessible,
    visitRecords,
  }) => {
    await loginAs('enterprise');
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/Enterprise/highEvaluation/detection');
    await expect(page.getByRole('heading', { level: 1, name: '高企评测 · 检测' })).toBeVisible();
    const form = page.getByRole('form', { name: '高企评测检测问卷' });
    await expect(form).toContainText(/项已从\s*企业档案\s*读取/);
    await expectAccessible();
    await page.screenshot({ path: 'test-results/high-evaluation-detection-1440.png', fullPage: true });
    await form.getByRole('button', { name: /开始评测$/ }).click();

    // 问题诊断: every failed or 待核验 condition, each citing its basis; the score table per indicator.
    await expect(page).toHaveURL(/\/Enterprise\/highEvaluation\/problem\?id=\d+$/);
    const id = new URL(page.url()).searchParams.get('id');
    await expect(page.getByRole('heading', { level: 1, name: '高企评测 · 问题诊断' })).toBeVisible();
    const score = page.getByRole('table', { name: '企业创新能力评价' });
    await expect(score).toBeVisible();
    const problems = page.getByRole('list', { name: '问题清单' });
    if (await problems.count()) {
      for (const item of await problems.getByRole('listitem').all()) {
        await expect(item).toContainText(/依据《高新技术企业认定管理办法》（国科发火〔2016〕32号）第十一条/);
        await expect(item).toContainText(/(不符合|待核验)/);
      }
    } else {
      await expect(page.getByText('八项认定条件均已满足。')).toBeVisible();
    }
    await expectAccessible();
    await page.screenshot({ path: 'test-results/high-evaluation-problem-1440.png', fullPage: true });

    // 评测报告: eight conditions, a score out of its maximum for each indicator, the PDF.
    await page.getByRole('link', { name: '查看评测报告' }).click();
    await expect(page).toHaveURL(`/Enterprise/highEvaluation/report?id=${id}`);
    // 第十一条's eight items as nine rows ((五) is two checks), and a 高企 the ledger holds opens the report as 已认定.
    await expect(page.getByRole('table', { name: '高新技术企业认定条件核对' }).getByRole('row')).toHaveCount(10);
    await expect(page.getByText(/^已认定为高新技术企业（有效期至 \d{4}-\d{2}-\d{2}）$/).first()).toBeVisible();
    // Each indicator scored by the 指引's bands as a range (or 待核验 with its maximum), the total their sum.
    let [low, high] = [0, 0];
    for (const title of INDICATORS) {
      const cell = score.getByRole('row', { name: new RegExp(`^${title}`) }).getByRole('cell').nth(1);
      await expect(cell).toHaveText(/^(\d+(–\d+)? \/ (30|20) 分|待核验（满分 (30|20) 分）)$/);
      const [a, b, max] = ((await cell.textContent()) ?? '').match(/\d+/g)?.map(Number) ?? [];
      [low, high] = (await cell.textContent())?.startsWith('待核验') ? [low, high + (a ?? 0)] : [low + (a ?? 0), high + (max === undefined ? (a ?? 0) : (b ?? 0))];
    }
    await expect(score.getByRole('row', { name: /^合计/ }).getByRole('cell').nth(1)).toHaveText(high > low ? `${low}–${high} / 100 分` : `${low} / 100 分`);
    await expectAccessible();
    await page.screenshot({ path: 'test-results/high-evaluation-report-1440.png', fullPage: true });
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: '下载 PDF' }).click();
    expect((await download).suggestedFilename()).toMatch(/^高新技术企业评测报告-.+-\d{8}\.pdf$/);

    await page.setViewportSize({ width: 375, height: 800 });
    await page.reload();
    await expect(score).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await expectAccessible();
    await page.screenshot({ path: 'test-results/high-evaluation-report-375.png', fullPage: true });
    await page.goto(`/Enterprise/highEvaluation/problem?id=${id}`);
    await expect(score).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await expectAccessible();
    await page.screenshot({ path: 'test-results/high-evaluation-problem-375.png', fullPage: true });

    // 我的报告 › 高企评测 lists it and opens it.
    await page.goto('/PersonalCenter/myReport?type=high_tech');
    const row = page.getByRole('article').filter({ hasText: '高新技术企业评测报告' }).first();
    await expect(row).toBeVisible();
    await row.getByRole('link', { name: /^查看/ }).click();
    await expect(page).toHaveURL(`/PersonalCenter/myReport/${id}`);
    await expect(page.getByRole('link', { name: '分指标得分与问题诊断' })).toHaveAttribute('href', `/Enterprise/highEvaluation/report?id=${id}`);
    await expectNoHorizontalOverflow(page);
    await expectAccessible();

    expect(visitRecords).toEqual(expect.arrayContaining(['高企评测 · 检测', '高企评测 · 问题诊断', '高企评测 · 评测报告', '我的报告']));
  });
});
