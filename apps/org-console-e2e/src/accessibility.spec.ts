import type { Page } from '@playwright/test';
import { CARE_BODY_MIN_PX, bodyFontPx, expect, sweepScreens, test, type AccountName, type AppScreen } from '@smes/e2e-support';

/** The route table's screens that need an address of their own. */
const addressOf = (screen: AppScreen) => (screen.path === '*' ? '/no/such/page' : undefined);

async function sweepAs(page: Page, careMode: boolean): Promise<string[]> {
  return sweepScreens(page, { addressOf, careMode });
}

test.describe('accessibility of every console screen (issue 14)', () => {
  test.describe.configure({ timeout: 4 * 60_000 });

  const accounts: AccountName[] = ['orgCertified', 'orgPending'];
  for (const account of accounts) {
    test(`${account}: WCAG 2.2 AA and 320 px on every screen, in the normal theme and in 关怀模式`, async ({ page, loginAs }) => {
      await loginAs(account);
      await page.goto('/home');
      expect(await sweepAs(page, false)).toEqual([]);

      await page.goto('/home');
      const careSwitch = page.getByRole('banner').getByRole('switch', { name: '关怀模式' });
      await careSwitch.click();
      await expect(careSwitch).toHaveAttribute('aria-checked', 'true');
      await page.reload();
      await expect(page.getByRole('banner').getByRole('switch', { name: '关怀模式' })).toHaveAttribute('aria-checked', 'true');
      expect(await bodyFontPx(page)).toBeGreaterThanOrEqual(CARE_BODY_MIN_PX);
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.screenshot({ path: test.info().outputPath(`console-${account}-care-1440.png`) });
      expect(await sweepAs(page, true)).toEqual([]);
    });
  }

  test('a visitor: every screen in both modes', async ({ page }) => {
    await page.goto('/home');
    expect(await sweepAs(page, false)).toEqual([]);
    await page.getByRole('banner').getByRole('switch', { name: '关怀模式' }).click();
    await page.setViewportSize({ width: 375, height: 800 });
    await page.screenshot({ path: test.info().outputPath('console-visitor-care-375.png') });
    expect(await sweepAs(page, true)).toEqual([]);
  });
});
