import type { Page } from '@playwright/test';
import { HOSTS, expect, expectNoHorizontalOverflow, ssoLoginUrlPattern, test } from '@smes/e2e-support';

test.describe('declaration projects', () => {
  test('the list sends the spec default query, pages, and opens a detail', async ({ page }) => {
    const listRequest = page.waitForRequest((request) => request.url().includes('/api/gDeclaraManage/list'));
    await page.goto('/findpolicy/DeclarationProject');
    const query = new URL((await listRequest).url()).searchParams;
    expect(Object.fromEntries(query)).toMatchObject({ pageNum: '1', pageSize: '10', orderByColumn: 'create_time', isAsc: 'desc' });

    const list = page.getByRole('region', { name: '申报项目列表' });
    await expect(list.getByRole('article')).toHaveCount(10);
    await expect(page.getByText(/共找到 \d+ 个申报项目/)).toBeVisible();
    const firstOnPage1 = await list.getByRole('heading', { level: 3 }).first().textContent();

    await page.getByRole('navigation', { name: '分页' }).getByRole('button', { name: '下一页' }).click();
    await expect(page).toHaveURL(/pageNum=2/);
    await expect(list.getByRole('heading', { level: 3 }).first()).not.toHaveText(firstOnPage1 ?? '');

    const title = (await list.getByRole('heading', { level: 3 }).first().textContent()) ?? '';
    await list.getByRole('article').first().getByRole('link').click();
    await expect(page).toHaveURL(/\/findpolicy\/DeclarationProjectDetail\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('heading', { name: '申报条件' })).toBeVisible();
    await expect(page.getByRole('heading', { name: '申报材料' })).toBeVisible();
  });

  test('filters and a keyword narrow the list; nonsense filters fall back to defaults', async ({ page }) => {
    await page.goto('/findpolicy/DeclarationProject');
    await page.getByLabel('关键词').fill('高新技术企业');
    await page.getByRole('button', { name: '搜索' }).click();
    await expect(page).toHaveURL(/keyword=/);
    const list = page.getByRole('region', { name: '申报项目列表' });
    await expect(list.getByRole('article').first()).toContainText('高新技术企业');

    await page.getByLabel('申报状态').click();
    await page.getByRole('option', { name: '申报中' }).click();
    await expect(page).toHaveURL(/status=open/);
    for (const chip of await list.getByText(/^申报中·/).all()) await expect(chip).toBeVisible();

    await page.goto('/findpolicy/DeclarationProject?pageNum=abc&pageSize=-5&level=moon');
    await expect(list.getByRole('article')).toHaveCount(10);
  });

  test('no match shows the empty state with a way back', async ({ page }) => {
    await page.goto('/findpolicy/DeclarationProject?keyword=完全不存在的项目名称xyz');
    await expect(page.getByText('没有符合条件的申报项目')).toBeVisible();
    await page.getByRole('button', { name: '清除筛选' }).click();
    await expect(page.getByRole('region', { name: '申报项目列表' }).getByRole('article')).toHaveCount(10);
  });

  test('an unknown project id shows 申报项目不存在', async ({ page }) => {
    await page.goto('/findpolicy/DeclarationProjectDetail/999999');
    await expect(page.getByText('申报项目不存在')).toBeVisible();
    await page.goto('/findpolicy/DeclarationProjectDetail/not-a-number');
    await expect(page.getByText('申报项目不存在')).toBeVisible();
  });

  test('downloading the materials list saves a file with its Chinese name', async ({ page }) => {
    await page.goto('/findpolicy/DeclarationProject');
    await page.getByRole('region', { name: '申报项目列表' }).getByRole('article').first().getByRole('link').click();
    await expect(page.getByRole('heading', { name: '申报条件' })).toBeVisible();
    const projectName = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
    const downloadPromise = page.waitForEvent('download');
    await page.getByRole('button', { name: '下载材料清单' }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toBe(`${projectName}-申报材料清单.csv`);
    await expect(page.getByText('文件下载成功')).toBeVisible();
  });

  test('reads well at 375 px', async ({ page, expectAccessible }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/findpolicy/DeclarationProject');
    await expect(page.getByRole('region', { name: '申报项目列表' }).getByRole('article').first()).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await expectAccessible();
    await page.getByRole('region', { name: '申报项目列表' }).getByRole('article').first().getByRole('link').click();
    await expect(page.getByRole('heading', { name: '申报条件' })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await expectAccessible();
  });
});

test.describe('撰写材料: the notes handoff (spec §4)', () => {
  async function openFirstProject(page: Page): Promise<string> {
    await page.goto('/findpolicy/DeclarationProject');
    await page.getByRole('region', { name: '申报项目列表' }).getByRole('article').first().getByRole('link').click();
    await expect(page).toHaveURL(/DeclarationProjectDetail\/\d+$/);
    return page.url().split('/').pop() ?? '';
  }

  test('lands on the materialwriting page with all four parameters', async ({ page, loginAs, expectAccessible }) => {
    await loginAs('enterprise');
    const projectId = await openFirstProject(page);
    const detailUrl = page.url();
    await page.getByRole('button', { name: '撰写材料' }).click();

    await expect(page).toHaveURL(new RegExp(`^${HOSTS.sso}/app/org/[^/]+/wiki/[^/]+/materialwriting\\?`));
    const url = new URL(page.url());
    expect(url.searchParams.get('projectId')).toBe(projectId);
    expect(url.searchParams.get('redirect')).toBe(detailUrl);
    expect(url.searchParams.get('secret')).toBeTruthy();
    expect(url.searchParams.get('ssotoken')).toBeTruthy();
    // What a notes user sees: the project's material outline, never the handoff's credentials.
    await expect(page.getByRole('heading', { level: 1, name: '申报材料撰写' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: /^一、必需材料（\d+ 项）$/ })).toBeVisible();
    await expect(page.getByText(/^写作提示：/).first()).toBeVisible();
    const shown = await page.content();
    for (const credential of [url.searchParams.get('secret') ?? '', url.searchParams.get('ssotoken') ?? '', 'ssotoken', 'secret']) {
      expect(shown).not.toContain(credential);
    }
    await expectAccessible();

    await page.getByRole('link', { name: '返回门户' }).click();
    await expect(page).toHaveURL(detailUrl);
    const storage = await page.evaluate(() => ({ secret: localStorage.getItem('sso_secret'), token: localStorage.getItem('sso_token') }));
    expect(storage.secret).toBe(url.searchParams.get('secret'));
    expect(storage.token).toBe(url.searchParams.get('ssotoken'));
  });

  test('without a token it goes to the SSO login page', async ({ page }) => {
    await openFirstProject(page);
    await page.getByRole('button', { name: '撰写材料' }).click();
    await expect(page).toHaveURL(ssoLoginUrlPattern(HOSTS.portal));
  });

  const failures = [
    { account: 'enterpriseNoPhone', message: '当前账号未绑定手机号' },
    { account: 'enterpriseNoNotes', message: '协同文档登录失败' },
    { account: 'enterpriseNoOrg', message: '未找到您的协同文档个人组织' },
    { account: 'enterpriseNoWiki', message: '该组织下还没有知识库' },
  ] as const;

  for (const { account, message } of failures) {
    test(`${account}: says why and stays on the page`, async ({ page, loginAs }) => {
      await loginAs(account);
      await openFirstProject(page);
      const before = page.url();
      await page.getByRole('button', { name: '撰写材料' }).click();
      await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible();
      expect(page.url()).toBe(before);
    });
  }

  test('a network failure says so and stays; a double click starts one chain', async ({ page, loginAs }) => {
    await loginAs('enterprise');
    await openFirstProject(page);
    const before = page.url();
    let specialLogins = 0;
    // The first call is held until the second click has happened, however slow the machine is.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/sso/user/specialLogin', async (route) => {
      specialLogins += 1;
      await released;
      await route.abort('connectionrefused');
    });
    const button = page.getByRole('button', { name: '撰写材料' });
    await button.click();
    await button.click({ force: true });
    release();
    await expect(page.getByRole('alert').filter({ hasText: '无法连接协同文档服务' })).toBeVisible();
    expect(page.url()).toBe(before);
    expect(specialLogins).toBe(1);
  });
});
