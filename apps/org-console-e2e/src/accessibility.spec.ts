import type { APIRequestContext, Page } from '@playwright/test';
import { XSRF_COOKIE_NAME, XSRF_HEADER_NAME } from '@smes/config';
import { ACCOUNTS, CARE_BODY_MIN_PX, HOSTS, bodyFontPx, expect, sweepScreens, test, type AccountName, type AppScreen } from '@smes/e2e-support';

type RecordIds = { order: number; product: number; case: number };

/** The certified demo institution's first order, product and case: the records the `:id` screens show. */
async function recordIds(request: APIRequestContext): Promise<RecordIds> {
  // Unsafe calls echo the double-submit cookie once the context holds one (the first answer sets it).
  const xsrf = (await request.storageState()).cookies.find((cookie) => cookie.name === XSRF_COOKIE_NAME)?.value;
  const login = await request.post(`${HOSTS.portalApi}/api/v1/user/login`, {
    form: { ...ACCOUNTS.orgCertified },
    ...(xsrf ? { headers: { [XSRF_HEADER_NAME]: xsrf } } : {}),
  });
  expect(login.ok()).toBe(true);
  const { token } = ((await login.json()) as { data: { token: string } }).data;
  const first = async (path: string, id: (row: never) => number) => {
    const answer = await request.get(`${HOSTS.portalApi}${path}?pageNum=1&pageSize=1`, { headers: { Authorization: `Bearer ${token}` } });
    const row = ((await answer.json()) as { data: { rows: never[] } }).data.rows[0];
    expect(row, `a seeded record from ${path}`).toBeDefined();
    return id(row as never);
  };
  return {
    order: await first('/api/org/orders', (row: { id: number }) => row.id),
    product: await first('/api/org/products', (row: { product: { id: number } }) => row.product.id),
    case: await first('/api/org/cases', (row: { case: { id: number } }) => row.case.id),
  };
}

/** The route table's screens that need an address of their own. */
function addressOf(ids: RecordIds) {
  return (screen: AppScreen) => {
    if (screen.path === '*') return '/no/such/page';
    const withId: Record<string, number> = {
      'orderManage/details/:id': ids.order,
      'productManage/addProduct/:id': ids.product,
      'successCases/detail/:id': ids.case,
      'successCases/editCases/:id': ids.case,
      // The operator's screens: every account this sweep runs as is refused them before a record is read,
      // so the refusal is what is checked, and any id shows it.
      'applicationReview/:id': 1,
      'certificationReview/:id': 1,
      'demandReview/:id': 1,
      'listingReview/:id': 1,
      'policyPublish/:id': 1,
      'policyPublish/edit/:id': 1,
      'policyPublish/history/:id': 1,
    };
    const id = withId[screen.path];
    return id === undefined ? undefined : `/${screen.path.replace(':id', String(id))}`;
  };
}

/**
 * Both institutions have sent their application (one under review, one approved), so the form's route sends them on
 * to its detail; a visitor is asked to log in where the form would be.
 */
const APPLICATION_SENT: readonly AccountName[] = ['orgCertified', 'orgPending'];

function landsOn(account: AccountName | undefined) {
  return (screen: AppScreen) => (account && APPLICATION_SENT.includes(account) && screen.path === 'authentication' ? '认证详情' : undefined);
}

async function sweepAs(page: Page, ids: RecordIds, careMode: boolean, account?: AccountName): Promise<string[]> {
  return sweepScreens(page, { addressOf: addressOf(ids), landsOn: landsOn(account), careMode });
}

test.describe('accessibility of every console screen', () => {
  // One test per account and mode, independent of each other, so the Playwright workers share them.
  test.describe.configure({ mode: 'parallel', timeout: 4 * 60_000 });

  const accounts: AccountName[] = ['orgCertified', 'orgPending'];
  for (const account of accounts) {
    test(`${account}: WCAG 2.2 AA and 320 px on every screen, in the normal theme`, async ({ page, loginAs, request }) => {
      await loginAs(account);
      const ids = await recordIds(request);
      await page.goto('/home');
      expect(await sweepAs(page, ids, false, account)).toEqual([]);
    });

    test(`${account}: WCAG 2.2 AA and 320 px on every screen, in 关怀模式`, async ({ page, loginAs, request }) => {
      await loginAs(account);
      const ids = await recordIds(request);
      await page.goto('/home');
      const careSwitch = page.getByRole('banner').getByRole('switch', { name: '关怀模式' });
      await careSwitch.click();
      await expect(careSwitch).toHaveAttribute('aria-checked', 'true');
      await page.reload();
      await expect(page.getByRole('banner').getByRole('switch', { name: '关怀模式' })).toHaveAttribute('aria-checked', 'true');
      expect(await bodyFontPx(page)).toBeGreaterThanOrEqual(CARE_BODY_MIN_PX);
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.screenshot({ path: test.info().outputPath(`console-${account}-care-1440.png`) });
      expect(await sweepAs(page, ids, true, account)).toEqual([]);
    });
  }

  test('a visitor: every screen in the normal theme', async ({ page, request }) => {
    const ids = await recordIds(request);
    await page.goto('/home');
    expect(await sweepAs(page, ids, false)).toEqual([]);
  });

  test('a visitor: every screen in 关怀模式', async ({ page, request }) => {
    const ids = await recordIds(request);
    await page.goto('/home');
    const careSwitch = page.getByRole('banner').getByRole('switch', { name: '关怀模式' });
    await careSwitch.click();
    await expect(careSwitch).toHaveAttribute('aria-checked', 'true');
    await page.setViewportSize({ width: 375, height: 800 });
    await page.screenshot({ path: test.info().outputPath('console-visitor-care-375.png') });
    expect(await sweepAs(page, ids, true)).toEqual([]);
  });
});
