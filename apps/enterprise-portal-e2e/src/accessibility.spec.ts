import type { APIRequestContext, Page } from '@playwright/test';
import { appScreens, bodyFontPx, CARE_BODY_MIN_PX, expect, HOSTS, sweepScreens, test, type AppScreen, type SweepPart, saveMatchReport } from '@smes/e2e-support';
import type { Envelope } from '@smes/e2e-support';

type Ids = Record<
  | 'policy'
  | 'notice'
  | 'project'
  | 'interpretation'
  | 'announcement'
  | 'report'
  | 'news'
  | 'govService'
  | 'application'
  | 'institution'
  | 'product'
  | 'serviceCase'
  | 'order'
  | 'enterprise'
  | 'chain'
  | 'demand'
  | 'myDemand'
  | 'fund'
  | 'financing'
  | 'activity'
  | 'talent'
  | 'course',
  number
>;

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
  'PersonalCenter/myApplication/:id': (ids) => `/PersonalCenter/myApplication/${ids.application}`,
  'service/institutionDetail/:id': (ids) => `/service/institutionDetail/${ids.institution}`,
  'service/detail/:id': (ids) => `/service/detail/${ids.product}`,
  'service/anli/:id': (ids) => `/service/anli/${ids.serviceCase}`,
  'PersonalCenter/myOrder/:id': (ids) => `/PersonalCenter/myOrder/${ids.order}`,
  'news/details/:id': (ids) => `/news/details/${ids.news}`,
  'governmentService/detail/:id': (ids) => `/governmentService/detail/${ids.govService}`,
  'Enterprise/enterpriseDetail/:id': (ids) => `/Enterprise/enterpriseDetail/${ids.enterprise}`,
  'market/marketplatform/detail/:id': (ids) => `/market/marketplatform/detail/${ids.chain}`,
  'market/marketorder/detail/:id': (ids) => `/market/marketorder/detail/${ids.demand}`,
  'PersonalCenter/demand/:id': (ids) => `/PersonalCenter/demand/${ids.myDemand}`,
  'fund/detail/:id': (ids) => `/fund/detail/${ids.fund}`,
  'PersonalCenter/myFinancing/:id': (ids) => `/PersonalCenter/myFinancing/${ids.financing}`,
  'activity/details/:id': (ids) => `/activity/details/${ids.activity}`,
  'activity/useRegist/:id': (ids) => `/activity/useRegist/${ids.activity}`,
  'talent/detail/:id': (ids) => `/talent/detail/${ids.talent}`,
  'course/courseDetails/:id': (ids) => `/course/courseDetails/${ids.course}`,
  'course/courseViewing/:id': (ids) => `/course/courseViewing/${ids.course}`,
  '*': () => '/no/such/page',
};

/** The first record of a list; with the session's headers, of the enterprise's own list (its applications). */
async function firstId(request: APIRequestContext, listPath: string, headers: Record<string, string> = {}): Promise<number> {
  const answer = await request.get(`${HOSTS.portalApi}${listPath}?pageNum=1&pageSize=1`, { headers });
  const envelope = (await answer.json()) as Envelope<{ rows: { id: number }[] }>;
  const id = envelope.data.rows[0]?.id;
  expect(id, `a seeded record from ${listPath}`).toBeDefined();
  return id as number;
}

/** The first of the enterprise's own demands (13800138000 has a seeded draft); its rows nest the demand. */
async function firstMyDemandId(request: APIRequestContext, headers: Record<string, string>): Promise<number> {
  const answer = await request.get(`${HOSTS.portalApi}/api/market/my-demands?pageNum=1&pageSize=1`, { headers });
  const envelope = (await answer.json()) as Envelope<{ rows: { demand: { id: number } }[] }>;
  const id = envelope.data.rows[0]?.demand.id;
  expect(id, 'a seeded demand of the enterprise').toBeDefined();
  return id as number;
}

/** Ids of seeded records of every kind, and a saved 匹配报告 of the logged-in enterprise. */
async function recordIds(page: Page, token: string): Promise<Ids> {
  const { request } = page;
  const auth = { Authorization: `Bearer ${token}` };
  const report = await saveMatchReport(request, token);
  return {
    policy: await firstId(request, '/api/policy/list'),
    notice: await firstId(request, '/api/notice/list'),
    project: await firstId(request, '/api/gDeclaraManage/list'),
    interpretation: await firstId(request, '/api/interpretation/list'),
    announcement: await firstId(request, '/api/announcement/list'),
    news: await firstId(request, '/api/news/list'),
    govService: await firstId(request, '/api/gov-service/list'),
    report,
    application: await firstId(request, '/api/application/mine', auth),
    institution: await firstId(request, '/api/service/institutions'),
    product: await firstId(request, '/api/service/products'),
    serviceCase: await firstId(request, '/api/service/cases'),
    order: await firstId(request, '/api/service/orders/mine', auth),
    enterprise: await firstId(request, '/api/market/enterprise/list'),
    chain: ((await (await request.get(`${HOSTS.portalApi}/api/market/chain/list`)).json()) as Envelope<{ id: number }[]>).data[0]?.id ?? 0,
    demand: await firstId(request, '/api/market/demands'),
    myDemand: await firstMyDemandId(request, auth),
    fund: await firstId(request, '/api/fund/list'),
    financing: await firstId(request, '/api/fund/applications/mine', auth),
    activity: await firstId(request, '/api/activity/list'),
    talent: await firstId(request, '/api/talent/list'),
    course: await firstId(request, '/api/course/list'),
  };
}

function addressOf(ids: Ids) {
  return (screen: AppScreen) => ADDRESSES[screen.path]?.(ids);
}

async function shoot(page: Page, name: string, size: { width: number; height: number }) {
  await page.setViewportSize(size);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.screenshot({ path: test.info().outputPath(name) });
}

/**
 * Each pass over the route table is split into this many tests (interleaved shares, screensOfPart), which the
 * Playwright workers share; every part checks the table it splits, so together they cover every screen.
 */
const PARTS = 4;
const parts: SweepPart[] = Array.from({ length: PARTS }, (_, index) => ({ index, of: PARTS }));
const partLabel = (part: SweepPart) => `part ${part.index + 1} of ${part.of}`;

async function sweptPaths(page: Page): Promise<void> {
  // Every screen of the table, the statement and the not-found page included.
  const paths = (await appScreens(page)).map((screen) => screen.path);
  expect(paths.length).toBeGreaterThan(30);
  expect(paths).toEqual(expect.arrayContaining(['home', 'accessibility', 'PersonalCenter/messageCenter', '*']));
}

test.describe('accessibility of every screen', () => {
  // Two passes over the whole route table, one per mode, each split into PARTS tests of one logged-in page each;
  // the tests are independent, so the workers run them side by side. A whole pass once took 8.5 min on two shared
  // cores, and a third of one over 6 min at load average 30 (five engineers and two e2e runs on two cores), hence
  // a quarter per test and 8 min.
  test.describe.configure({ mode: 'parallel', timeout: 8 * 60_000 });

  for (const part of parts) {
    test(`the normal theme: WCAG 2.2 AA on every screen, and every screen usable at 320 px (${partLabel(part)})`, async ({ page, loginAs }) => {
      const { token } = await loginAs('enterprise');
      const ids = await recordIds(page, token);
      await page.goto('/home');
      await sweptPaths(page);
      expect(await sweepScreens(page, { addressOf: addressOf(ids), careMode: false, part })).toEqual([]);
    });
  }

  test(`关怀模式: switched on in the header, 18 px body that survives a reload, WCAG 2.2 AA and 320 px on every screen (${partLabel(parts[0] as SweepPart)})`, async ({
    page,
    loginAs,
  }) => {
    const { token } = await loginAs('enterprise');
    const ids = await recordIds(page, token);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/home');
    await sweptPaths(page);
    const careSwitch = () => page.getByRole('banner').getByRole('switch', { name: '关怀模式' });
    await expect(careSwitch()).toHaveAttribute('aria-checked', 'false');
    expect(await bodyFontPx(page)).toBeLessThan(CARE_BODY_MIN_PX);
    const nav = page.getByRole('navigation', { name: '主导航' });
    // The normal header offers 找政策's pages from a disclosure beside its link; the simpler header does not.
    await expect(nav.getByRole('button', { name: '找政策的栏目' })).toBeVisible();
    await shoot(page, 'home-normal-1440.png', { width: 1440, height: 900 });

    await careSwitch().click();
    await expect(careSwitch()).toHaveAttribute('aria-checked', 'true');
    await expect.poll(() => bodyFontPx(page)).toBeGreaterThanOrEqual(CARE_BODY_MIN_PX);
    // The simpler header: the main areas only.
    const careAreas = ['首页', '找政策', '找服务', '资讯'];
    await expect(nav.getByRole('link')).toHaveText(careAreas);
    await expect(nav.getByRole('button', { name: '找政策的栏目' })).toHaveCount(0);

    await page.reload();
    await expect(careSwitch()).toHaveAttribute('aria-checked', 'true');
    expect(await bodyFontPx(page)).toBeGreaterThanOrEqual(CARE_BODY_MIN_PX);
    await shoot(page, 'home-care-1440.png', { width: 1440, height: 900 });
    await shoot(page, 'home-care-375.png', { width: 375, height: 800 });
    await shoot(page, 'home-care-320.png', { width: 320, height: 720 });
    await page.goto('/accessibility');
    await shoot(page, 'accessibility-care-320.png', { width: 320, height: 720 });
    await shoot(page, 'accessibility-care-1440.png', { width: 1440, height: 900 });

    expect(await sweepScreens(page, { addressOf: addressOf(ids), careMode: true, part: parts[0] })).toEqual([]);

    // Logging out clears local storage (spec §8); 关怀模式 is the person's, not the session's, and stays.
    await page.evaluate(() => localStorage.clear());
    await page.goto('/home');
    await expect(careSwitch()).toHaveAttribute('aria-checked', 'true');
    await careSwitch().click();
    await page.reload();
    await expect(careSwitch()).toHaveAttribute('aria-checked', 'false');
    expect(await bodyFontPx(page)).toBeLessThan(CARE_BODY_MIN_PX);
  });

  for (const part of parts.slice(1)) {
    test(`关怀模式: WCAG 2.2 AA, 18 px body and 320 px on every screen (${partLabel(part)})`, async ({ page, loginAs }) => {
      const { token } = await loginAs('enterprise');
      const ids = await recordIds(page, token);
      await page.goto('/home');
      await sweptPaths(page);
      const careSwitch = page.getByRole('banner').getByRole('switch', { name: '关怀模式' });
      await careSwitch.click();
      await expect(careSwitch).toHaveAttribute('aria-checked', 'true');
      await expect.poll(() => bodyFontPx(page)).toBeGreaterThanOrEqual(CARE_BODY_MIN_PX);
      expect(await sweepScreens(page, { addressOf: addressOf(ids), careMode: true, part })).toEqual([]);
    });
  }

  test('a focused text field is framed once: the frame’s 2 px outline, no second ring inside it (375 px, both modes)', async ({ page }) => {
    /** The focused control's own outline, and the width of the frame drawn around it. */
    const rings = () =>
      page.evaluate(() => {
        const control = document.activeElement as HTMLElement;
        // The framed fields draw a fieldset beside the control; the search box an inset shadow on an ancestor.
        let frame = 'none';
        for (let box = control.parentElement; box && frame === 'none'; box = box.parentElement) {
          const fieldset = box.querySelector(':scope > fieldset');
          if (fieldset) frame = getComputedStyle(fieldset).borderTopWidth;
          else frame = /inset/.test(getComputedStyle(box).boxShadow) ? `${/0px 0px 0px (\d+)px inset/.exec(getComputedStyle(box).boxShadow)?.[1]}px` : 'none';
        }
        // A style of none computes to a width of 0 as well.
        return { outline: getComputedStyle(control).outlineWidth, frame };
      });
    await page.setViewportSize({ width: 375, height: 800 });
    for (const care of [false, true]) {
      await page.goto('/findpolicy/DeclarationProject');
      if (care) {
        const careSwitch = page.getByRole('banner').getByRole('switch', { name: '关怀模式' });
        await careSwitch.click();
        await expect(careSwitch).toHaveAttribute('aria-checked', 'true');
      }
      // A list's framed search box (the lists' fields and the forms' plain fields share its control).
      await page.getByRole('main').getByRole('textbox').first().focus();
      expect(await rings()).toEqual({ outline: '0px', frame: '2px' });
      // The home page's 全站搜索 box.
      await page.goto('/home');
      await page.getByRole('search', { name: '全站搜索' }).getByRole('combobox', { name: '搜索关键词' }).focus();
      expect(await rings()).toEqual({ outline: '0px', frame: '2px' });
    }
  });

  test('the statement page, in normal mode at desktop and on a phone', async ({ page }) => {
    await page.goto('/home');
    await page.getByRole('contentinfo').getByRole('link', { name: '无障碍声明' }).click();
    await expect(page).toHaveTitle('无障碍声明');
    await shoot(page, 'accessibility-1440.png', { width: 1440, height: 900 });
    await shoot(page, 'accessibility-375.png', { width: 375, height: 800 });
    await page.getByRole('region', { name: '反馈无障碍问题' }).getByRole('link', { name: '意见反馈' }).click();
    await expect(page).toHaveTitle('意见反馈');
  });
});
