import { readFile } from 'node:fs/promises';
import type { Page, TestInfo } from '@playwright/test';
import { expect, expectNoHorizontalOverflow, HOSTS, test, xsrfHeaders } from '@smes/e2e-support';

/** The seeded activity with one seat left (apps/server seed/activities.ts). */
const LAST_SEAT = '杭州市2026年度高新技术企业认定政策宣讲会';

async function screenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
}

test.describe('活动', () => {
  test('take the last seat, a second account is refused, add it to the calendar, see it in 我的报名 and cancel', async (
    { page, request, loginAs, expectAccessible, visitRecords },
    testInfo,
  ) => {
    // Six screens, two accounts, a download and an axe pass each, on two shared cores.
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    await loginAs('enterprise');

    await page.goto('/activity');
    await expect(page).toHaveTitle('活动');
    await expect(page.getByRole('heading', { level: 1, name: '活动' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '活动', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('region', { name: '活动列表' }).getByRole('article').first()).toBeVisible();
    await expectAccessible();
    await screenshot(page, testInfo, 'activity-1440');

    await page.getByRole('textbox', { name: '关键词' }).fill('高新技术企业认定政策宣讲会');
    await page.getByRole('textbox', { name: '关键词' }).press('Enter');
    await expect(page).toHaveURL(/keyword=/);
    await page.getByRole('region', { name: '活动列表' }).getByRole('link', { name: LAST_SEAT, exact: true }).click();

    await expect(page).toHaveTitle('活动详情');
    await expect(page.getByRole('heading', { level: 1, name: LAST_SEAT })).toBeVisible();
    await expect(page.getByText('剩余 1 / 30 个名额')).toBeVisible();
    await page.getByRole('link', { name: '我要报名' }).click();

    await expect(page).toHaveTitle('活动报名');
    const form = page.getByRole('form', { name: '报名信息' });
    await expect(form.getByRole('textbox', { name: '企业名称' })).not.toHaveValue('');
    await expect(form.getByRole('textbox', { name: '手机号' })).toHaveValue('13800138000');
    await form.getByRole('textbox', { name: '联系人' }).fill('王晓明');
    await expectAccessible();
    await screenshot(page, testInfo, 'activity-use-regist-1440');
    await form.getByRole('button', { name: '提交报名' }).click();

    await expect(page).toHaveTitle('活动详情');
    await expect(page.getByText(/您已报名，1 人参会/)).toBeVisible();
    await expect(page.getByText('剩余 0 / 30 个名额')).toBeVisible();
    await expectAccessible();
    await screenshot(page, testInfo, 'activity-details-registered-1440');

    // The .ics file: CRLF lines, a timed event in UTC with the activity's title.
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: `加入日历（.ics）：${LAST_SEAT}` }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/\.ics$/);
    const text = await readFile(await download.path(), 'utf8');
    expect(text).not.toMatch(/(^|[^\r])\n/);
    const unfolded = text.replace(/\r\n[ \t]/g, '');
    expect(unfolded).toMatch(/\r\nDTSTART:\d{8}T\d{6}Z\r\n/);
    expect(unfolded).toContain(`SUMMARY:政策宣讲会：${LAST_SEAT}\r\n`);
    expect(unfolded).toMatch(/\r\nUID:activity-\d+@activity\.smes-portal\r\n/);
    // The download's toast comes once the file is saved. Waiting for it here keeps its fade-in from starting in the
    // middle of the next screen's axe check, which measured its text mid-fade as too faint.
    await expect(page.getByRole('status').getByText('文件下载成功')).toBeVisible();

    await page.getByRole('link', { name: '查看我的报名' }).click();
    await expect(page).toHaveTitle('我的报名');
    const mine = page.getByRole('region', { name: '报名列表' }).getByRole('article', { name: LAST_SEAT });
    await expect(mine.getByText('已报名')).toBeVisible();
    await expectAccessible();
    await screenshot(page, testInfo, 'my-registration-1440');

    // A second enterprise finds it full: the button says why, and the server refuses a registration anyway.
    // It is registered in 宁波 (海曙区), so the list starts at what is held for its region; a 杭州 event is found
    // only once the enterprise widens the list with the region chip.
    const second = await loginAs('enterpriseNoWiki');
    await page.goto('/activity?keyword=%E9%AB%98%E6%96%B0%E6%8A%80%E6%9C%AF%E4%BC%81%E4%B8%9A%E8%AE%A4%E5%AE%9A%E6%94%BF%E7%AD%96%E5%AE%A3%E8%AE%B2%E4%BC%9A');
    const regionChip = page.getByRole('button', { name: /^移除条件 适用于：浙江省 › 宁波市 › 海曙区的企业/ });
    await expect(regionChip).toBeVisible();
    const activities = page.getByRole('region', { name: '活动列表' });
    await expect(activities.getByRole('article').first().or(page.getByText('没有符合条件的活动'))).toBeVisible();
    await expect(activities.getByRole('link', { name: LAST_SEAT, exact: true })).toHaveCount(0);
    await regionChip.click();
    await expect(page).toHaveURL(/applicableTo=all/);
    await page.getByRole('region', { name: '活动列表' }).getByRole('link', { name: LAST_SEAT, exact: true }).click();
    await expect(page.getByRole('button', { name: '名额已满，无法报名' })).toBeDisabled();
    const detailUrl = new URL(page.url());
    const activityId = Number(detailUrl.pathname.split('/').pop());
    const refused = await request.post(`${HOSTS.portalApi}/api/activity/${activityId}/registrations`, {
      headers: { Authorization: `Bearer ${second.token}`, ...(await xsrfHeaders(request)) },
      data: { contactName: '李娜', contactPhone: '13800138001', enterpriseName: '宁波海曙精密机械有限公司', attendees: 1 },
    });
    expect(refused.status()).toBe(409);
    expect(((await refused.json()) as { msg: string }).msg).toBe('名额已满，报名已关闭');

    await page.setViewportSize({ width: 375, height: 800 });
    await expectNoHorizontalOverflow(page);
    await expectAccessible();
    await screenshot(page, testInfo, 'activity-details-full-375');
    await page.goto(`/activity/useRegist/${activityId}`);
    await expect(page.getByText('名额已满，无法报名。')).toBeVisible();
    await page.goto('/activity');
    await expect(page.getByRole('region', { name: '活动列表' }).getByRole('article').first()).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await expectAccessible();
    await screenshot(page, testInfo, 'activity-375');

    // The first enterprise cancels: the seat is free again.
    await loginAs('enterprise');
    await page.goto('/PersonalCenter/myRegistration');
    const registration = page.getByRole('region', { name: '报名列表' }).getByRole('article', { name: LAST_SEAT });
    await expectNoHorizontalOverflow(page);
    await expectAccessible();
    await screenshot(page, testInfo, 'my-registration-375');
    await registration.getByRole('button', { name: `取消报名：${LAST_SEAT}` }).click();
    await page.getByRole('dialog', { name: '取消报名？' }).getByRole('button', { name: '确认取消' }).click();
    await expect(registration.getByText('已取消')).toBeVisible();
    await page.goto(`/activity/details/${activityId}`);
    await expect(page.getByText('剩余 1 / 30 个名额')).toBeVisible();
    await expect(page.getByRole('link', { name: '我要报名' })).toBeVisible();

    expect(visitRecords).toEqual(expect.arrayContaining(['活动', '活动详情', '活动报名', '我的报名']));
  });
});
