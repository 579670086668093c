import type { Locator, Page } from '@playwright/test';
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

  test('back from a detail returns to the same place in the list', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/findpolicy/DeclarationProject');
    const list = page.getByRole('region', { name: '申报项目列表' });
    await expect(list.getByRole('article')).toHaveCount(10);
    // The sixth project, opened from where the visitor had scrolled to.
    const sixth = list.getByRole('article').nth(5);
    await sixth.getByRole('link').scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(400);
    const title = (await sixth.getByRole('heading', { level: 3 }).textContent()) ?? '';
    await sixth.getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

    await page.goBack();
    await expect(list.getByRole('article')).toHaveCount(10);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled);
    await expect(sixth.getByRole('link')).toBeInViewport();
  });

  test('filters and a keyword narrow the list; nonsense filters fall back to defaults', async ({ page }) => {
    await page.goto('/findpolicy/DeclarationProject');
    await page.getByLabel('关键词').fill('高新技术企业');
    await page.getByRole('button', { name: '搜索' }).click();
    await expect(page).toHaveURL(/keyword=/);
    const list = page.getByRole('region', { name: '申报项目列表' });
    await expect(list.getByRole('article').first()).toContainText('高新技术企业');

    await page.getByLabel('申报状态').selectOption({ label: '申报中' });
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

/** The first project of the list, opened; its id. */
async function openFirstListedProject(page: Page): Promise<string> {
  await page.goto('/findpolicy/DeclarationProject');
  await page.getByRole('region', { name: '申报项目列表' }).getByRole('article').first().getByRole('link').click();
  await expect(page).toHaveURL(/DeclarationProjectDetail\/\d+$/);
  await expect(page.getByRole('heading', { name: '申报条件' })).toBeVisible();
  return page.url().split('/').pop() ?? '';
}

/** Whether an element is wholly inside the first screen of the viewport. */
async function aboveTheFold(page: Page, target: Locator): Promise<boolean> {
  const box = await target.boundingBox();
  const height = page.viewportSize()?.height ?? 0;
  return box !== null && box.y >= 0 && box.y + box.height <= height;
}

test.describe('project detail actions', () => {
  test('at 375 px one action button stays on the first screen and the others work from 更多操作', async ({
    page,
    loginAs,
    expectAccessible,
  }, testInfo) => {
    await loginAs('enterprise');
    await page.setViewportSize({ width: 375, height: 800 });
    const projectId = await openFirstListedProject(page);
    const detailUrl = page.url();
    const main = page.getByRole('main');
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).not.toHaveText('');
    const projectName = (await heading.textContent()) ?? '';

    // 继续申报 if another journey of the same run left a draft of this project.
    const apply = main.getByRole('link', { name: /^(我要申报|继续申报)$/ });
    const more = main.getByRole('button', { name: '更多操作' });
    expect(await aboveTheFold(page, apply)).toBe(true);
    expect(await aboveTheFold(page, more)).toBe(true);
    // The project itself starts on the first screen, not below a stack of buttons.
    expect(await aboveTheFold(page, main.getByText('扶持力度', { exact: true }))).toBe(true);
    for (const name of ['撰写材料', '下载材料清单']) await expect(main.getByRole('button', { name })).toHaveCount(0);
    await expect(main.getByRole('link', { name: '自评', exact: true })).toHaveCount(0);
    await expect(main.getByRole('button', { name: /^(我要申报|继续申报|自评|撰写材料|下载材料清单)$/ })).toHaveCount(0);
    await expectNoHorizontalOverflow(page);
    await page.screenshot({ path: testInfo.outputPath('project-detail-375.png') });
    await expectAccessible();

    // Keyboard: the menu opens from the button and its first item, 自评, opens the self-evaluation.
    await more.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu', { name: '更多操作' });
    await expect(menu.getByRole('menuitem')).toHaveText(['自评', '撰写材料', '下载材料清单']);
    await page.screenshot({ path: testInfo.outputPath('project-detail-375-menu.png') });
    await expectAccessible();
    await expect(menu.getByRole('menuitem', { name: '自评' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/findpolicy/ProjectEvaluation/${projectId}$`));
    await page.goBack();
    await expect(page).toHaveURL(detailUrl);
    // The address changes before the detail is drawn again: wait for its heading, not the evaluation's.
    await expect(heading).toHaveText(projectName);

    const downloadPromise = page.waitForEvent('download');
    await more.click();
    await menu.getByRole('menuitem', { name: '下载材料清单' }).click();
    expect((await downloadPromise).suggestedFilename()).toBe(`${projectName}-申报材料清单.csv`);
    await expect(page.getByText('文件下载成功')).toBeVisible();

    await more.click();
    await menu.getByRole('menuitem', { name: '撰写材料' }).click();
    await expect(page).toHaveURL(new RegExp(`^${HOSTS.sso}/app/org/[^/]+/wiki/[^/]+/materialwriting\\?`));
    expect(new URL(page.url()).searchParams.get('projectId')).toBe(projectId);
  });

  test('at 1440 px the four actions stand side by side in the header', async ({ page }, testInfo) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await openFirstListedProject(page);
    const main = page.getByRole('main');
    const actions = [
      main.getByRole('link', { name: '我要申报' }),
      main.getByRole('link', { name: '自评', exact: true }),
      main.getByRole('button', { name: '撰写材料' }),
      main.getByRole('button', { name: '下载材料清单' }),
    ];
    const tops: number[] = [];
    for (const action of actions) {
      expect(await aboveTheFold(page, action)).toBe(true);
      tops.push((await action.boundingBox())?.y ?? -1);
    }
    expect(new Set(tops).size, 'one row of actions').toBe(1);
    await expect(main.getByRole('button', { name: '更多操作' })).toHaveCount(0);
    await page.screenshot({ path: testInfo.outputPath('project-detail-1440.png') });
  });
});

test.describe('condition verdicts', () => {
  /** Every verdict label of the table: one line box, and its whole word shown (no ellipsis). */
  async function expectVerdictsOnOneLine(table: Locator) {
    const verdicts = table.getByRole('cell').getByText(/^(符合|不符合|待核验)$/);
    expect(await verdicts.count()).toBeGreaterThan(0);
    for (const verdict of await verdicts.all()) {
      const shape = await verdict.evaluate((element) => {
        const range = document.createRange();
        range.selectNodeContents(element);
        const lineTops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
        const style = getComputedStyle(element);
        const lineHeight = style.lineHeight === 'normal' ? Number.parseFloat(style.fontSize) * 1.5 : Number.parseFloat(style.lineHeight);
        return {
          text: element.textContent,
          lines: lineTops.size,
          height: element.getBoundingClientRect().height,
          lineHeight,
          clipped: element.scrollWidth > element.clientWidth,
        };
      });
      expect(shape.lines, `${shape.text ?? ''} on one line`).toBe(1);
      expect(shape.height, `${shape.text ?? ''} no taller than a line`).toBeLessThan(shape.lineHeight * 1.5);
      expect(shape.clipped, `${shape.text ?? ''} shown whole`).toBe(false);
    }
  }

  test('自评 verdicts are status chips on one line at 1440, 768 and 375 px', async ({ page, loginAs }, testInfo) => {
    await loginAs('enterprise');
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/findpolicy/ProjectEvaluation/87');
    await expect(page.getByRole('heading', { level: 1, name: '项目自评' })).toBeVisible();
    await page.getByRole('button', { name: /^(开始自评|重新自评)$/ }).click();
    const table = page.getByRole('table', { name: /申报条件核对/ });
    await expect(table.getByRole('columnheader')).toHaveText(['条件', '标准', '实际值', '结果']);
    for (const width of [1440, 768, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await expectVerdictsOnOneLine(table);
      await expectNoHorizontalOverflow(page);
      // Every column keeps room for a few characters (a long 实际值 once squeezed 标准 to two a line).
      for (const header of ['条件', '标准', '实际值', '结果']) {
        if (width < 600) break;
        const box = await table.getByRole('columnheader', { name: header }).boundingBox();
        expect(box?.width ?? 0, `${header} column at ${width} px`).toBeGreaterThanOrEqual(80);
      }
      await table.scrollIntoViewIfNeeded();
      await page.screenshot({ path: testInfo.outputPath(`evaluation-verdicts-${width}.png`) });
    }
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
