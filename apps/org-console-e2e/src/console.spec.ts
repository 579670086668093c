import { ACCOUNTS, HOSTS, expect, expectNoHorizontalOverflow, openBlankDocument, ssoLoginUrlPattern, test } from '@smes/e2e-support';

test.describe('institution console', () => {
  test('a visitor is asked to log in; the SSO round trip lands a certified institution on its dashboard', async ({ page, visitRecords, expectAccessible }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/home$/);
    await expect(page).toHaveTitle('工作台');
    await expect.poll(() => visitRecords).toContain('工作台');
    await expect(page.getByRole('heading', { name: '请先登录' })).toBeVisible();
    // One way in on the whole page, header included: the SSO login, not a second 登录 beside it.
    await expect(page.getByRole('link', { name: /登录/ })).toHaveCount(1);
    await expect(page.getByRole('button', { name: /登录/ })).toHaveCount(0);
    await expect(page.getByRole('banner').getByText('登录')).toHaveCount(0);
    await expect(page.getByRole('link', { name: '注册账号' })).toBeVisible();
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.screenshot({ path: test.info().outputPath('console-home-1440.png'), fullPage: true });
    await expectAccessible();

    await page.getByRole('link', { name: '统一身份认证登录' }).click();
    await expect(page).toHaveURL(ssoLoginUrlPattern(HOSTS.console));
    await page.getByLabel('账号').fill(ACCOUNTS.orgCertified.username);
    await page.getByLabel('密码').fill(ACCOUNTS.orgCertified.password);
    await page.getByRole('button', { name: '登录' }).click();

    await expect(page).toHaveURL(`${HOSTS.console}/home`);
    await expect(page.getByText('本机构已通过平台认证')).toBeVisible();
    await expect(page.getByRole('heading', { name: '浙江中创知识产权服务有限公司' })).toBeVisible();
    await expect(page.getByText('认证状态：已通过')).toBeVisible();
  });

  const states = [
    { account: 'orgPending', text: '认证申请审核中' },
    { account: 'orgNone', text: '您的账号尚未完成服务机构认证' },
    { account: 'enterprise', text: '您登录的是企业账号' },
  ] as const;

  for (const { account, text } of states) {
    test(`${account} sees its certification status and nothing else`, async ({ page, loginAs, expectAccessible }) => {
      await loginAs(account);
      await page.goto('/home');
      await expect(page.getByText(text)).toBeVisible();
      await expect(page.getByText('本机构已通过平台认证')).toHaveCount(0);
      await expectAccessible();
    });
  }

  test('the login page, not-found page and 375 px layout', async ({ page, expectAccessible }) => {
    await page.goto('/login');
    await expect(page).toHaveTitle('登录');
    await expectAccessible();
    await page.goto('/nowhere');
    await expect(page).toHaveTitle('页面不存在');
    await expect(page.getByRole('link', { name: '返回首页' })).toBeVisible();
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/home');
    await expect(page.getByRole('link', { name: /登录/ })).toHaveCount(1);
    await expectNoHorizontalOverflow(page);
    await page.screenshot({ path: test.info().outputPath('console-home-375.png'), fullPage: true });
    await expectAccessible();
  });

  test('an expired token on the console goes to SSO login with the console home as backUrl', async ({ page }) => {
    // An empty document of the console's origin: storage can be written before any app code runs (on /login the
    // app would drop a stale token silently, racing the assertion).
    await openBlankDocument(page);
    await page.evaluate(() => localStorage.setItem('token', 'revoked-token'));
    await page.goto('/home');
    await expect(page).toHaveURL(ssoLoginUrlPattern(HOSTS.console));
  });
});
