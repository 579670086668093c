import type { Page, TestInfo } from '@playwright/test';
import { expect, expectNoHorizontalOverflow, test } from '@smes/e2e-support';

async function screenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
}

/** A date `days` from today in China, as a date input takes it. */
function chinaDate(days: number): string {
  return new Date(Date.now() + 8 * 60 * 60 * 1000 + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

async function atBothWidths(page: Page, testInfo: TestInfo, name: string, expectAccessible: () => Promise<void>): Promise<void> {
  await expectAccessible();
  await screenshot(page, testInfo, `${name}-1440`);
  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoHorizontalOverflow(page);
  await expectAccessible();
  await screenshot(page, testInfo, `${name}-375`);
  await page.setViewportSize({ width: 1440, height: 900 });
}

test.describe('找人才', () => {
  test('filter talent, open a profile without contact, send a 签约意向 (refused first), and find it in 我的签约意向 beside an answered one', async ({
    page,
    loginAs,
    expectAccessible,
    visitRecords,
  }, testInfo) => {
    test.setTimeout(180_000);
    await loginAs('enterprise');
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/talent');
    await expect(page).toHaveTitle('找人才');
    await expect(page.getByRole('heading', { level: 1, name: '找人才' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '找人才', exact: true })).toHaveAttribute('aria-current', 'page');

    // 高级工程师 in 浙江.
    const titles = page.getByRole('combobox', { name: '职称/资格' });
    const senior = ((await titles.locator('option', { hasText: /^高级工程师（\d+）$/ }).textContent()) ?? '').trim();
    await titles.selectOption({ label: senior });
    await expect(page).toHaveURL(/title=/);
    await page.getByRole('combobox', { name: '省份' }).selectOption({ label: '浙江省' });
    await expect(page).toHaveURL(/regionCode=330000/);
    const list = page.getByRole('region', { name: '人才列表' });
    await expect(page.getByText(/^共找到 [1-9]\d* 位人才$/)).toBeVisible();
    // The previous page stays on screen until the filtered one arrives: wait until every card is a 高级工程师.
    await expect(list.getByRole('article').getByRole('heading').filter({ hasNotText: '高级工程师' })).toHaveCount(0);
    await expect(page.getByText('职称/资格：高级工程师')).toBeVisible();
    await atBothWidths(page, testInfo, 'talent-list', expectAccessible);

    // The profile: public facts and work history, never a phone number or an e-mail address.
    const first = list.getByRole('article').first().getByRole('heading');
    const name = (await first.innerText()).trim();
    await first.getByRole('link').click();
    await expect(page).toHaveTitle('人才详情');
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByText('不公开：对方接受签约意向后，仅向发起企业显示')).toBeVisible();
    await expect(page.getByRole('heading', { name: '工作经历' })).toBeVisible();
    await expect(page.getByRole('main')).not.toContainText(/1[3-9]\d{9}|@/);
    await atBothWidths(page, testInfo, 'talent-detail', expectAccessible);

    // 签约意向: refused in Chinese first, then sent.
    await page.getByRole('button', { name: '发出签约意向' }).click();
    const dialog = page.getByRole('dialog', { name: `签约意向：${name}` });
    await expect(dialog.getByText('杭州云栖智造科技有限公司')).toBeVisible();
    await dialog.getByRole('textbox', { name: '合作总报酬（元）' }).fill('100');
    await dialog.getByRole('button', { name: '发送签约意向' }).click();
    await expect(dialog.getByText('合作总报酬须在 500–5,000,000 元之间')).toBeVisible();
    await expect(dialog.getByText('请填写拟聘岗位或项目角色')).toBeVisible();
    await expect(dialog.getByText('请选择开始日期')).toBeVisible();
    await expectAccessible();
    await screenshot(page, testInfo, 'talent-contract-errors-1440');
    await dialog.getByRole('textbox', { name: '拟聘岗位或项目角色' }).fill('装配线自动化改造负责人');
    // The amount follows rate × period until typed; a typed amount under the person's minimum is warned about.
    await dialog.getByRole('textbox', { name: '合作总报酬（元）' }).fill('');
    await dialog.getByLabel('开始日期').fill(chinaDate(14));
    await dialog.getByLabel('结束日期').fill(chinaDate(104));
    await expect(dialog.getByText(/按对方(一个项目的)?期望报酬下限 [\d,]+ 元\/(月|天|项目)/)).toBeVisible();
    await dialog.getByRole('textbox', { name: '合作总报酬（元）' }).fill('500');
    await expect(dialog.getByText(/^低于对方期望报酬的下限：.*至少 [\d,]+ 元，低于此数对方很可能婉拒。$/)).toBeVisible();
    await dialog.getByRole('textbox', { name: '合作总报酬（元）' }).fill('180000');
    await dialog.getByRole('textbox', { name: '留言' }).fill('我司计划改造两条伺服电机装配线，希望您驻场主导方案与调试。');
    await dialog.getByRole('button', { name: '发送签约意向' }).click();

    // 个人中心 › 我的签约意向: the new one 已发送; the demo's answered ones with the reply, the accepted one with the contact.
    await expect(page).toHaveTitle('我的签约意向');
    const requests = page.getByRole('region', { name: '签约意向列表' });
    const sent = requests.getByRole('article', { name });
    await expect(sent.first().getByText('已发送')).toBeVisible();
    await expect(sent.first().getByText(/^对方预计 .+ 前查看$/)).toBeVisible();
    const accepted = requests.getByRole('article').filter({ hasText: '已接受' });
    await expect(accepted.getByText(/^对方答复：/)).toBeVisible();
    await expect(accepted.getByText(/^联系方式：.+ · 电话 1\d{10} · 邮箱 .+@.+$/)).toBeVisible();
    await expect(requests.getByRole('article').filter({ hasText: '已婉拒' }).getByText(/^对方答复：/)).toBeVisible();
    await atBothWidths(page, testInfo, 'my-contract', expectAccessible);

    // Withdrawn while unanswered (this also leaves the person free for a retry of this journey).
    await sent.first().getByRole('button', { name: '撤回' }).click();
    await expect(page.getByText('已撤回签约意向')).toBeVisible();
    await expect(sent.first().getByText('已撤回')).toBeVisible();

    expect(visitRecords).toEqual(expect.arrayContaining(['找人才', '人才详情', '我的签约意向']));
  });
});
