import { ACCOUNTS, HOSTS, expect, openBlankDocument, ssoLoginUrlPattern, test } from '@smes/e2e-support';

/**
 * One identity across the apps: signed in once on the SSO host, the visitor moves from the console to the
 * portal signed in. The address the SSO host sends the browser to carries a one-time hand-off (spec §4's
 * `?token=`), which the portal exchanges and strips; replayed in another browser it signs nobody in.
 */
test.describe('console → portal through the SSO host', () => {
  test('前往企业服务门户 lands on the portal signed in, and the address it used cannot sign in a second browser', async ({ page, browser, request, expectAccessible }) => {
    const handoffAddresses: string[] = [];
    page.on('request', (sent) => {
      if (sent.isNavigationRequest() && sent.url().startsWith(HOSTS.portal) && sent.url().includes('token=')) handoffAddresses.push(sent.url());
    });

    // Signed in to the console on the SSO host's form.
    await page.goto('/home');
    await page.getByRole('link', { name: '统一身份认证登录' }).click();
    await expect(page).toHaveURL(ssoLoginUrlPattern(HOSTS.console));
    await page.getByLabel('账号').fill(ACCOUNTS.enterprise.username);
    await page.getByLabel('密码').fill(ACCOUNTS.enterprise.password);
    await page.getByRole('button', { name: '登录' }).click();
    await expect(page).toHaveURL(`${HOSTS.console}/home`);
    await expect(page.getByText('您登录的是企业账号')).toBeVisible();

    // To the portal: no form on the way, the user menu on arrival, no token left in the address.
    await page.getByRole('link', { name: '前往企业服务门户' }).click();
    await expect(page).toHaveURL(`${HOSTS.portal}/home`);
    await expect(page.getByRole('button', { name: /^用户菜单：/ })).toBeVisible();
    expect(page.url()).not.toContain('token=');
    await expectAccessible();
    const portalSession = await page.evaluate(() => localStorage.getItem('token'));
    expect(portalSession).toBeTruthy();

    // The address the SSO host sent the browser to: a hand-off, spent now, and never the session itself.
    expect(handoffAddresses).toHaveLength(1);
    const replayed = new URL(handoffAddresses[0] ?? '');
    const handoff = replayed.searchParams.get('token') ?? '';
    expect(handoff).not.toBe(portalSession);

    // Another browser replaying it, even with the round trip's state copied into its tab, stays signed out.
    const other = await browser.newContext({ baseURL: HOSTS.portal });
    try {
      const stranger = await other.newPage();
      await openBlankDocument(stranger, HOSTS.portal);
      await stranger.evaluate((state) => sessionStorage.setItem('sso_state', state), replayed.searchParams.get('ssoState') ?? '');
      // A first visit holds no XSRF cookie: its first call is refused with one (403) and sent again.
      const exchange = stranger.waitForResponse((answer) => answer.url().endsWith('/api/v1/user/ssoExchange') && answer.status() !== 403);
      await stranger.goto(replayed.href);
      expect((await exchange).status()).toBe(401);
      await expect(stranger).toHaveURL(`${HOSTS.portal}/home`);
      await expect(stranger.getByRole('link', { name: '登录' }).first()).toBeVisible();
      expect(await stranger.evaluate(() => localStorage.getItem('token'))).toBeNull();
    } finally {
      await other.close();
    }

    // Nor does it work as a bearer, from anywhere.
    const asBearer = await request.get(`${HOSTS.portalApi}/api/v1/user/info`, { headers: { Authorization: `Bearer ${handoff}` } });
    expect(((await asBearer.json()) as { code: number }).code).toBe(444);
  });
});

test.describe('退出登录 in one app signs the person out of both', () => {
  test('signed in on the portal and over to the console through the hand-off, a logout in the console leaves the portal tab signed out', async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(120_000);
    // The portal tab: signed in on the SSO host's form.
    await page.goto(`${HOSTS.portal}/login?redirect=/findpolicy`);
    await page.getByRole('link', { name: '统一身份认证登录' }).click();
    await expect(page).toHaveURL(ssoLoginUrlPattern(HOSTS.portal));
    await page.getByLabel('账号').fill(ACCOUNTS.enterprise.username);
    await page.getByLabel('密码').fill(ACCOUNTS.enterprise.password);
    await page.getByRole('button', { name: '登录' }).click();
    await expect(page).toHaveURL(`${HOSTS.portal}/findpolicy`);
    await expect(page.getByRole('button', { name: /^用户菜单：/ })).toBeVisible();
    const portalSession = String(await page.evaluate(() => localStorage.getItem('token')));

    // A console tab, through the SSO host's session: no form on the way.
    const consoleTab = await context.newPage();
    await consoleTab.goto(`${HOSTS.console}/login?via=sso&redirect=${encodeURIComponent('/home')}`);
    await expect(consoleTab).toHaveURL(`${HOSTS.console}/home`);
    await expect(consoleTab.getByRole('button', { name: /^用户菜单：/ })).toBeVisible();

    // 退出登录 in the console.
    await consoleTab.getByRole('button', { name: /^用户菜单：/ }).click();
    await consoleTab.getByRole('menuitem', { name: '退出登录' }).click();
    await expect(consoleTab).toHaveURL(new RegExp(`^${HOSTS.sso}/logout`));

    // The portal's session no longer works, from anywhere.
    const asBearer = await request.get(`${HOSTS.portalApi}/api/v1/user/info`, { headers: { Authorization: `Bearer ${portalSession}` } });
    expect(((await asBearer.json()) as { code: number }).code).toBe(444);

    // Back in the portal tab, its next step finds itself signed out: the token is gone and the SSO host asks for a
    // login again (its own session ended with the console's logout).
    await page.bringToFront();
    await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '找资金', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`^${HOSTS.sso}/login\\?backUrl=`));
    await expect(page.getByLabel('密码')).toBeVisible();
    await page.goto(`${HOSTS.portal}/home`);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await expect(page.getByRole('link', { name: '登录' }).first()).toBeVisible();
  });
});
