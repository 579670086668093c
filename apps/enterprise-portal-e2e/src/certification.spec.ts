import type { APIRequestContext } from '@playwright/test';
import { HOSTS, expect, expectNoHorizontalOverflow, test } from '@smes/e2e-support';

const PATH = '/service/authentication';

/** A new institution account for this journey, registered through the SSO stand-in (the seeded ones keep their states). */
async function registerInstitution(request: APIRequestContext, phone: string): Promise<{ token: string; userinfo: unknown }> {
  const registered = await request.post(`${HOSTS.sso}/register`, {
    form: { phone, password: 'Demo@2026', enterpriseName: '温州瓯信检验检测有限公司', userType: 'org', agree: 'yes', backUrl: `${HOSTS.portal}/home` },
    maxRedirects: 0,
  });
  expect(registered.status(), await registered.text()).toBeLessThan(400);
  const login = await request.post(`${HOSTS.portalApi}/api/v1/user/login`, { form: { username: phone, password: 'Demo@2026' } });
  const envelope = (await login.json()) as { code: number; data: { token: string; userinfo: unknown } };
  expect(envelope.code).toBe(200);
  return envelope.data;
}

test.describe('机构入驻认证 in the portal', () => {
  test('a visitor is asked to log in; an institution account starts at 主体信息, readable at 375 px', async ({ page, request, visitRecords, expectAccessible }) => {
    await page.goto(PATH);
    await expect(page).toHaveTitle('机构入驻认证');
    await expect.poll(() => visitRecords).toContain('机构入驻认证');
    await expect(page.getByRole('main').getByRole('heading', { name: '请先登录' })).toBeVisible();
    await expectAccessible();

    const session = await registerInstitution(request, `1332${String(Date.now()).slice(-6)}0`);
    await page.evaluate(({ token, userinfo }) => {
      localStorage.setItem('token', token);
      localStorage.setItem('userinfo', JSON.stringify(userinfo));
    }, session);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(PATH);
    await expect(page.getByRole('heading', { name: '第 1 步：主体信息' })).toBeVisible();
    await page.getByRole('textbox', { name: /机构名称/ }).fill('温州瓯信检验检测有限公司');
    await page.getByRole('button', { name: '保存草稿' }).click();
    await expect(page.getByRole('status').filter({ hasText: '草稿已保存' })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('service-authentication-1440.png'), fullPage: true });
    await expectAccessible();

    await page.setViewportSize({ width: 375, height: 800 });
    await page.reload();
    await expect(page.getByRole('textbox', { name: /机构名称/ })).toHaveValue('温州瓯信检验检测有限公司');
    await expectNoHorizontalOverflow(page);
    await page.screenshot({ path: test.info().outputPath('service-authentication-375.png'), fullPage: true });
    await expectAccessible();
  });

  test('an enterprise account is told to register a 服务机构 account instead, readable at 375 px', async ({ page, loginAs, expectAccessible }) => {
    await loginAs('enterprise');
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(PATH);
    await expect(page.getByText('当前为企业账号')).toBeVisible();
    await expect(page.getByText(/请另用一个手机号注册服务机构账号/)).toBeVisible();
    await expect(page.getByRole('link', { name: '注册服务机构账号' })).toHaveAttribute('href', new RegExp(`^${HOSTS.sso.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/register\\?backUrl=`));
    await expect(page.getByRole('button', { name: '下一步' })).toHaveCount(0);
    await expectNoHorizontalOverflow(page);
    await page.screenshot({ path: test.info().outputPath('service-authentication-enterprise-375.png'), fullPage: true });
    await expectAccessible();
  });
});
