import type { Page, TestInfo } from '@playwright/test';
import { expect, expectNoHorizontalOverflow, test } from '@smes/e2e-support';

async function screenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
}

test.describe('政务服务', () => {
  test('find a guide by topic, city and keyword, read its materials and sample, and keep it in 收藏', async ({ page, loginAs, expectAccessible, visitRecords }, testInfo) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/home');
    await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '政务服务', exact: true }).click();
    await expect(page).toHaveTitle('政务服务');
    await expect(page.getByRole('heading', { level: 1, name: '政务服务' })).toBeVisible();

    // 变更注销 in 宁波市, then a keyword that only a material of one guide carries.
    await page.getByRole('tab', { name: '变更注销' }).click();
    await expect(page).toHaveURL(/topic=change/);
    await page.getByRole('combobox', { name: '省份' }).selectOption({ label: '浙江省' });
    await page.getByRole('combobox', { name: '城市' }).selectOption({ label: '宁波市' });
    await expect(page).toHaveURL(/regionCode=330200/);
    await page.getByRole('textbox', { name: '关键词' }).fill('全体投资人承诺书');
    await page.getByRole('textbox', { name: '关键词' }).press('Enter');
    await expect(page).toHaveURL(/keyword=/);
    const list = page.getByRole('region', { name: '政务服务事项列表' });
    await expect(page.getByText('共 1 个事项')).toBeVisible();
    const card = list.getByRole('article').first();
    await expect(card.getByText('宁波市市场监督管理局 · 行政许可')).toBeVisible();
    await expect(card.getByText('全程网办（0 次到现场）')).toBeVisible();
    await expectAccessible();
    await screenshot(page, testInfo, 'gov-service-1440');

    await card.getByRole('link', { name: '企业简易注销登记' }).click();
    await expect(page).toHaveTitle('办事指南');
    await expect(page.getByRole('heading', { level: 1, name: '企业简易注销登记' })).toBeVisible();
    await expect(page.getByText('在国家企业信用信息公示系统公示 20 日，公示期内无异议')).toBeVisible();
    const materials = page.getByRole('region', { name: /^申请材料/ });
    await expect(materials.getByText('2. 《全体投资人承诺书》')).toBeVisible();
    // The sample opens from the keyboard.
    const sample = materials.getByRole('button', { name: '查看填写示例' });
    await sample.focus();
    await page.keyboard.press('Enter');
    await expect(sample).toHaveAttribute('aria-expanded', 'true');
    await expect(materials.getByText('本企业申请简易注销登记，并郑重承诺：')).toBeVisible();
    await expect(page.getByRole('region', { name: '办理地点' }).getByText('地址：宁波市鄞州区宁穿路1901号')).toBeVisible();
    await expect(page.getByRole('link', { name: /前往浙江政务服务网（浙里办）/ })).toHaveAttribute('href', 'https://www.zjzwfw.gov.cn/');
    await expectAccessible();
    await screenshot(page, testInfo, 'gov-service-detail-1440');
    expect(visitRecords).toEqual(expect.arrayContaining(['政务服务', '办事指南']));

    // 收藏 after logging in, then find it under 只看我的收藏.
    const guideUrl = page.url();
    await loginAs('enterprise');
    await page.goto(guideUrl);
    await page.getByRole('button', { name: '收藏' }).click();
    await expect(page.getByRole('button', { name: '已收藏' })).toHaveAttribute('aria-pressed', 'true');
    await page.goto('/governmentService');
    // A signed-in enterprise starts in its own city (13800138000: 余杭区, 杭州市); its favourites come from every city.
    await expect(page.getByRole('button', { name: '移除条件 地区：杭州市（企业所在地）' })).toBeVisible();
    // The switch writes the URL, and the URL drives the switch: click, then wait for both.
    const onlyMine = page.getByRole('switch', { name: '只看我的收藏' });
    await onlyMine.click();
    await expect(onlyMine).toBeChecked();
    await expect(page).toHaveURL(/favorite=true/);
    await expect(page.getByRole('region', { name: '政务服务事项列表' }).getByRole('link', { name: '企业简易注销登记' })).toBeVisible();

    // A phone: readable without sideways scrolling, still accessible.
    await page.setViewportSize({ width: 375, height: 800 });
    await expectNoHorizontalOverflow(page);
    await expectAccessible();
    await screenshot(page, testInfo, 'gov-service-375');
    await page.goto(guideUrl);
    await expect(page.getByRole('heading', { level: 1, name: '企业简易注销登记' })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await expectAccessible();
    await screenshot(page, testInfo, 'gov-service-detail-375');
  });
});
