import type { Page, TestInfo } from '@playwright/test';
import { HOSTS, expect, expectNoHorizontalOverflow, test } from '@smes/e2e-support';

async function shoot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
}

async function loginThroughPage(page: Page, username: string, password: string, redirect: string): Promise<void> {
  await page.goto(`/login?redirect=${encodeURIComponent(redirect)}`);
  await page.getByLabel('账号').fill(username);
  await page.getByLabel('密码').fill(password);
  await page.getByRole('button', { name: '登录', exact: true }).click();
}

/** The menu's entries in order (shared/personal-center/personal-center-nav.ts). */
const MENU = ['个人中心首页', '企业信息', '我的申报', '我的报告', '我的订单', '我的评价', '我的需求', '我的融资', '我的签约意向', '我的报名', '我的课程', '我的收藏', '我的关注', '我的订阅', '消息中心', '账号设置'];

test.describe('个人中心', () => {
  test('账号设置: a wrong current password is refused; the changed password logs in, the old one not; logout everywhere ends old tokens', async ({
    page,
    request,
    expectAccessible,
    visitRecords,
  }, testInfo) => {
    test.setTimeout(150_000);
    // A fresh account: changing a shared demo account's password would break the other journeys.
    const phone = `139${String(Date.now()).slice(-8)}`;
    const registered = await request.post(`${HOSTS.portalApi}/api/v1/user/register`, {
      form: { phone, password: 'Start2026x', enterpriseName: '宁波北仑精密模具有限公司' },
    });
    expect(registered.ok()).toBe(true);

    await page.setViewportSize({ width: 1440, height: 900 });
    await loginThroughPage(page, phone, 'Start2026x', '/PersonalCenter/accountSetting');
    await expect(page).toHaveTitle('账号设置');
    await expect(page.getByText('当前手机号：' + phone)).toBeVisible();
    await expect(page.getByText(/密码规则：8-64 位，且同时包含字母和数字/)).toBeVisible();
    const oldToken = await page.evaluate(() => localStorage.getItem('token'));
    expect(oldToken).toBeTruthy();

    const form = page.getByRole('form', { name: '修改密码' });
    await form.getByLabel(/^当前密码/).fill('Wrong2026x');
    await form.getByLabel(/^新密码/).fill('Changed2027y');
    await form.getByLabel(/^确认新密码/).fill('Changed2027y');
    await form.getByRole('button', { name: '修改密码' }).click();
    await expect(form.getByText('当前密码不正确')).toBeVisible();
    await form.getByLabel(/^当前密码/).fill('Start2026x');
    await form.getByRole('button', { name: '修改密码' }).click();
    await expect(form.getByText(/密码已修改，下次登录请使用新密码/)).toBeVisible();
    await expectAccessible();
    await shoot(page, testInfo, 'account-setting-1440');
    await page.setViewportSize({ width: 375, height: 800 });
    await expectNoHorizontalOverflow(page);
    await expectAccessible();
    await shoot(page, testInfo, 'account-setting-375');
    await page.setViewportSize({ width: 1440, height: 900 });

    // The old password no longer logs in; the new one does.
    await page.evaluate(() => localStorage.clear());
    await loginThroughPage(page, phone, 'Start2026x', '/PersonalCenter/accountSetting');
    await expect(page.getByText('账号或密码错误')).toBeVisible();
    await page.getByLabel('密码').fill('Changed2027y');
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await expect(page).toHaveTitle('账号设置');
    const currentToken = await page.evaluate(() => localStorage.getItem('token'));

    // 退出所有设备: this session ends here, and a token from before answers the expiry code.
    await page.getByRole('button', { name: '退出所有设备' }).click();
    const dialog = page.getByRole('dialog', { name: '退出所有设备？' });
    // axe reads colours as drawn: wait for the dialog's fade-in to end (mid-fade its buttons' text is faint).
    await expect(page.locator('.MuiDialog-container')).toHaveCSS('opacity', '1');
    await expectAccessible();
    await dialog.getByRole('button', { name: '确认退出' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    const info = await request.get(`${HOSTS.portalApi}/api/v1/user/info`, { headers: { authorization: `Bearer ${currentToken}` } });
    expect(info.status()).toBe(444);
    expect(((await info.json()) as { code: number }).code).toBe(444);
    expect(visitRecords).toEqual(expect.arrayContaining(['账号设置']));
  });

  test('/PersonalCenter shows the account\'s real figures with links, and the menu reaches every item by keyboard', async ({
    page,
    request,
    loginAs,
    expectAccessible,
    visitRecords,
  }, testInfo) => {
    test.setTimeout(150_000);
    const { token } = await loginAs('enterprise');
    const auth = { authorization: `Bearer ${token}` };
    const applications = (await (await request.get(`${HOSTS.portalApi}/api/application/mine?pageSize=5`, { headers: auth })).json()) as { data: { total: number } };
    const unread = (await (await request.get(`${HOSTS.portalApi}/api/message/unread-count`, { headers: auth })).json()) as { data: { count: number } };

    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/PersonalCenter');
    await expect(page).toHaveTitle('个人中心');
    await expect(page.getByRole('heading', { level: 1, name: '个人中心' })).toBeVisible();
    await expect(page.getByText(`共 ${applications.data.total} 个申报`)).toBeVisible();
    await expect(page.getByRole('progressbar', { name: '档案完整度' })).toBeVisible();
    const messages = page.getByRole('region', { name: '消息' });
    await expect(messages.getByText(String(unread.data.count), { exact: true })).toBeVisible();
    // What to do next: each item a link into the portal, derived from this account's data.
    const todo = page.getByRole('list', { name: '待办事项' });
    await expect(todo.getByRole('link').first()).toBeVisible();
    for (const href of await todo.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))) {
      expect(href).toMatch(/^\/(findpolicy|PersonalCenter)\//);
    }
    if (unread.data.count > 0) await expect(todo.getByRole('link', { name: `查看 ${unread.data.count} 条未读消息` })).toHaveAttribute('href', '/PersonalCenter/messageCenter');
    await expectAccessible();
    await shoot(page, testInfo, 'personal-center-home-1440');

    // The 个人中心 menu by keyboard: Tab walks every entry in order, Enter opens one, which is then marked current.
    const menu = page.getByRole('navigation', { name: '个人中心' });
    await expect(menu.getByRole('link', { name: '个人中心首页' })).toHaveAttribute('aria-current', 'page');
    await menu.getByRole('link', { name: MENU[0] }).focus();
    for (const label of MENU.slice(1)) {
      await page.keyboard.press('Tab');
      await expect(menu.getByRole('link', { name: label })).toBeFocused();
    }
    await page.keyboard.press('Enter');
    await expect(page).toHaveTitle('账号设置');
    await expect(menu.getByRole('link', { name: '账号设置' })).toHaveAttribute('aria-current', 'page');
    await expect(menu.getByRole('link', { name: '个人中心首页' })).not.toHaveAttribute('aria-current', 'page');

    // A phone: the menu folds into one button that names the current section.
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/PersonalCenter');
    await expect(page.getByText(`共 ${applications.data.total} 个申报`)).toBeVisible();
    await expectNoHorizontalOverflow(page);
    const toggle = menu.getByRole('button', { name: '个人中心菜单：个人中心首页' });
    await expect(menu.getByRole('link', { name: '企业信息' })).toBeHidden();
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('link', { name: '个人中心首页' })).toBeFocused();
    await expectAccessible();
    await shoot(page, testInfo, 'personal-center-home-375');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page).toHaveTitle('企业信息');
    await expect(menu.getByRole('link', { name: '企业信息' })).toBeHidden();
    expect(visitRecords).toEqual(expect.arrayContaining(['个人中心', '账号设置', '企业信息']));
  });

  test('the header offers 找政策\'s pages by keyboard; footer pages open at the top', async ({ page, expectAccessible, visitRecords }, testInfo) => {
    test.setTimeout(150_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/home');
    const nav = page.getByRole('navigation', { name: '主导航' });
    await expect(nav.getByRole('link')).toHaveText(['首页', '找政策', '找市场', '活动', '找培训', '找服务', '找人才', '找资金', '政务服务', '资讯', '企业评测']);
    const areaMenu = nav.getByRole('button', { name: '找政策的栏目' });
    await areaMenu.focus();
    await page.keyboard.press('Enter');
    await expect(areaMenu).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: '申报项目' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveTitle('申报项目检索');
    await expect(nav.getByRole('link', { name: '找政策' })).toHaveClass(/active/);

    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText(/主办单位：浙江省经济和信息化厅/)).toBeVisible();
    await expect(footer.getByRole('link', { name: '0571-12345' })).toHaveAttribute('href', 'tel:057112345');
    for (const [link, title] of [
      ['隐私政策', '隐私政策'],
      ['用户协议', '用户协议'],
      ['网站地图', '网站地图'],
    ] as const) {
      await footer.scrollIntoViewIfNeeded();
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
      await footer.getByRole('link', { name: link }).click();
      await expect(page).toHaveTitle(title);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      await expectAccessible();
      await shoot(page, testInfo, `footer-${link}-1440`);
    }
    // 网站地图 is the route table: the new screens are there and open.
    const personal = page.getByRole('region', { name: '个人中心' });
    await expect(personal.getByRole('link', { name: '账号设置' })).toHaveAttribute('href', '/PersonalCenter/accountSetting');
    await page.getByRole('region', { name: '找政策' }).getByRole('link', { name: '政策原文检索' }).click();
    await expect(page).toHaveTitle('政策原文检索');

    await page.setViewportSize({ width: 375, height: 800 });
    for (const path of ['/privacyPolicy', '/siteMap', '/userAgreement']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoHorizontalOverflow(page);
      await expectAccessible();
      await shoot(page, testInfo, `footer${path.replace('/', '-')}-375`);
    }
    // The phone drawer lists 找政策's pages under it.
    await page.getByRole('button', { name: '打开导航菜单' }).click();
    // The header's own band is hidden at this width, so the visible 主导航 is the drawer's.
    await expect(page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '申报日历' })).toBeVisible();
    await expectAccessible();
    await shoot(page, testInfo, 'header-drawer-375');
    expect(visitRecords).toEqual(expect.arrayContaining(['隐私政策', '用户协议', '网站地图']));
  });
});
