import { ACCOUNTS, HOSTS, expect, expectNoHorizontalOverflow, ssoLoginUrlPattern, storedToken, test } from '@smes/e2e-support';
import type { Page } from '@playwright/test';

/** From the portal's own login page to the SSO login page, so the round trip carries this tab's ssoState. */
async function openSsoLogin(page: Page): Promise<void> {
  await page.goto('/login');
  await page.getByRole('link', { name: '统一身份认证登录' }).click();
  await expect(page).toHaveURL(ssoLoginUrlPattern(HOSTS.portal));
}

async function expectLoggedInAtHome(page: Page): Promise<void> {
  await expect(page).toHaveURL(`${HOSTS.portal}/home`);
  await storedToken(page);
  await expect(page.getByRole('button', { name: /^用户菜单：/ })).toBeVisible();
}

test.describe('SSO pages', () => {
  test('register without consent shows the error in place; the texts open; with consent it registers', async ({ page, context, expectAccessible }) => {
    await page.goto(`${HOSTS.sso}/register?backUrl=${encodeURIComponent(`${HOSTS.portal}/home`)}`);
    await page.getByLabel('手机号').fill('13311110001');
    await page.getByLabel('密码').fill('Consent@2026');
    await page.getByLabel('企业名称').fill('丽水松阳茶业有限公司');
    await page.getByRole('button', { name: '注册' }).click();

    await expect(page.getByRole('alert')).toHaveText('请阅读并同意《用户协议》和《隐私政策》');
    const consent = page.getByRole('checkbox', { name: /我已阅读并同意/ });
    await expect(consent).not.toBeChecked();
    await expect(consent).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('手机号')).toHaveValue('13311110001');
    await expect(page.getByLabel('企业名称')).toHaveValue('丽水松阳茶业有限公司');
    await expectAccessible();

    for (const [link, heading] of [['《用户协议》', '用户协议'], ['《隐私政策》', '隐私政策']] as const) {
      const [popup] = await Promise.all([context.waitForEvent('page'), page.getByRole('link', { name: link }).click()]);
      await expect(popup.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expectAccessible(popup);
      await popup.close();
    }

    await page.getByLabel('密码').fill('Consent@2026');
    await consent.check();
    await page.getByRole('button', { name: '注册' }).click();
    await expect(page).toHaveURL(new RegExp(`^${HOSTS.portal}/home`));
  });

  test('忘记密码 by SMS code, then log in with the new password', async ({ page, request, smsCode, expectAccessible }, testInfo) => {
    // A retry registers a number of its own: the first attempt may have registered and reset this one already.
    const phone = `1331111${String(2 + testInfo.retry).padStart(4, '0')}`;
    const created = await request.post(`${HOSTS.sso}/register`, {
      form: { phone, password: 'Before@2026', enterpriseName: '金华义乌小商品有限公司', userType: 'enterprise', agree: 'yes', backUrl: `${HOSTS.portal}/home` },
      maxRedirects: 0,
    });
    expect(created.status()).toBe(302);

    await openSsoLogin(page);
    await page.getByRole('link', { name: '忘记密码？' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '忘记密码' })).toBeVisible();
    await expectAccessible();
    await page.getByLabel('手机号').fill(phone);
    await page.getByRole('button', { name: '获取验证码' }).click();

    await expect(page.getByRole('status')).toHaveText(`如该手机号已注册，验证码已发送至 133****${phone.slice(-4)}，5 分钟内有效。`);
    await expectAccessible();
    await page.getByLabel('验证码').fill(await smsCode(phone));
    await page.getByLabel('新密码', { exact: true }).fill('After@2026');
    await page.getByLabel('确认新密码').fill('After@2027');
    await page.getByRole('button', { name: '重置密码' }).click();
    await expect(page.getByRole('alert')).toHaveText('两次输入的新密码不一致');
    await expect(page.getByLabel('确认新密码')).toHaveAttribute('aria-invalid', 'true');

    // The mismatch did not use the code up.
    await page.getByLabel('验证码').fill(await smsCode(phone));
    await page.getByLabel('新密码', { exact: true }).fill('After@2026');
    await page.getByLabel('确认新密码').fill('After@2026');
    await page.getByRole('button', { name: '重置密码' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '密码已重置' })).toBeVisible();
    await expectAccessible();

    await page.getByRole('link', { name: '使用新密码登录' }).click();
    await expect(page).toHaveURL(ssoLoginUrlPattern(HOSTS.portal));
    await page.getByLabel('账号').fill(phone);
    await page.getByLabel('密码').fill('Before@2026');
    await page.getByRole('button', { name: '登录' }).click();
    await expect(page.getByRole('alert')).toHaveText('账号或密码错误');
    await page.getByLabel('密码').fill('After@2026');
    await page.getByRole('button', { name: '登录' }).click();
    await expectLoggedInAtHome(page);
  });

  test('SMS-code login round trip, readable at 375 px', async ({ page, smsCode, expectAccessible }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await openSsoLogin(page);
    await page.getByRole('link', { name: '短信验证码登录' }).click();
    await expect(page.getByRole('link', { name: '短信验证码登录' })).toHaveAttribute('aria-current', 'page');
    await expectNoHorizontalOverflow(page);
    await expectAccessible();

    await page.getByLabel('手机号').fill(ACCOUNTS.enterprise.username);
    await page.getByRole('button', { name: '获取验证码' }).click();
    await expect(page.getByLabel('验证码')).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await expectAccessible();

    await page.getByLabel('验证码').fill('12');
    await page.getByLabel('验证码').press('Enter');
    // The browser's own check (pattern) keeps the short code here; nothing was posted.
    await expect(page.getByLabel('验证码')).toHaveValue('12');

    await page.getByLabel('验证码').fill(await smsCode(ACCOUNTS.enterprise.username));
    await page.getByLabel('验证码').press('Enter');
    await expectLoggedInAtHome(page);
  });
});
