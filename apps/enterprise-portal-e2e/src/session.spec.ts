import { ACCOUNTS, expect, expectNoHorizontalOverflow, HOSTS, openBlankDocument, ssoHandoff, ssoLoginUrlPattern, storedToken, test, xsrfHeaders } from '@smes/e2e-support';
import type { Envelope } from '@smes/e2e-support';

test.describe('SSO login round trip', () => {
  test('logs in on the SSO page, comes back to the page it left, adopts the token and cleans the URL', async ({ page }) => {
    await page.goto('/home?from=ad#top');
    await page.getByRole('link', { name: '登录' }).first().click();
    await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent('/home?from=ad#top')}`);
    await page.getByRole('link', { name: '统一身份认证登录' }).click();

    await expect(page).toHaveURL(ssoLoginUrlPattern(HOSTS.portal));
    const backUrl = new URL(new URL(page.url()).searchParams.get('backUrl') ?? '');
    expect(`${backUrl.origin}${backUrl.pathname}`).toBe(`${HOSTS.portal}/home`);
    await page.getByLabel('账号').fill(ACCOUNTS.enterprise.username);
    await page.getByLabel('密码').fill(ACCOUNTS.enterprise.password);
    await page.getByRole('button', { name: '登录' }).click();

    // The SSO page hands back to /home (its backUrl); the app then goes on to the page the visitor was on.
    await expect(page).toHaveURL(`${HOSTS.portal}/home?from=ad#top`);
    await storedToken(page);
    expect(page.url()).not.toContain('token=');
    await expect(page.getByRole('button', { name: /^用户菜单：/ })).toBeVisible();
  });

  test('keeps other query parameters and the hash when it strips the token', async ({ page, request }) => {
    const handoff = await ssoHandoff(request, 'enterprise');
    // This tab started the round trip: it keeps the one-time state the SSO page hands back.
    await openBlankDocument(page);
    await page.evaluate(() => sessionStorage.setItem('sso_state', 'state-of-this-tab'));
    await page.goto(`/findpolicy/DeclarationProject?status=open&ssoState=state-of-this-tab&token=${handoff}&pageNum=2#list`);
    await expect(page).toHaveURL(`${HOSTS.portal}/findpolicy/DeclarationProject?status=open&pageNum=2#list`);
    // The address carried a one-time hand-off; what the browser keeps is the session it was exchanged for.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
    expect(await page.evaluate(() => localStorage.getItem('token'))).not.toBe(handoff);
  });

  test('a wrong password on the portal login shows the server message', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('账号').fill(ACCOUNTS.enterprise.username);
    await page.getByLabel('密码').fill('wrong-password');
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await expect(page.getByText('账号或密码错误')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  test('empty login fields get Chinese messages and send nothing', async ({ page }) => {
    let posted = false;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/v1/user/login')) posted = true;
    });
    await page.goto('/login');
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await expect(page.getByText('请输入账号')).toBeVisible();
    await expect(page.getByText('请输入密码')).toBeVisible();
    expect(posted).toBe(false);
  });

  test('the portal login signs in and logout clears the session', async ({ page }) => {
    await page.goto('/login?redirect=/findpolicy');
    await page.getByLabel('账号').fill(ACCOUNTS.enterprise.username);
    await page.getByLabel('密码').fill(ACCOUNTS.enterprise.password);
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await expect(page).toHaveURL(`${HOSTS.portal}/findpolicy`);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
    const userinfo = await page.evaluate(() => JSON.parse(localStorage.getItem('userinfo') ?? 'null') as { phone?: string } | null);
    expect(userinfo?.phone).toBe(ACCOUNTS.enterprise.username);

    const logout = page.waitForRequest((request) => request.url().endsWith('/api/v1/user/logout'));
    await page.getByRole('button', { name: /^用户菜单：/ }).click();
    await page.getByRole('menuitem', { name: '退出登录' }).click();
    expect((await logout).headers().authorization).toMatch(/^Bearer .+/);
    await expect(page).toHaveURL(`${HOSTS.portal}/home`, { timeout: 15_000 });
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await expect(page.getByRole('link', { name: '登录' }).first()).toBeVisible();
  });
});

test.describe('login CSRF through ?token=', () => {
  test("a crafted link with someone else's token leaves a fresh browser logged out and strips the token", async ({ page, request }) => {
    const answer = await request.post(`${HOSTS.portalApi}/api/v1/user/login`, { form: { ...ACCOUNTS.orgCertified } });
    const { data } = (await answer.json()) as { data: { token: string } };
    await page.goto(`/home?token=${data.token}&from=mail#top`);
    await expect(page).toHaveURL(`${HOSTS.portal}/home?from=mail#top`);
    await expect(page.getByRole('link', { name: '登录' }).first()).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  test('a return to a path starting with // is normalised, adopted and cleaned', async ({ page, request }) => {
    const handoff = await ssoHandoff(request, 'enterprise');
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await openBlankDocument(page);
    await page.evaluate(() => sessionStorage.setItem('sso_state', 'state-of-this-tab'));
    await page.goto(`${HOSTS.portal}//evil.com/home?ssoState=state-of-this-tab&token=${handoff}`);
    await expect(page).toHaveURL(`${HOSTS.portal}/evil.com/home`);
    expect(page.url()).not.toContain('token=');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
    expect(errors).toEqual([]);
  });
});

test.describe('token expiry (444)', () => {
  test('several failing calls give one message, empty storage and the SSO login after ~100 ms', async ({ page }) => {
    // An empty document of the portal's origin: storage is written before any app code runs, so the expiry flow
    // starts only on the page under test.
    await openBlankDocument(page);
    await page.evaluate(() => {
      localStorage.setItem('token', 'expired-token-from-yesterday');
      localStorage.setItem('userinfo', JSON.stringify({ phone: '13800138000' }));
      localStorage.setItem('something-else', 'kept?');
    });
    let count444 = 0;
    page.on('response', (response) => {
      if (response.status() === 444) count444 += 1;
    });
    // When the app itself received the first 444, on the browser's clock (this process hears of a response a few ms
    // later, which once made the ~100 ms below read 94).
    let first444At = 0;
    await page.exposeBinding('__report444', (_source, at: number) => {
      if (!first444At) first444At = at;
    });

    const storageAfter = page.waitForEvent('framenavigated', { predicate: (frame) => frame.url().startsWith(`${HOSTS.sso}/login`) });
    // The notice lives only the ~100 ms before the page leaves, shorter than a polling assertion can be
    // sure to catch behind a fast server (nginx in the production subset), so the page itself reports
    // every toast that shows it.
    const notices: string[] = [];
    await page.exposeBinding('__reportNotice', (_source, text: string) => void notices.push(text));
    await page.addInitScript(() => {
      const report444 = (window as unknown as { __report444: (at: number) => void }).__report444;
      const fetchOfPage = window.fetch.bind(window);
      window.fetch = async (...args: Parameters<typeof fetch>) => {
        const response = await fetchOfPage(...args);
        if (response.status === 444) report444(Date.now());
        return response;
      };
      const seen = new WeakSet<Element>();
      new MutationObserver(() => {
        for (const toast of document.querySelectorAll('[role="alert"], [role="status"]')) {
          if (seen.has(toast) || !toast.textContent?.includes('登录状态已过期')) continue;
          seen.add(toast);
          (window as unknown as { __reportNotice: (text: string) => void }).__reportNotice(toast.textContent);
        }
      }).observe(document, { childList: true, subtree: true, characterData: true });
    });
    await page.goto('/findpolicy');
    await storageAfter;
    // The login page's document began when the portal navigated away: the spec's ~100 ms after the first 444.
    const leftAt = await page.evaluate(() => performance.timeOrigin);
    expect(notices).toEqual(['登录状态已过期，请重新登录']);
    expect(count444).toBeGreaterThanOrEqual(2);
    expect(first444At).toBeGreaterThan(0);
    expect(leftAt - first444At).toBeGreaterThanOrEqual(100);
    expect(page.url()).toMatch(ssoLoginUrlPattern(HOSTS.portal));
    await page.goto('/home');
    expect(await page.evaluate(() => Object.keys(localStorage))).toEqual([]);
  });
});

test.describe('server errors', () => {
  test('a 500 answer shows the server message as an error toast', async ({ page }) => {
    await page.route('**/api/gDeclaraManage/list**', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ code: 500, msg: '数据服务维护中，请稍后再试', data: null, statusCode: 500 }),
      }),
    );
    await page.goto('/findpolicy/DeclarationProject');
    await expect(page.getByRole('alert').filter({ hasText: '数据服务维护中，请稍后再试' }).first()).toBeVisible();
  });
});

test.describe('login throttling', () => {
  test('the portal login page says how long to wait after too many failures', async ({ page }) => {
    // An account nobody has: it locks exactly like a real one, and no demo account stays locked for later specs.
    await page.goto('/login');
    await page.getByLabel('账号').fill('13712340000');
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await page.getByLabel('密码').fill(`wrong-${attempt}`);
      const answered = page.waitForResponse((response) => response.url().endsWith('/api/v1/user/login'));
      await page.getByRole('button', { name: '登录', exact: true }).click();
      expect((await answered).status()).toBe(401);
    }
    await page.getByLabel('密码').fill('Demo@2026');
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await expect(page.getByText('登录失败次数过多，请 15 分钟后再试')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });
});

test.describe('home to-dos', () => {
  type Notice = { id: number; title: string; endTime: string };

  test('a signed-in enterprise sees its own to-dos from its own data, and another enterprise does not', async ({ page, loginAs }) => {
    const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
    const get = async <T,>(path: string, token?: string) => {
      const answer = await page.request.get(`${HOSTS.portalApi}${path}`, token ? { headers: auth(token) } : {});
      expect(answer.ok(), path).toBe(true);
      return ((await answer.json()) as Envelope<T>).data;
    };
    const { token } = await loginAs('enterpriseNoOrg');
    // The first GET sets the XSRF cookie that every write through the API must echo. The page's context
    // holds it (as the app's would), not the shared request context the next loginAs posts through.
    const { completeness } = await get<{ completeness: { percent: number } }>('/api/enterprise/ledger', token);
    const write = { ...auth(token), ...(await xsrfHeaders(page.request)) };

    // The open notice closing soonest that rests on a policy: favourite that policy.
    const open = await get<{ rows: Notice[] }>('/api/notice/list?status=open&orderBy=end_time&isAsc=asc&pageSize=20');
    let favourite: { notice: Notice; policyId: number } | undefined;
    for (const notice of open.rows) {
      const detail = await get<{ policy: { id: number } | null }>(`/api/notice/${notice.id}`);
      if (detail.policy) {
        favourite = { notice, policyId: detail.policy.id };
        break;
      }
    }
    if (!favourite) throw new Error('the seed has an open notice resting on a policy');
    expect(Date.parse(favourite.notice.endTime) - Date.now()).toBeLessThan(30 * 24 * 3600_000);
    expect((await page.request.post(`${HOSTS.portalApi}/api/policy/${favourite.policyId}/favorite`, { headers: write })).ok()).toBe(true);

    // A draft application for an open project.
    const project = (await get<{ rows: { id: number; projectName: string }[] }>('/api/gDeclaraManage/list?status=open&pageSize=1')).rows[0];
    if (!project) throw new Error('the seed has an open project');
    expect((await page.request.post(`${HOSTS.portalApi}/api/application`, { headers: write, data: { projectId: project.id } })).ok()).toBe(true);

    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/home');
    const todos = page.getByRole('main').getByRole('region', { name: '我的待办' });
    await expect(todos.getByRole('heading', { name: '待提交的申报（1）' })).toBeVisible();
    await expect(todos.getByRole('link', { name: project.projectName, exact: true })).toHaveAttribute('href', new RegExp(`^/findpolicy/ProjectApplication/${project.id}\\?applicationId=\\d+$`));
    await expect(todos.getByRole('heading', { name: '收藏的政策即将截止申报' })).toBeVisible();
    await expect(todos.getByRole('link', { name: favourite.notice.title, exact: true })).toHaveAttribute('href', `/findpolicy/DeclarationNotice/detail/${favourite.notice.id}`);
    await expect(todos.getByRole('heading', { name: '被退回的申报', exact: false })).toHaveCount(0);
    if (completeness.percent < 100) {
      await expect(todos.getByRole('progressbar', { name: '企业档案完整度' })).toHaveAttribute('aria-valuenow', String(completeness.percent));
    } else {
      await expect(todos.getByRole('link', { name: '开始智能政策匹配' })).toBeVisible();
    }
    await page.screenshot({ path: test.info().outputPath('home-todos-1440.png'), fullPage: true });
    await page.setViewportSize({ width: 375, height: 800 });
    await expectNoHorizontalOverflow(page);
    // Beside the menu, 关怀 and the user area the site's name is whole (two lines of four), not cut to "中小…".
    const brandName = page.getByRole('banner').getByRole('link', { name: '中小企业服务门户首页' }).getByText('中小企业服务门户', { exact: true });
    await expect(brandName).toBeVisible();
    // A cut name hides a whole line (or more) below the two shown, or runs wider than its box.
    const shown = await brandName.evaluate((name) => {
      const line = parseFloat(getComputedStyle(name).lineHeight);
      return { lines: Math.round(name.getBoundingClientRect().height / line), hiddenLine: name.scrollHeight - name.clientHeight >= line / 2, tooWide: name.scrollWidth > name.clientWidth };
    });
    expect(shown).toEqual({ lines: 2, hiddenLine: false, tooWide: false });
    await page.screenshot({ path: test.info().outputPath('home-todos-375.png'), fullPage: true });

    // Another enterprise's home (a second login in the same test): its own to-dos, none of these.
    await loginAs('enterpriseNoPhone');
    await page.goto('/home');
    await expect(page.getByRole('button', { name: /^用户菜单：张三/ })).toBeVisible();
    const others = page.getByRole('main').getByRole('region', { name: '我的待办' });
    await expect(others.getByRole('heading', { level: 3 }).first()).toBeVisible();
    await expect(others.getByRole('link', { name: favourite.notice.title, exact: true })).toHaveCount(0);
    await expect(others.getByRole('link', { name: project.projectName, exact: true })).toHaveCount(0);
    await expect(others.getByRole('heading', { name: /^待提交的申报/ })).toHaveCount(0);
  });
});
