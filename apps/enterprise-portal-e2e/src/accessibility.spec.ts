import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { HOSTS, expect, test } from '@smes/e2e-support';

/** Issue 14: every screen meets WCAG 2.2 AA, in the normal theme and in 关怀模式. */
const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
/** 320 CSS px: a 1280 px window at 400 %, or 640 px at 200 % (WCAG 1.4.10 reflow). */
const NARROW = { width: 320, height: 720 };
const DESKTOP = { width: 1280, height: 900 };
const CARE_BODY_MIN_PX = 18;

type Screen = { path: string; title: string };
type Ids = Record<string, number>;
type Envelope<T> = { code: number; data: T };

/**
 * Real records for the route table's `:id` screens (and the report screen's `?id=`), keyed by route
 * pattern. A screen added later with a parameter fails the journey until it gets its record here.
 */
const ADDRESSES: Record<string, (ids: Ids) => string> = {
  'findpolicy/policyNoticeDetails/:id': (ids) => `/findpolicy/policyNoticeDetails/${ids.policy}`,
  'policy/PolicyDetail/:id': (ids) => `/policy/PolicyDetail/${ids.policy}`,
  'findpolicy/DeclarationNotice/detail/:id': (ids) => `/findpolicy/DeclarationNotice/detail/${ids.notice}`,
  'findpolicy/DeclarationProjectDetail/:id': (ids) => `/findpolicy/DeclarationProjectDetail/${ids.project}`,
  'findpolicy/PolicyInterpretation/detail/:id': (ids) => `/findpolicy/PolicyInterpretation/detail/${ids.interpretation}`,
  'findpolicy/PublicAnnouncement/detail/:id': (ids) => `/findpolicy/PublicAnnouncement/detail/${ids.announcement}`,
  'findpolicy/ProjectEvaluation/:id': (ids) => `/findpolicy/ProjectEvaluation/${ids.project}`,
  'findpolicy/ProjectApplication/:id': (ids) => `/findpolicy/ProjectApplication/${ids.project}`,
  'findpolicy/policyMatch/report': (ids) => `/findpolicy/policyMatch/report?id=${ids.report}`,
  'PersonalCenter/myReport/:id': (ids) => `/PersonalCenter/myReport/${ids.report}`,
  '*': () => '/no/such/page',
};

function addressOf(screen: Screen, ids: Ids): string {
  const build = ADDRESSES[screen.path];
  if (build) return build(ids);
  expect(screen.path, `a real address for ${screen.title} (add its pattern to ADDRESSES)`).not.toMatch(/[:*]/);
  return `/${screen.path}`;
}

async function firstId(request: APIRequestContext, listPath: string): Promise<number> {
  const answer = await request.get(`${HOSTS.portalApi}${listPath}?pageNum=1&pageSize=1`);
  const envelope = (await answer.json()) as Envelope<{ rows: { id: number }[] }>;
  const id = envelope.data.rows[0]?.id;
  expect(id, `a seeded record from ${listPath}`).toBeDefined();
  return id as number;
}

/** Ids of seeded records of every kind, and a saved 匹配报告 of the logged-in enterprise. */
async function recordIds(page: Page, token: string): Promise<Ids> {
  const { request } = page;
  const auth = { Authorization: `Bearer ${token}` };
  await request.get(`${HOSTS.portalApi}/api/enterprise/ledger`, { headers: auth });
  const xsrf = (await page.context().cookies(HOSTS.portalApi)).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const report = await request.post(`${HOSTS.portalApi}/api/policy-match/report`, { headers: { ...auth, 'X-XSRF-TOKEN': xsrf } });
  expect(report.ok()).toBe(true);
  return {
    policy: await firstId(request, '/api/policy/list'),
    notice: await firstId(request, '/api/notice/list'),
    project: await firstId(request, '/api/gDeclaraManage/list'),
    interpretation: await firstId(request, '/api/interpretation/list'),
    announcement: await firstId(request, '/api/announcement/list'),
    report: ((await report.json()) as Envelope<{ id: number }>).data.id,
  };
}

/** The running app's route table (published by development builds, libs/shell screen-inventory.ts). */
async function portalScreens(page: Page): Promise<Screen[]> {
  const screens = await page.evaluate(() => (window as unknown as { __SMES_SCREENS__?: Screen[] }).__SMES_SCREENS__);
  expect(screens, 'the route table of the development build').toBeDefined();
  return screens as Screen[];
}

async function bodyFontPx(page: Page): Promise<number> {
  return page.evaluate(() => Number.parseFloat(getComputedStyle(document.body).fontSize));
}

/** The page's horizontal overflow, with the elements reaching past the right edge (for the report). */
async function horizontalOverflow(page: Page): Promise<{ overflow: number; culprits: string[] }> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const overflow = root.scrollWidth - root.clientWidth;
    const culprits =
      overflow <= 1
        ? []
        : [...document.querySelectorAll('body *')]
            .filter((element) => element.getBoundingClientRect().right > root.clientWidth + 1)
            .slice(-4)
            .map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].slice(0, 2).join('.')} "${(element.textContent ?? '').slice(0, 30)}"`);
    return { overflow, culprits };
  });
}

/**
 * Visits every screen of the route table at desktop width (axe, WCAG 2.2 AA, no serious or critical
 * violation) and at 320 px (no horizontal page scroll), collecting every problem so one run lists all.
 */
async function checkEveryScreen(page: Page, ids: Ids, careMode: boolean): Promise<string[]> {
  const problems: string[] = [];
  const screens = await portalScreens(page);
  expect(screens.length).toBeGreaterThan(30);
  for (const screen of screens) {
    const address = addressOf(screen, ids);
    await page.setViewportSize(DESKTOP);
    await page.goto(address);
    await expect(page, address).toHaveTitle(screen.title);
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { level: 1 }).first(), address).toBeVisible();
    if (careMode) {
      const fontPx = await bodyFontPx(page);
      if (fontPx < CARE_BODY_MIN_PX) problems.push(`${address}: body ${fontPx} px in 关怀模式`);
    }
    const results = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
    for (const violation of results.violations) {
      if (violation.impact !== 'serious' && violation.impact !== 'critical') continue;
      const targets = violation.nodes.slice(0, 3).map((node) => node.target.join(' '));
      problems.push(`${address}: ${violation.id} (${violation.impact}) ${violation.help} — ${targets.join(', ')}`);
    }
    await page.setViewportSize(NARROW);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const { overflow, culprits } = await horizontalOverflow(page);
    if (overflow > 1) problems.push(`${address}: ${overflow} px horizontal scroll at 320 px — ${culprits.join(' | ')}`);
  }
  return problems;
}

test.describe('accessibility of every screen (issue 14)', () => {
  // Two passes over the whole route table, one per mode, each in one logged-in page.
  test.describe.configure({ timeout: 8 * 60_000 });

  test('the normal theme: WCAG 2.2 AA on every screen, and every screen usable at 320 px', async ({ page, loginAs }) => {
    const { token } = await loginAs('enterprise');
    const ids = await recordIds(page, token);
    await page.goto('/home');
    expect(await checkEveryScreen(page, ids, false)).toEqual([]);
  });

  test('关怀模式: switched on in the header, 18 px body that survives a reload, WCAG 2.2 AA and 320 px on every screen', async ({ page, loginAs }) => {
    const { token } = await loginAs('enterprise');
    const ids = await recordIds(page, token);
    await page.setViewportSize(DESKTOP);
    await page.goto('/home');
    const header = page.getByRole('banner');
    const toggle = header.getByRole('switch', { name: '关怀模式' });
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    const normalPx = await bodyFontPx(page);
    expect(normalPx).toBeLessThan(CARE_BODY_MIN_PX);
    const nav = page.getByRole('navigation', { name: '主导航' });
    const normalAreas = await nav.getByRole('link').count();
    await page.screenshot({ path: test.info().outputPath('home-normal-1440.png') });

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await expect.poll(() => bodyFontPx(page)).toBeGreaterThanOrEqual(CARE_BODY_MIN_PX);
    // The simpler header: the main areas only.
    await expect(nav.getByRole('link')).toHaveCount(5);
    expect(normalAreas).toBeGreaterThan(5);

    await page.reload();
    await expect(page.getByRole('banner').getByRole('switch', { name: '关怀模式' })).toHaveAttribute('aria-checked', 'true');
    expect(await bodyFontPx(page)).toBeGreaterThanOrEqual(CARE_BODY_MIN_PX);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.screenshot({ path: test.info().outputPath('home-care-1440.png'), fullPage: true });
    await page.setViewportSize({ width: 375, height: 800 });
    await page.screenshot({ path: test.info().outputPath('home-care-375.png'), fullPage: true });
    await page.goto('/accessibility');
    await page.screenshot({ path: test.info().outputPath('accessibility-care-375.png'), fullPage: true });
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.screenshot({ path: test.info().outputPath('accessibility-care-1440.png'), fullPage: true });
    await page.setViewportSize({ width: 320, height: 720 });
    await page.goto('/home');
    await page.screenshot({ path: test.info().outputPath('home-care-320.png'), fullPage: true });

    expect(await checkEveryScreen(page, ids, true)).toEqual([]);

    // Logging out clears local storage (spec §8); 关怀模式 is the person's, not the session's, and stays.
    await page.evaluate(() => localStorage.clear());
    await page.goto('/home');
    await expect(page.getByRole('banner').getByRole('switch', { name: '关怀模式' })).toHaveAttribute('aria-checked', 'true');
    await page.getByRole('banner').getByRole('switch', { name: '关怀模式' }).click();
    await page.reload();
    await expect(page.getByRole('banner').getByRole('switch', { name: '关怀模式' })).toHaveAttribute('aria-checked', 'false');
    expect(await bodyFontPx(page)).toBeLessThan(CARE_BODY_MIN_PX);
  });
});
