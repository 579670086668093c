import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { ACCOUNTS, HOSTS, expect, expectNoHorizontalOverflow, test } from '@smes/e2e-support';
import type { Envelope } from '@smes/e2e-support';

type PolicyRow = { id: number; title: string };
type PolicyDetail = PolicyRow & { attachments: { id: number; name: string; size: number; contentType: string }[]; interpretations: PolicyRow[] };

async function apiGet<T>(request: APIRequestContext, path: string): Promise<T> {
  const answer = await request.get(`${HOSTS.portalApi}${path}`);
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as Envelope<T>).data;
}

/** The first seeded policy (newest first) that satisfies `accept`. */
async function findPolicy(request: APIRequestContext, accept: (detail: PolicyDetail) => boolean): Promise<PolicyDetail> {
  for (let pageNum = 1; pageNum <= 5; pageNum += 1) {
    const page = await apiGet<{ rows: PolicyRow[] }>(request, `/api/policy/list?orderBy=publish_date&pageSize=20&pageNum=${pageNum}`);
    for (const row of page.rows) {
      const detail = await apiGet<PolicyDetail>(request, `/api/policy/${row.id}`);
      if (accept(detail)) return detail;
    }
  }
  throw new Error('no seeded policy fits');
}

const policyList = (page: Page) => page.getByRole('region', { name: '政策列表' });

/** A list's filters are the browser's own selects (ADR 83). */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).selectOption({ label: option });
}

test.describe('政策原文检索 → 收藏 (journey 1)', () => {
  test('search, filter, open, 收藏 through the SSO login, and find it in 我的收藏', async ({ page, visitRecords }) => {
    await page.goto('/findpolicy/policyNotice');
    await expect(page).toHaveTitle('政策原文检索');
    await page.getByRole('textbox', { name: '关键词' }).fill('专精特新');
    await page.getByRole('textbox', { name: '关键词' }).press('Enter');
    await expect(page).toHaveURL(/keyword=/);
    const firstHit = policyList(page).getByRole('article').first();
    await expect(firstHit.locator('mark').first()).toHaveText('专精特新');

    await choose(page, '政策级别', '省级');
    await expect(page).toHaveURL(/level=provincial/);
    await choose(page, '有效性', '现行有效');
    await expect(page).toHaveURL(/validity=valid/);
    await expect(page.getByRole('button', { name: '移除条件 级别：省级' })).toBeVisible();
    await expect(page.getByRole('button', { name: '移除条件 有效性：现行有效' })).toBeVisible();
    await expect(policyList(page).getByRole('article').first()).toContainText('省级');
    for (const hit of await policyList(page).getByRole('article').all()) await expect(hit).toContainText('现行有效');

    const title = ((await policyList(page).getByRole('article').first().getByRole('heading', { level: 3 }).textContent()) ?? '').trim();
    await policyList(page).getByRole('article').first().getByRole('link').first().click();
    await expect(page).toHaveURL(/\/findpolicy\/policyNoticeDetails\/\d+$/);
    const detailUrl = page.url();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

    await page.getByRole('button', { name: '收藏', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: '收藏需要登录' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('link', { name: '去登录' }).click();
    await expect(page).toHaveURL(new RegExp(`^${HOSTS.sso}/login\\?backUrl=`));
    await page.getByLabel('账号').fill(ACCOUNTS.enterprise.username);
    await page.getByLabel('密码').fill(ACCOUNTS.enterprise.password);
    await page.getByRole('button', { name: '登录' }).click();

    await expect(page).toHaveURL(detailUrl);
    await expect(page.getByRole('status').filter({ hasText: '已收藏' })).toBeVisible();
    await expect(page.getByRole('button', { name: '已收藏' })).toHaveAttribute('aria-pressed', 'true');
    expect(await page.evaluate(() => sessionStorage.getItem('pending-favorite'))).toBeNull();
    expect(visitRecords).toContain('政策原文详情');

    await page.goto('/PersonalCenter/myFavorite');
    await expect(page.getByRole('region', { name: '收藏的政策' }).getByRole('link', { name: title })).toBeVisible();
  });

  test('a 2-character keyword finds results', async ({ page }) => {
    await page.goto('/findpolicy/policyNotice');
    await page.getByRole('textbox', { name: '关键词' }).fill('科技');
    await page.getByRole('button', { name: '搜索' }).click();
    await expect(page.getByText(/^共找到 [1-9]\d* 条政策$/)).toBeVisible();
    await expect(policyList(page).getByRole('article').first().locator('mark').first()).toHaveText('科技');
  });

  test('malformed URL parameters fall back to the default search', async ({ page }) => {
    const listRequest = page.waitForRequest((request) => request.url().includes('/api/policy/list'));
    await page.goto('/findpolicy/policyNotice?pageNum=abc&pageSize=-5&level=moon&publishFrom=2025-13-01&orderBy=relevance&regionCode=x');
    expect(Object.fromEntries(new URL((await listRequest).url()).searchParams)).toEqual({ pageNum: '1', pageSize: '10' });
    await expect(policyList(page).getByRole('article')).toHaveCount(10);
    await expect(page.getByRole('region', { name: '已选条件' })).toHaveCount(0);
  });

  test('an inverted date range is explained and not sent', async ({ page }) => {
    await page.goto('/findpolicy/policyNotice?publishTo=2025-01-31');
    await expect(policyList(page).getByRole('article').first()).toBeVisible();
    let asked = false;
    page.on('request', (request) => {
      if (request.url().includes('/api/policy/list')) asked = true;
    });
    await page.getByLabel('起始日期').fill('2025-06-01');
    await expect(page.getByRole('alert').filter({ hasText: '开始日期不能晚于结束日期' })).toBeVisible();
    expect(asked).toBe(false);
  });

  test('an attachment shows its type and size before download, and downloads as that PDF under its Chinese name', async ({ page, request }) => {
    const policy = await findPolicy(request, (detail) => detail.attachments.some((item) => item.contentType === 'application/pdf'));
    const attachment = policy.attachments.find((item) => item.contentType === 'application/pdf');
    if (!attachment) throw new Error('no PDF attachment');
    const summary = `PDF · ${new Intl.NumberFormat('zh-CN', { maximumFractionDigits: 1 }).format(attachment.size / 1024)} KB`;
    await page.goto(`/findpolicy/policyNoticeDetails/${policy.id}`);
    const attachments = page.getByRole('region', { name: '附件' });
    await expect(attachments.getByText(summary, { exact: true }).first()).toBeVisible();
    const downloadPromise = page.waitForEvent('download');
    await attachments.getByRole('button', { name: `下载 ${attachment.name}（${summary}）` }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toBe(attachment.name);
    expect(download.suggestedFilename()).toMatch(/[\u4e00-\u9fa5].*\.pdf$/);
    const bytes = await readFile(await download.path());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.length).toBe(attachment.size);
    await expect(page.getByText('文件下载成功')).toBeVisible();
  });

  test('an unknown or malformed policy id says 政策不存在', async ({ page }) => {
    await page.goto('/findpolicy/policyNoticeDetails/999999');
    await expect(page.getByText('政策不存在')).toBeVisible();
    await page.goto('/policy/PolicyDetail/abc');
    await expect(page.getByText('政策不存在')).toBeVisible();
    await expect(page.getByRole('link', { name: '返回政策原文检索' })).toBeVisible();
  });
});

test.describe('申报通知', () => {
  test('the detail has six tabs and a countdown that ticks', async ({ page }) => {
    await page.goto('/findpolicy/DeclarationNotice?status=open&orderBy=end_time&isAsc=asc');
    const list = page.getByRole('region', { name: '申报通知列表' });
    await expect(list.getByRole('article').first()).toContainText(/申报中·(剩 \d+ 天|(今日|明天) \d{2}:\d{2} 截止)/);
    await list.getByRole('article').first().getByRole('link').first().click();
    await expect(page).toHaveURL(/\/findpolicy\/DeclarationNotice\/detail\/\d+$/);
    await expect(page).toHaveTitle('申报通知详情');

    const tabs = page.getByRole('tablist', { name: '通知内容' });
    await expect(tabs.getByRole('tab')).toHaveText(['政策原文', '扶持力度', '申报条件', '申报程序', '申报材料', '受理服务']);
    await tabs.getByRole('tab', { name: '申报条件' }).click();
    await expect(page.getByRole('tabpanel', { name: '申报条件' })).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('tabpanel', { name: '申报程序' })).toBeVisible();

    const timer = page.getByRole('timer').first();
    const before = await timer.getAttribute('aria-label');
    expect(before).toMatch(/^距截止\d+ 天 \d+ 时 \d+ 分 \d+ 秒$/);
    await expect(timer).not.toHaveAttribute('aria-label', before ?? '', { timeout: 2000 });
  });
});

test.describe('政策解读 ↔ 政策原文', () => {
  test('an interpretation links to its policy and the policy links back', async ({ page }) => {
    await page.goto('/findpolicy/PolicyInterpretation');
    const first = page.getByRole('region', { name: '政策解读列表' }).getByRole('article').first();
    const title = ((await first.getByRole('heading', { level: 3 }).textContent()) ?? '').trim();
    await first.getByRole('heading', { level: 3 }).getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page).toHaveTitle('政策解读详情');

    await page.getByRole('region', { name: '原文政策' }).getByRole('link').click();
    await expect(page).toHaveURL(/\/findpolicy\/policyNoticeDetails\/\d+$/);
    await page.getByRole('region', { name: '政策解读' }).getByRole('link', { name: title }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  });
});

test.describe('一图读懂', () => {
  test('a graphic interpretation shows its picture with a text alternative, and passes axe', async ({ page, request, expectAccessible }) => {
    const newest = await apiGet<{ rows: PolicyRow[] }>(request, '/api/interpretation/list?type=graphic&pageSize=1');
    const id = newest.rows[0]?.id ?? 0;
    const detail = await apiGet<{ policy: PolicyRow; picture: { alt: string } | null }>(request, `/api/interpretation/${id}`);
    const alt = detail.picture?.alt ?? '';
    expect(alt).toContain(detail.policy.title);

    const served = await request.get(`${HOSTS.portalApi}/api/interpretation/${id}/picture`);
    expect(served.headers()['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(served.headers()['x-content-type-options']).toBe('nosniff');

    await page.goto(`/findpolicy/PolicyInterpretation/detail/${id}`);
    await expect(page).toHaveTitle('政策解读详情');
    const picture = page.getByRole('region', { name: '一图读懂' }).getByRole('img');
    await expect(picture).toBeVisible();
    await expect(picture).toHaveAttribute('alt', alt);
    // Decoded, not a broken-image icon with an alt beside it.
    await expect.poll(() => picture.evaluate((image: HTMLImageElement) => (image.complete ? image.naturalWidth : 0))).toBeGreaterThan(0);
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    await expectAccessible();
  });
});

test.describe('公示公告', () => {
  test('categories are tabs kept in the URL', async ({ page }) => {
    await page.goto('/findpolicy/PublicAnnouncement');
    await page.getByRole('tab', { name: '评审结果' }).click();
    await expect(page).toHaveURL(/category=review/);
    const list = page.getByRole('region', { name: '公示公告列表' });
    await expect(list.getByRole('article').first()).toContainText('评审结果');
    await page.getByRole('tab', { name: '资金公示' }).click();
    await expect(page).toHaveURL(/category=fund/);
    await page.goBack();
    await expect(page.getByRole('tab', { name: '评审结果' })).toHaveAttribute('aria-selected', 'true');

    await list.getByRole('article').first().getByRole('link').click();
    await expect(page).toHaveTitle('公示公告详情');
    await expect(page.getByText('异议受理截止')).toBeVisible();
  });
});

test.describe('全国政策概览', () => {
  test('lists the 31 provinces and opens the search for one', async ({ page }) => {
    await page.goto('/Nationwide');
    const grid = page.getByRole('list', { name: '各省政策概览' });
    await expect(grid.getByRole('listitem')).toHaveCount(31);
    await page.getByRole('textbox', { name: '按省份筛选' }).fill('浙江');
    await expect(grid.getByRole('listitem')).toHaveCount(1);
    await grid.getByRole('link', { name: /^浙江省：查看/ }).click();
    await expect(page).toHaveURL(/\/findpolicy\/policyNotice\?regionCode=330000$/);
    await expect(page.getByRole('button', { name: '移除条件 地区：浙江省' })).toBeVisible();
  });
});

/** The top of a list's first result, in CSS px from the top of the page (scrolled to the top). */
async function firstResultTop(page: Page, list: string): Promise<number> {
  const first = page.getByRole('region', { name: list }).getByRole('article').first();
  await expect(first).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  const box = await first.boundingBox();
  if (!box) throw new Error(`${list} has no first result on screen`);
  return box.y;
}

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: false });
}

test.describe('filters on a phone and a desktop', () => {
  const lists = [
    ['/findpolicy/policyNotice', '政策列表', 'policy-notice'],
    ['/findpolicy/DeclarationNotice', '申报通知列表', 'declaration-notice'],
    ['/findpolicy/DeclarationProject', '申报项目列表', 'declaration-project'],
  ] as const;

  test('the first result starts within the first screen at 375 and 1440 px', async ({ page }) => {
    for (const [width, height, limit] of [
      [375, 812, 400],
      [1440, 900, 600],
    ] as const) {
      await page.setViewportSize({ width, height });
      for (const [path, list, name] of lists) {
        await page.goto(path);
        const top = await firstResultTop(page, list);
        await shoot(page, `${name}-${width}`);
        expect(top, `${path} at ${width} px: top of the first result`).toBeLessThan(limit);
        // Below md the controls wait in the drawer; from md up they are the panel, with no 筛选 button.
        if (width < 900) {
          await expect(page.getByRole('combobox', { name: '政策级别' })).toHaveCount(0);
          await expect(page.getByRole('button', { name: /^筛选/ })).toBeVisible();
        } else {
          await expect(page.getByRole('region', { name: '筛选条件' }).getByRole('combobox', { name: '政策级别' })).toBeVisible();
          await expect(page.getByRole('button', { name: /^筛选/ })).toHaveCount(0);
        }
      }
    }
  });

  test('at 375 px the keyboard opens the 筛选 drawer, picks a level, and the chips and the list follow', async ({ page, expectAccessible }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/findpolicy/policyNotice?keyword=专精特新');
    await expect(policyList(page).getByRole('article').first()).toBeVisible();
    await expect(page.getByRole('button', { name: '移除条件 关键词：专精特新' })).toBeVisible();

    const filterButton = page.getByRole('button', { name: '筛选', exact: true });
    await filterButton.focus();
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: '筛选条件' });
    await expect(drawer).toBeVisible();
    expect(await drawer.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await expectAccessible();

    const level = drawer.getByRole('combobox', { name: '政策级别' });
    for (let press = 0; press < 4 && !(await level.evaluate((element) => element === document.activeElement)); press += 1) {
      await page.keyboard.press('Tab');
    }
    await expect(level).toBeFocused();
    await expect(level).toHaveValue('');
    // The browser's own select: the arrows step through 全部级别 → 国家级 → 省级 without opening a menu.
    await page.keyboard.press('ArrowDown');
    await expect(page).toHaveURL(/level=national/);
    await expect(level).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page).toHaveURL(/level=provincial/);
    await expect(level).toHaveValue('provincial');
    await expect(level).toBeFocused();
    const showResults = drawer.getByRole('button', { name: /^查看 \d+ 条结果$/ });
    await expect(showResults).toBeVisible();
    await shoot(page, 'policy-notice-375-drawer');
    const total = ((await showResults.textContent()) ?? '').replace(/\D/g, '');

    await page.keyboard.press('Escape');
    await expect(drawer).toHaveCount(0);
    const countedButton = page.getByRole('button', { name: '筛选（1）' });
    await expect(countedButton).toBeFocused();
    await expect(page.getByRole('button', { name: '移除条件 级别：省级' })).toBeVisible();
    await expect(page.getByText(`共找到 ${total} 条政策`, { exact: true })).toBeVisible();
    for (const hit of await policyList(page).getByRole('article').all()) await expect(hit).toContainText('省级');
    await shoot(page, 'policy-notice-375-chips');

    // 查看 N 条结果 closes it too, and focus comes back to the button.
    await countedButton.click();
    await drawer.getByRole('button', { name: `查看 ${total} 条结果` }).click();
    await expect(drawer).toHaveCount(0);
    await expect(countedButton).toBeFocused();
    await expectNoHorizontalOverflow(page);
  });

  test('at 375 px 发文机构 in the 筛选 drawer filters as typed and its list opens in view', async ({ page, expectAccessible }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/findpolicy/policyNotice');
    await expect(policyList(page).getByRole('article').first()).toBeVisible();
    await page.getByRole('button', { name: '筛选', exact: true }).click();
    const drawer = page.getByRole('dialog', { name: '筛选条件' });
    const dept = drawer.getByRole('combobox', { name: '发文机构' });
    await dept.focus();
    await page.keyboard.press('ArrowDown');
    const listbox = page.getByRole('listbox');
    await expect(listbox).toBeVisible();
    const first = ((await listbox.getByRole('option').first().textContent()) ?? '').trim();
    expect(first).not.toBe('');
    await dept.fill(first.slice(0, 4));
    await expect(listbox.getByRole('option', { name: first, exact: true })).toBeVisible();
    await expectAccessible();
    await listbox.getByRole('option', { name: first, exact: true }).scrollIntoViewIfNeeded();
    const box = await listbox.getByRole('option', { name: first, exact: true }).boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
    await shoot(page, 'policy-notice-375-dept');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect.poll(() => new URL(page.url()).searchParams.get('dept')).toBe(first);
    await expect(dept).toHaveValue(first);
    await expect(listbox).toHaveCount(0);
  });

  test('an empty search offers 清除筛选 once, at 375 and 1440 px', async ({ page }) => {
    for (const width of [375, 1440]) {
      await page.setViewportSize({ width, height: width < 900 ? 812 : 900 });
      await page.goto(`/findpolicy/policyNotice?keyword=${encodeURIComponent('高新技木企业')}&level=provincial`);
      await expect(page.getByText('没有符合条件的政策')).toBeVisible();
      await expect(page.getByRole('button', { name: '移除条件 级别：省级' })).toBeVisible();
      await expect(page.getByRole('button', { name: '清除筛选' })).toHaveCount(1);
      await shoot(page, `policy-notice-empty-${width}`);
      await page.getByRole('button', { name: '清除筛选' }).click();
      await expect(page.getByText(/^共找到 [1-9]\d* 条政策$/)).toBeVisible();
      await expect(page.getByRole('region', { name: '已选条件' })).toHaveCount(0);
    }
  });
});

test.describe('readable at 375 px and accessible', () => {
  test('lists and details', async ({ page, request, expectAccessible }) => {
    // A dozen screens, each loaded and checked with axe: more than the default 45 s on a busy 2-core machine.
    test.setTimeout(90_000);
    const policy = await findPolicy(request, (detail) => detail.interpretations.length > 0);
    // Each kind of interpretation has its own layout: visit both, the oldest of each, so the pages are the
    // same seeded records on every day (the seed's records do not depend on the date).
    const oldestOfType = async (type: 'text' | 'graphic') => {
      const first = await apiGet<{ total: number }>(request, `/api/interpretation/list?type=${type}&pageSize=1`);
      const last = await apiGet<{ rows: PolicyRow[] }>(request, `/api/interpretation/list?type=${type}&pageSize=1&pageNum=${first.total}`);
      expect(last.rows).toHaveLength(1);
      return last.rows[0]?.id ?? 0;
    };
    const [textReading, graphicReading] = [await oldestOfType('text'), await oldestOfType('graphic')];
    await page.setViewportSize({ width: 375, height: 800 });
    const pages: [string, RegExp | string][] = [
      ['/findpolicy/policyNotice?keyword=专精特新', '政策原文检索'],
      [`/findpolicy/policyNoticeDetails/${policy.id}`, '政策原文详情'],
      ['/findpolicy/DeclarationNotice', '申报通知检索'],
      ['/findpolicy/PolicyInterpretation', '政策解读'],
      [`/findpolicy/PolicyInterpretation/detail/${textReading}`, '政策解读详情'],
      [`/findpolicy/PolicyInterpretation/detail/${graphicReading}`, '政策解读详情'],
      ['/findpolicy/PublicAnnouncement', '公示公告检索'],
      ['/Nationwide', '全国政策概览'],
      ['/findpolicy', '找政策'],
      ['/home', '首页'],
    ];
    for (const [path, title] of pages) {
      await page.goto(path);
      await expect(page).toHaveTitle(title);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('progressbar')).toHaveCount(0);
      await expectNoHorizontalOverflow(page);
      await expectAccessible();
    }

    await page.goto('/findpolicy/DeclarationNotice');
    await page.getByRole('region', { name: '申报通知列表' }).getByRole('article').first().getByRole('link').first().click();
    await expect(page.getByRole('tablist', { name: '通知内容' })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await expectAccessible();

    await page.goto('/findpolicy/PublicAnnouncement');
    await page.getByRole('region', { name: '公示公告列表' }).getByRole('article').first().getByRole('link').click();
    await expect(page.getByText('异议受理截止')).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await expectAccessible();
  });

  test('我的收藏 for a signed-in user', async ({ page, loginAs, expectAccessible }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await loginAs('enterprise');
    await page.goto('/PersonalCenter/myFavorite');
    await expect(page).toHaveTitle('我的收藏');
    await expect(page.getByRole('heading', { level: 1, name: '我的收藏' })).toBeVisible();
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    await expectNoHorizontalOverflow(page);
    await expectAccessible();
  });
});
