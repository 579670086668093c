import type { Page } from '@playwright/test';
import { ACCOUNTS, CARE_BODY_MIN_PX, HOSTS, expect, ssoLoginUrlPattern, storedToken, test, textBelowPx } from '@smes/e2e-support';

/** What a first user trips over: coming back to where they were, and what a page looks like in care mode and on paper. */

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

test.describe('coming back to where I was', () => {
  test('统一身份认证登录 from a project’s 我要申报 comes back to 我要申报, not to /home', async ({ page }) => {
    await page.goto('/findpolicy/DeclarationProject?status=open');
    await page.getByRole('region', { name: '申报项目列表' }).getByRole('article').first().getByRole('link').click();
    await expect(page).toHaveURL(/\/findpolicy\/DeclarationProjectDetail\/\d+$/);
    const projectId = page.url().split('/').pop() ?? '';
    await page.getByRole('link', { name: '我要申报' }).click();
    await page.getByRole('link', { name: '统一身份认证登录' }).click();

    // The SSO page's backUrl stays the portal home (spec §2); the path rides with this tab's one-time state.
    await expect(page).toHaveURL(ssoLoginUrlPattern(HOSTS.portal));
    await page.getByLabel('账号').fill(ACCOUNTS.enterprise.username);
    await page.getByLabel('密码').fill(ACCOUNTS.enterprise.password);
    await page.getByRole('button', { name: '登录' }).click();

    await expect(page).toHaveURL(`${HOSTS.portal}/findpolicy/ProjectApplication/${projectId}`);
    await expect(page.getByRole('heading', { name: '材料清单' })).toBeVisible();
    await storedToken(page);
  });

  test('the spec’s bare evaluation routes open their evaluations, and 企业评测 links both', async ({ page, loginAs }) => {
    await loginAs('enterprise');
    await page.goto('/Enterprise/highEvaluation');
    await expect(page).toHaveTitle('高企评测');
    await expect(page.getByRole('form', { name: '高企评测检测问卷' })).toBeVisible();
    await page.goto('/Enterprise/specialization');
    await expect(page).toHaveTitle('专精特新评测');
    await expect(page.getByRole('form', { name: '专精特新评测检测问卷' })).toBeVisible();

    await page.goto('/Enterprise/enterpriseDetail');
    const area = page.getByRole('navigation', { name: '企业评测' });
    await area.getByRole('link', { name: '专精特新评测' }).click();
    await expect(page).toHaveURL('/Enterprise/specialization');
    await expect(page.getByRole('form', { name: '专精特新评测检测问卷' })).toBeVisible();
  });

  test('a new screen opens at its top, and back puts /home where the visitor left it', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/home');
    await page.waitForLoadState('networkidle');
    const footerLink = page.getByRole('contentinfo').getByRole('link', { name: '无障碍声明' });
    await footerLink.scrollIntoViewIfNeeded();
    // Blocks above may still grow while the browser keeps the footer in view: the place left is the one at the click.
    await page.evaluate(() => {
      document.addEventListener('click', () => sessionStorage.setItem('e2e-left-at', String(window.scrollY)), { capture: true, once: true });
    });
    await footerLink.click();
    const left = Number(await page.evaluate(() => sessionStorage.getItem('e2e-left-at')));
    expect(left).toBeGreaterThan(300);
    await expect(page).toHaveTitle('无障碍声明');
    expect(await scrollY(page)).toBe(0);

    await page.goBack();
    await expect(page).toHaveTitle('首页');
    await expect.poll(() => scrollY(page)).toBeGreaterThan(left - 5);
    expect(await scrollY(page)).toBeLessThan(left + 5);
  });
});

test.describe('what a page looks like in 关怀模式 and on paper', () => {
  test(`关怀模式: every text on the page at ${CARE_BODY_MIN_PX} px or more, at 1440 and 375 px, and the switch looks on`, async ({ page, loginAs }) => {
    // Six screens at two widths, each measured once it has settled.
    test.setTimeout(3 * 60_000);
    await loginAs('enterprise');
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/findpolicy/DeclarationProject');
    const careSwitch = page.getByRole('banner').getByRole('switch', { name: '关怀模式' });
    const offLook = await careSwitch.evaluate((element) => getComputedStyle(element).backgroundColor);
    await careSwitch.click();
    await expect(careSwitch).toHaveAttribute('aria-checked', 'true');
    // The look follows the state a moment later (the care theme and the colour's transition): poll it.
    await expect.poll(() => careSwitch.evaluate((element) => getComputedStyle(element).backgroundColor)).not.toBe(offLook);

    for (const address of ['/home', '/findpolicy/DeclarationProject', '/PersonalCenter', '/PersonalCenter/accountSetting', '/PersonalCenter/myReview', '/PersonalCenter/myApplication']) {
      for (const viewport of [
        { width: 1440, height: 900 },
        { width: 375, height: 800 },
      ]) {
        await page.setViewportSize(viewport);
        await page.goto(address);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        await page.waitForLoadState('networkidle');
        expect(await textBelowPx(page, CARE_BODY_MIN_PX), `${address} at ${viewport.width} px`).toEqual([]);
      }
    }
  });

  test('a printed page leaves out the floating AI 助手 and the account corner', async ({ page, loginAs }) => {
    await loginAs('enterprise');
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/home');
    const assistant = page.getByRole('button', { name: 'AI 助手' });
    const account = page.getByRole('button', { name: /^用户菜单：/ });
    await expect(assistant).toBeVisible();
    await expect(account).toBeVisible();

    await page.emulateMedia({ media: 'print' });
    await expect(assistant).toBeHidden();
    await expect(account).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  });
});
