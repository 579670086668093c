import type { Page, TestInfo } from '@playwright/test';
import { expect, expectNoHorizontalOverflow, test } from '@smes/e2e-support';

async function screenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
}

test.describe('找资金', () => {
  test('compare two products, estimate the repayments, apply for financing and find the application in 个人中心', async ({
    page,
    loginAs,
    expectAccessible,
    visitRecords,
  }, testInfo) => {
    test.setTimeout(180_000);
    await loginAs('enterprise');
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/fund');
    await expect(page).toHaveTitle('找资金');
    await expect(page.getByRole('heading', { level: 1, name: '找资金' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '找资金', exact: true })).toHaveAttribute('aria-current', 'page');

    // Narrow to credit loans for 科创 and tick two of them for the comparison.
    await page.getByRole('combobox', { name: '担保方式' }).selectOption({ label: '信用' });
    await expect(page).toHaveURL(/guarantee=credit/);
    const list = page.getByRole('region', { name: '金融产品列表' });
    // The previous page of results stays on screen until the filtered one arrives: wait for credit products only.
    await expect(list.getByRole('article').first().getByText('信用', { exact: true })).toBeVisible();
    await expect(list.getByText('抵押', { exact: true })).toHaveCount(0);
    await expect(page.getByText(/^共找到 [1-9]\d* 款产品$/)).toBeVisible();
    const names = await list.getByRole('article').getByRole('heading').allInnerTexts();
    const [first, second] = names.map((name) => name.trim());
    expect(first && second).toBeTruthy();
    // The ticks live in the URL: a box shows checked once the router has moved, so click and then wait for it.
    for (const name of [first, second]) {
      const box = list.getByRole('checkbox', { name: `对比 ${name}` });
      await box.click();
      await expect(box).toBeChecked();
    }
    await expect(page).toHaveURL(/compare=\d+%2C\d+/);
    // Down the list, with the comparison scrolled away, the 已选 bar stays in the window and leads back to the comparison.
    await list.getByRole('article').last().scrollIntoViewIfNeeded();
    await expect(page.getByRole('heading', { name: '产品对比（2/4）' })).not.toBeInViewport();
    const bar = page.getByRole('region', { name: '已选对比产品' });
    await expect(bar.getByText(`已选 2/4 款：${first}、${second}`)).toBeInViewport();
    await bar.getByRole('button', { name: '查看对比' }).click();
    await expect(page.getByRole('heading', { name: '产品对比（2/4）' })).toBeFocused();
    await expect(page.getByRole('heading', { name: '产品对比（2/4）' })).toBeInViewport();
    // The comparison on screen, the bar has stepped aside: it covers none of it.
    await expect(bar).toHaveCount(0);
    const table = page.getByRole('region', { name: '产品对比表' });
    await expect(table.getByRole('columnheader', { name: new RegExp(first ?? '') })).toBeVisible();
    await expect(table.getByRole('columnheader', { name: new RegExp(second ?? '') })).toBeVisible();
    await expect(table.getByRole('rowheader', { name: '参考年利率' })).toBeVisible();
    await expectAccessible();
    await screenshot(page, testInfo, 'fund-compare-1440');

    // The comparison is an address: opened afresh it shows the same two.
    const shared = page.url();
    await page.goto(shared);
    await expect(page.getByRole('region', { name: '产品对比表' }).getByRole('columnheader')).toHaveCount(3);
    await page.setViewportSize({ width: 375, height: 800 });
    await expectNoHorizontalOverflow(page);
    await expectAccessible();
    // On a phone the comparison goes attribute by attribute: the second product's values are on screen, not cut off
    // to the side, and the 已选 bar has stepped aside so it covers none of it.
    const phoneComparison = page.getByRole('region', { name: '产品对比表' });
    await expect(phoneComparison.getByRole('table')).toHaveCount(0);
    const rate = phoneComparison.getByRole('definition').filter({ hasText: second ?? '' }).nth(2);
    await expect(rate).toContainText('%');
    await rate.scrollIntoViewIfNeeded();
    await expect(rate).toBeInViewport({ ratio: 1 });
    await expect(page.getByRole('region', { name: '已选对比产品' })).toHaveCount(0);
    await screenshot(page, testInfo, 'fund-compare-375');
    // Scrolled down to the list, the bar is back at the window's bottom.
    await page.getByRole('region', { name: '金融产品列表' }).getByRole('article').last().scrollIntoViewIfNeeded();
    await expect(page.getByRole('region', { name: '已选对比产品' })).toBeInViewport();
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.evaluate(() => window.scrollTo(0, 0));

    // The first product's detail: estimate, then apply.
    await page.getByRole('region', { name: '产品对比表' }).getByRole('link', { name: first ?? '' }).click();
    await expect(page).toHaveTitle('金融产品详情');
    await expect(page.getByRole('heading', { level: 1, name: first ?? '' })).toBeVisible();
    await expect(page.getByText(/^计算方法（(等额本息|先息后本)）/)).toBeVisible();
    await expect(page.getByText(/仅供参考，不是机构的放款承诺/)).toBeVisible();
    await expectAccessible();
    await screenshot(page, testInfo, 'fund-detail-1440');

    await page.getByRole('button', { name: '申请融资' }).click();
    const dialog = page.getByRole('dialog', { name: `申请融资：${first}` });
    await expect(dialog.getByText('杭州云栖智造科技有限公司')).toBeVisible();
    await dialog.getByRole('button', { name: '提交申请' }).click();
    await expect(dialog.getByText('请填写申请额度')).toBeVisible();
    await expect(dialog.getByText('请填写资金用途')).toBeVisible();
    await expectAccessible();
    // The product's range, from the dialog's summary line (the amount's hint now shows the error instead).
    const range = (await dialog.getByText(/额度 \d+–\d+ 万元/).innerText()).match(/额度 (\d+)–(\d+) 万元/);
    const amount = String(range?.[1] ?? '50');
    await dialog.getByRole('textbox', { name: '申请额度（万元）' }).fill(amount);
    await dialog.getByRole('textbox', { name: '资金用途' }).fill('采购伺服电机与控制器，备货年底订单');
    await dialog.getByRole('textbox', { name: '联系人' }).fill('陈思远');
    await dialog.getByRole('textbox', { name: '联系电话' }).fill('13800138000');
    await dialog.getByRole('button', { name: '提交申请' }).click();

    // 个人中心 › 我的融资: the new application, 已提交, with its timeline and when the provider answers next.
    await expect(page).toHaveTitle('融资申请详情');
    await expect(page).toHaveURL(/\/PersonalCenter\/myFinancing\/\d+$/);
    await expect(page.getByText(`${amount} 万元`).first()).toBeVisible();
    await expect(page.getByRole('list', { name: '办理记录' }).getByRole('listitem')).toHaveCount(1);
    const promise = page.getByText(/^机构预计在 .+ 前给出下一步结果/);
    await expect(promise).toBeVisible();
    // The promised time is in the institution's working hours: Monday to Friday, 09:00–17:00 China time.
    const [, day, time] = (await promise.innerText()).match(/(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2})/) ?? [];
    const promised = new Date(Date.parse(`${day}T${time}:00+08:00`) + 8 * 60 * 60 * 1000);
    expect(promised.getUTCDay(), `${day} ${time}`).toBeGreaterThanOrEqual(1);
    expect(promised.getUTCDay(), `${day} ${time}`).toBeLessThanOrEqual(5);
    expect((time ?? '') >= '09:00' && (time ?? '') <= '17:00', `${day} ${time}`).toBe(true);
    await expectAccessible();
    await screenshot(page, testInfo, 'my-financing-detail-1440');

    await page.goto('/PersonalCenter/myFinancing');
    await expect(page).toHaveTitle('我的融资');
    const applications = page.getByRole('region', { name: '融资申请列表' });
    const newest = applications.getByRole('article').first();
    await expect(newest.getByRole('link', { name: first ?? '' })).toBeVisible();
    await expect(newest.getByText('已提交')).toBeVisible();
    await expect(applications.getByText('已放款')).toBeVisible();
    await expect(applications.getByText('未通过')).toBeVisible();
    await expectAccessible();
    await screenshot(page, testInfo, 'my-financing-1440');

    await page.setViewportSize({ width: 375, height: 800 });
    await expectNoHorizontalOverflow(page);
    await expectAccessible();
    await screenshot(page, testInfo, 'my-financing-375');
    await newest.getByRole('link', { name: first ?? '' }).click();
    await expect(page.getByRole('list', { name: '办理记录' })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await expectAccessible();
    await screenshot(page, testInfo, 'my-financing-detail-375');

    // 撤回 while 已提交: asked first, then 已撤回 with its record and no 撤回 left.
    await page.getByRole('button', { name: '撤回申请' }).click();
    const confirm = page.getByRole('dialog', { name: '撤回这笔融资申请？' });
    await expect(confirm).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await expectAccessible();
    await confirm.getByRole('button', { name: '撤回申请' }).click();
    await expect(page.getByText('已撤回融资申请')).toBeVisible();
    await expect(page.getByRole('list', { name: '办理记录' }).getByRole('listitem')).toHaveCount(2);
    await expect(page.getByText('您已撤回这笔申请，机构不再办理；如仍需融资，可重新申请。')).toBeVisible();
    await expect(page.getByRole('button', { name: '撤回申请' })).toHaveCount(0);
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/fund/detail/1');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await expectAccessible();
    await screenshot(page, testInfo, 'fund-detail-375');

    expect(visitRecords).toEqual(expect.arrayContaining(['找资金', '金融产品详情', '融资申请详情', '我的融资']));
  });
});
