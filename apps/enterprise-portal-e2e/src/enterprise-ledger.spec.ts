import type { Page } from '@playwright/test';
import { expect, expectNoHorizontalOverflow, test } from '@smes/e2e-support';

const PATENT = { number: 'ZL202410567890.3', name: '一种产线视觉检测的光照补偿方法' };

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: `test-results/${name}.png`, fullPage: true });
}

test.describe('企业评测 · 企业档案', () => {
  test('13800138000: a granted 发明专利 added to the 台账 shows in 企业档案一览, is counted by 高企评测 and the 品牌评分; axe at 1440 and 375 px', async ({
    page,
    loginAs,
    expectAccessible,
    visitRecords,
  }) => {
    // Six screens and a dialog, seven axe passes and a 高企 evaluation: on two shared cores that outgrows the default 45 s.
    test.setTimeout(120_000);
    await loginAs('enterprise');
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/Enterprise/knowledgeRecord');
    await expect(page.getByRole('heading', { level: 1, name: '知识产权台账' })).toBeVisible();
    const counts = page.getByLabel('已授权知识产权数量');
    const inventions = counts.getByText('发明专利', { exact: true }).locator('xpath=following-sibling::dd[1]');
    await expect(inventions).toHaveText('5 件');
    await expectAccessible();

    // 新增: the number's format is checked before anything is sent.
    await page.getByRole('button', { name: '新增知识产权' }).click();
    const dialog = page.getByRole('dialog', { name: '新增知识产权' });
    await dialog.getByLabel('专利号').fill('ZL2024-1');
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect(dialog.getByText('专利号格式应如 ZL202110123456.7')).toBeVisible();
    await expectAccessible();
    await dialog.getByLabel('专利号').fill(PATENT.number);
    await dialog.getByLabel('名称').fill(PATENT.name);
    await dialog.getByLabel('申请日').fill('2024-01-10');
    await dialog.getByLabel('授权日').fill('2026-03-20');
    await expect(dialog.getByLabel('权利人')).toHaveValue('杭州云栖智造科技有限公司');
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { level: 3, name: PATENT.name })).toBeVisible();
    await expect(inventions).toHaveText('6 件');
    await shoot(page, 'knowledge-record-1440');

    // 企业档案一览: the IP summary follows the 台账; every section has its completeness.
    await page.getByRole('link', { name: '企业档案一览' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '企业档案一览' })).toBeVisible();
    await expect(page.getByRole('list', { name: '档案各部分完整度' }).getByRole('listitem')).toHaveCount(7);
    await expect(page.getByLabel('已授权知识产权数量').getByText('发明专利', { exact: true }).locator('xpath=following-sibling::dd[1]')).toHaveText('6 件');
    await expect(page.getByRole('list', { name: '最近的报告' }).or(page.getByText('还没有评测报告'))).toBeVisible();
    await expectAccessible();
    await shoot(page, 'enterprise-overview-1440');

    // 高企评测 counts it: the report names the records it counted.
    await page.getByRole('navigation', { name: '企业评测' }).getByRole('link', { name: '高企评测' }).click();
    await page.getByRole('form', { name: '高企评测检测问卷' }).getByRole('button', { name: /开始评测$/ }).click();
    await expect(page).toHaveURL(/\/Enterprise\/highEvaluation\/problem\?id=\d+$/);
    await page.getByRole('link', { name: '查看评测报告' }).click();
    const counted = page.getByRole('region', { name: '计入的知识产权' });
    await expect(counted).toContainText('发明专利（6 件）');
    await expect(counted).toContainText(`${PATENT.name}（${PATENT.number}）`);
    // Its Ⅰ类 rights put 知识产权数量 in the 指引's band A (7–8 of 8); the experts' place inside the band is a range.
    await expect(page.getByRole('list', { name: '知识产权的分项' })).toContainText('知识产权数量：7–8 / 8 分（A 档）');

    // 品牌评分: each component with its value and weight; the patent is in 核心技术.
    await page.goto('/Enterprise/brandSeamDetail');
    await expect(page.getByRole('heading', { level: 1, name: '品牌评分' })).toBeVisible();
    await expect(page.getByRole('region', { name: '如何计算' })).toContainText('满分 100 分');
    const technology = page.getByRole('listitem', { name: '核心技术' });
    await expect(technology).toContainText('发明专利 6 件');
    await expect(technology).toContainText('20 / 20 分');
    await expect(page.getByRole('list', { name: '品牌评分各项' }).getByRole('listitem')).toHaveCount(6);
    await expectAccessible();
    await shoot(page, 'brand-seam-detail-1440');

    await page.setViewportSize({ width: 375, height: 800 });
    for (const [path, name] of [
      ['/Enterprise/brandSeamDetail', 'brand-seam-detail-375'],
      ['/Enterprise/enterpriseDetail', 'enterprise-overview-375'],
      ['/Enterprise/knowledgeRecord', 'knowledge-record-375'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('progressbar').or(page.getByRole('listitem')).first()).toBeVisible();
      await expectNoHorizontalOverflow(page);
      await expectAccessible();
      await shoot(page, name);
    }

    // Deleting it takes it out of the counts again (and leaves the demo ledger as the other journeys expect it).
    await page.getByRole('button', { name: `删除 ${PATENT.name}` }).click();
    await page.getByRole('dialog', { name: '删除知识产权记录' }).getByRole('button', { name: '删除' }).click();
    await expect(page.getByRole('heading', { level: 3, name: PATENT.name })).toBeHidden();
    await expect(inventions).toHaveText('5 件');

    expect(visitRecords).toEqual(expect.arrayContaining(['知识产权台账', '企业档案一览', '品牌评分', '高企评测 · 评测报告']));
  });

  test('知识产权管家: a package opens its product in 找服务 and is ordered through 下单; axe at 1440 and 375 px', async ({ page, loginAs, expectAccessible, visitRecords }) => {
    // Another enterprise than the journeys that count 13800138000's orders.
    await loginAs('enterpriseNoWiki');
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/Enterprise/intellectualPropertySteward');
    await expect(page.getByRole('heading', { level: 1, name: '知识产权管家' })).toBeVisible();
    await expect(page.getByRole('region', { name: '按知识产权台账的建议' })).toContainText('先在知识产权台账登记');
    const packages = page.getByRole('list', { name: '知识产权服务' });
    await expect(packages.getByRole('listitem').first()).toBeVisible();
    await expectAccessible();
    await shoot(page, 'ip-steward-1440');

    await page.getByRole('tab', { name: '商标注册' }).click();
    const first = packages.getByRole('listitem').first();
    await expect(first).toContainText('商标注册');
    const productName = (await first.getByRole('heading', { level: 3 }).textContent()) ?? '';
    await first.getByRole('link', { name: productName }).click();
    await expect(page).toHaveURL(/\/service\/detail\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: productName })).toBeVisible();
    await page.goBack();

    await page.getByRole('list', { name: '知识产权服务' }).getByRole('button', { name: /^下单：/ }).first().click();
    const dialog = page.getByRole('dialog', { name: /^下单：/ });
    await dialog.getByLabel('需求描述').fill('为新产品线在第 7 类和第 42 类注册商标，并检索近似商标');
    await dialog.getByLabel('联系人').fill('周海峰');
    await dialog.getByLabel('联系电话').fill('13800138001');
    await dialog.getByRole('button', { name: '提交订单' }).click();
    await expect(page).toHaveURL(/\/PersonalCenter\/myOrder\/\d+$/);
    await expect(page.getByText('待确认').first()).toBeVisible();

    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/Enterprise/intellectualPropertySteward');
    await expect(packages.getByRole('listitem').first()).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await expectAccessible();
    await shoot(page, 'ip-steward-375');
    expect(visitRecords).toEqual(expect.arrayContaining(['知识产权管家']));
  });
});
