import type { Page } from '@playwright/test';
import { HOSTS, builtChunk, expect, expectNoHorizontalOverflow, test } from '@smes/e2e-support';

const screens = [
  { path: '/home', title: '首页' },
  { path: '/findpolicy', title: '找政策' },
  { path: '/findpolicy/DeclarationProject', title: '申报项目检索' },
  { path: '/feedback', title: '意见反馈' },
  { path: '/login', title: '登录' },
  { path: '/register', title: '注册' },
];

/** 找政策's route table chunk (ADR 119) in the build (read when a test runs: a file loaded before the build still lists). */
const policyTableChunk = () => builtChunk('enterprise-portal', 'src/app/routes/policy-screens.ts');

/** Every request for 找政策's route table chunk the page sends from now on. */
function recordPolicyTableRequests(page: Page): string[] {
  const policyTable = policyTableChunk();
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (policyTable.test(request.url())) fetched.push(request.url());
  });
  return fetched;
}

test.describe('titles, visit records, accessibility', () => {
  for (const { path, title } of screens) {
    test(`${path} is titled ${title}, reports its visit, and passes axe at desktop and 375 px`, async ({ page, visitRecords, expectAccessible }) => {
      await page.goto(path);
      await expect(page).toHaveTitle(title);
      await expect.poll(() => visitRecords).toContain(title);
      await page.waitForLoadState('networkidle');
      await expectAccessible();
      await page.setViewportSize({ width: 375, height: 800 });
      await expectNoHorizontalOverflow(page);
      await expectAccessible();
    });
  }

  test('in-app navigation reports each visit once, with the new title', async ({ page, visitRecords }) => {
    await page.goto('/home');
    await expect.poll(() => visitRecords).toEqual(['首页']);
    await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '找政策' }).click();
    await expect(page).toHaveTitle('找政策');
    await expect.poll(() => visitRecords).toEqual(['首页', '找政策']);
  });

  test('"/" and "/history" lead home', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/home$/);
    await page.goto('/history');
    await expect(page).toHaveURL(/\/home$/);
  });

  test('an unknown path shows the not-found page with a way home', async ({ page, visitRecords, expectAccessible }) => {
    await page.goto('/no/such/page');
    await expect(page).toHaveTitle('页面不存在');
    await expect(page.getByRole('heading', { name: '页面不存在' })).toBeVisible();
    await expect.poll(() => visitRecords).toContain('页面不存在');
    await expectAccessible();
    await page.getByRole('link', { name: '返回首页' }).click();
    await expect(page).toHaveURL(/\/home$/);
  });

  test('the header collapses into a menu at 375 px and stays keyboard usable', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/home');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: '跳到主要内容' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('#main')).toBeFocused();
    await page.getByRole('button', { name: /导航菜单|打开菜单|菜单/ }).click();
    // The menu loads on its first tap; once open it hides the page from the accessibility tree, so the link
    // found is the menu's and not the home page's 找政策 tile behind it.
    await expect(page.getByRole('button', { name: '关闭导航菜单' })).toBeVisible();
    await page.getByRole('link', { name: '找政策' }).last().click();
    await expect(page).toHaveURL(/\/findpolicy$/);
  });
});

test.describe('feedback', () => {
  test('bad input gets Chinese messages; a good one is stored', async ({ page }) => {
    await page.goto('/feedback');
    await page.getByRole('button', { name: '提交反馈' }).click();
    await expect(page.getByText('请选择反馈类型')).toBeVisible();
    await expect(page.getByText('请输入反馈内容')).toBeVisible();

    await page.getByLabel('反馈类型').selectOption({ label: '功能建议' });
    await page.getByLabel('反馈内容').fill('太短');
    await page.getByLabel('联系方式').fill('not-a-phone');
    await page.getByRole('button', { name: '提交反馈' }).click();
    await expect(page.getByText(/反馈内容.*5/)).toBeVisible();
    await expect(page.getByText('联系方式格式不正确')).toBeVisible();

    await page.getByLabel('反馈内容').fill('希望申报项目列表可以按所在区县筛选，谢谢！');
    await page.getByLabel('联系方式').fill('13800138000');
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/hnFeedback'));
    await page.getByRole('button', { name: '提交反馈' }).click();
    const envelope = (await (await answer).json()) as { code: number; data: { id: number } };
    expect(envelope.code).toBe(200);
    await expect(page.getByText(`反馈已提交（编号 ${envelope.data.id}）`)).toBeVisible();
  });
});

test.describe('chunk loading', () => {
  test('a chunk that will not load reloads once by itself, then offers a retry', async ({ page }) => {
    await page.goto('/home');
    let documentLoads = 0;
    page.on('load', () => {
      documentLoads += 1;
    });
    const feedbackChunk = builtChunk('enterprise-portal', 'src/pages/feedback/feedback-page.tsx');
    await page.route(feedbackChunk, (route) => route.abort('failed'));
    await page.getByRole('link', { name: '意见反馈' }).first().click();
    await expect(page.getByText('页面资源加载失败，请检查网络后重试')).toBeVisible();
    expect(documentLoads).toBe(1);
    await page.unroute(feedbackChunk);
    await page.getByRole('button', { name: '重新加载' }).click();
    await expect(page.getByRole('heading', { name: '意见反馈', level: 1 })).toBeVisible();
  });

  test('a direct visit to an area’s screen asks for its route table beside the entry, not after the entry has run (ADR 123)', async ({ page }) => {
    const policyTable = policyTableChunk();
    const entry = builtChunk('enterprise-portal', 'index.html');
    let tableAsked = false;
    page.on('request', (request) => {
      if (policyTable.test(request.url())) tableAsked = true;
    });
    // The entry's answer waits (2 s at most) for the table's request: a table the entry asked for itself could only
    // be asked for once the entry had come and run, a round trip later.
    let askedWhileEntryHeld: boolean | undefined;
    await page.route(entry, async (route) => {
      for (let waited = 0; !tableAsked && waited < 2000; waited += 50) await new Promise((resolve) => setTimeout(resolve, 50));
      askedWhileEntryHeld = tableAsked;
      await route.continue();
    });
    await page.goto('/findpolicy/policyNotice');
    await expect(page).toHaveTitle('政策原文检索');
    expect(askedWhileEntryHeld).toBe(true);
  });

  test('pointing at a link into another area fetches its route table before the click (ADR 123)', async ({ page }) => {
    const tablesFetched = recordPolicyTableRequests(page);
    await page.goto('/home');
    await expect(page).toHaveTitle('首页');
    await page.waitForLoadState('networkidle');
    expect(tablesFetched).toEqual([]);
    const link = page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '找政策' });
    await link.hover();
    await expect.poll(() => tablesFetched.length).toBe(1);
    await link.click();
    await expect(page).toHaveTitle('找政策');
    expect(tablesFetched).toHaveLength(1);
  });

  test('an area’s route table is fetched with its first screen; when it will not load, the page reloads once, then offers a retry', async ({ page }) => {
    // ADR 119: /home fetches its own area's table, not 找政策's; the first link into 找政策 fetches that one.
    const tablesFetched = recordPolicyTableRequests(page);
    await page.goto('/home');
    await expect(page).toHaveTitle('首页');
    await page.waitForLoadState('networkidle');
    expect(tablesFetched).toEqual([]);
    const policyTable = policyTableChunk();
    let documentLoads = 0;
    page.on('load', () => {
      documentLoads += 1;
    });
    await page.route(policyTable, (route) => route.abort('failed'));
    await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '找政策' }).click();
    await expect(page.getByText('页面资源加载失败，请检查网络后重试')).toBeVisible();
    expect(documentLoads).toBe(1);
    // The error shows inside the layout, as a failed screen chunk's does.
    await expect(page.getByRole('navigation', { name: '主导航' })).toBeVisible();
    await page.unroute(policyTable);
    await page.getByRole('button', { name: '重新加载' }).click();
    await expect(page).toHaveTitle('找政策');
    await expect(page.getByRole('heading', { name: '找政策', level: 1 })).toBeVisible();
  });
});

test.describe('home and 找政策 hub', () => {
  /**
   * The home page's lists: the freshest items of every area. A visitor is registered nowhere, so the headline
   * policies are this Zhejiang portal's own province and 全国, and the block's title says so.
   */
  const VISITOR_POLICIES = '最新政策（浙江省及全国）';
  const HOME_LISTS = ['即将截止的申报通知', '即将截止的申报项目', VISITOR_POLICIES, '最新政策解读', '最新公示公告', '最新申报项目'];
  /** The other areas' blocks (GET /api/home/latest), in the header's order. */
  const AREA_BLOCKS = ['最新市场需求', '近期活动', '最新课程', '最新服务产品', '最近更新的人才', '最新金融产品', '热门政务服务', '最新资讯'];
  /** The hub's tools. */
  const HUB_TOOLS = ['政策服务', '智能政策匹配', '区域政策对比', '我的报告'];

  test('home shows every area’s freshest items and 区域对比 to a visitor, all leading to real pages, and no to-dos', async ({ page, expectAccessible }) => {
    // It opens one page per kind of link on /home (tiles, blocks, 更多).
    test.setTimeout(300_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/home');
    const main = page.getByRole('main');
    for (const name of HOME_LISTS) {
      await expect(main.getByRole('region', { name, exact: true }).getByRole('listitem').first()).toBeVisible();
    }
    // Every headline policy applies in 浙江省: national, or the province's own (no other province's, no city's).
    const visitorPolicies = main.getByRole('region', { name: VISITOR_POLICIES, exact: true });
    for (const line of await visitorPolicies.getByRole('listitem').getByRole('paragraph').allTextContents()) {
      expect(line).toMatch(/^(国家级 · .+|省级 · [^·]*浙江[^·]*) · \d{4}-\d{2}-\d{2}$/);
    }
    await expect(visitorPolicies.getByRole('link', { name: `查看全部${VISITOR_POLICIES}` })).toHaveAttribute('href', /applicableTo=330000/);
    await expect(main.getByRole('region', { name: '区域对比', exact: true }).getByRole('link', { name: '去区域对比' })).toBeVisible();
    await expect(main.getByRole('region', { name: '我的待办' })).toHaveCount(0);
    for (const name of HUB_TOOLS) await expect(main.getByRole('region', { name, exact: true })).toHaveCount(0);
    // The tiles are the header's areas, in its order.
    const headerAreas = await page.getByRole('navigation', { name: '主导航' }).getByRole('link').allTextContents();
    await expect(main.getByRole('navigation', { name: '服务入口' }).getByRole('link')).toHaveText(headerAreas.filter((label) => label.trim() !== '首页'));
    /** Each area block's first item: its title leads to its detail page, whose heading is the same title. */
    const firstItems: { block: string; title: string; href: string }[] = [];
    for (const name of AREA_BLOCKS) {
      const block = main.getByRole('region', { name, exact: true });
      const first = block.getByRole('listitem').first().getByRole('link');
      await expect(first).toBeVisible();
      firstItems.push({ block: name, title: (await first.textContent()) ?? '', href: (await first.getAttribute('href')) ?? '' });
      await expect(block.getByRole('link', { name: `更多${name}` })).toBeVisible();
    }
    await expect(main.getByRole('region', { name: '头条资讯' }).getByRole('link')).toBeVisible();
    await expectAccessible();
    await page.screenshot({ path: test.info().outputPath('home-visitor-1440.png'), fullPage: true });
    await page.setViewportSize({ width: 375, height: 800 });
    await expectNoHorizontalOverflow(page);
    await expectAccessible();
    await page.screenshot({ path: test.info().outputPath('home-visitor-375.png'), fullPage: true });
    await page.setViewportSize({ width: 1440, height: 900 });

    // Every kind of link on the page (one per route pattern) opens a real screen, never 页面不存在.
    // The tiles are the header's links (checked above), so the walk leaves them to the areas' own journeys.
    const hrefs = await main
      .locator('a[href^="/"]')
      .evaluateAll((links) => links.filter((link) => !link.closest('nav')).map((link) => link.getAttribute('href') ?? ''));
    const patternOf = (href: string) => href.split('?')[0]?.replace(/\/\d+(?=\/|$)/g, '/:id') ?? href;
    const byPattern = new Map<string, string>();
    for (const href of hrefs) byPattern.set(patternOf(href), href);
    expect(byPattern.size).toBeGreaterThanOrEqual(8);
    // The area blocks' details are opened below with their titles checked, so the walk skips their patterns.
    for (const { href } of firstItems) byPattern.delete(patternOf(href));
    for (const href of byPattern.values()) {
      await page.goto(href);
      // Generous: on the shared machine a list screen's chunk and data can take longer than the default 10 s.
      await expect(page.getByRole('heading', { level: 1 }).first(), href).toBeVisible({ timeout: 20_000 });
      await expect(page, href).not.toHaveTitle('页面不存在');
    }
    for (const { block, title, href } of firstItems) {
      await page.goto(href);
      await expect(page.getByRole('heading', { level: 1, name: title, exact: true }), block).toBeVisible({ timeout: 20_000 });
    }
  });

  test('the hub offers the policy tools with counts, and none of the home page’s lists', async ({ page, request }) => {
    const overview = (await (await request.get(`${HOSTS.portalApi}/api/home/overview`)).json()) as { data: { policyInForce: number; noticeOpen: number; interpretationTotal: number } };
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/findpolicy');
    const main = page.getByRole('main');
    const entries = main.getByRole('region', { name: '政策服务' });
    await expect(entries.getByText(`现行有效 ${overview.data.policyInForce} 条`)).toBeVisible();
    await expect(entries.getByText(`申报中 ${overview.data.noticeOpen} 条`)).toBeVisible();
    await expect(entries.getByText(`共 ${overview.data.interpretationTotal} 篇`)).toBeVisible();
    await expect(entries.getByText(/^申报中 \d+ 个 \/ 共 \d+ 个$/)).toBeVisible();
    for (const name of HUB_TOOLS) await expect(main.getByRole('region', { name, exact: true })).toBeVisible();
    for (const name of HOME_LISTS) await expect(main.getByRole('region', { name, exact: true })).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath('findpolicy-1440.png'), fullPage: true });
    await page.setViewportSize({ width: 375, height: 800 });
    await expectNoHorizontalOverflow(page);
    await page.screenshot({ path: test.info().outputPath('findpolicy-375.png'), fullPage: true });

    await main.getByRole('search', { name: '检索政策原文' }).getByRole('textbox', { name: '搜索关键词' }).fill('研发费用');
    await main.getByRole('search', { name: '检索政策原文' }).getByRole('button', { name: '搜索' }).click();
    await expect(page).toHaveURL(/\/findpolicy\/policyNotice\?keyword=%E7%A0%94%E5%8F%91%E8%B4%B9%E7%94%A8$/);
    await page.goBack();
    await main.getByRole('region', { name: '智能政策匹配' }).getByRole('link', { name: '开始匹配' }).click();
    await expect(page).toHaveTitle('智能政策匹配');
  });
});
