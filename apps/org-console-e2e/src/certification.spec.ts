import type { APIRequestContext, Page } from '@playwright/test';
import { HOSTS, expect, test, xsrfHeaders, type Envelope } from '@smes/e2e-support';
import { creditCodeCheckChar } from '@smes/eligibility';

/** A minimal PDF: the stand-in decides an upload's type from its bytes. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const CODE_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';

/** A valid 统一社会信用代码 no seeded institution uses (the server refuses a second institution with the same code). */
function freshCreditCode(): string {
  const body = `91330106MA${Array.from({ length: 7 }, () => CODE_CHARS[Math.floor(Math.random() * CODE_CHARS.length)]).join('')}`;
  return `${body}${creditCodeCheckChar(body) ?? ''}`;
}

/**
 * A new institution account for this journey, registered through the SSO stand-in. The seeded 13900139002
 * (orgNone) has none either, but console.spec expects it to stay uncertified, and the hosts live for the whole run.
 */
async function registerInstitution(request: APIRequestContext, phone: string, name: string): Promise<void> {
  const answer = await request.post(`${HOSTS.sso}/register`, {
    form: { phone, password: 'Demo@2026', enterpriseName: name, userType: 'org', agree: 'yes', backUrl: `${HOSTS.console}/home` },
    maxRedirects: 0,
  });
  expect(answer.status(), await answer.text()).toBeLessThan(400);
}

/** Logs `username` in through the portal API and puts the session where the console reads it. */
async function logIn(page: Page, request: APIRequestContext, username: string): Promise<string> {
  const answer = await request.post(`${HOSTS.portalApi}/api/v1/user/login`, { form: { username, password: 'Demo@2026' }, headers: await xsrfHeaders(request) });
  const envelope = (await answer.json()) as { code: number; data: { token: string; userinfo: unknown } };
  expect(envelope.code).toBe(200);
  await page.goto('/home');
  await page.evaluate(({ token, userinfo }) => {
    localStorage.setItem('token', token);
    localStorage.setItem('userinfo', JSON.stringify(userinfo));
  }, envelope.data);
  return envelope.data.token;
}

async function callApi<T>(request: APIRequestContext, token: string, method: 'GET' | 'POST' | 'PUT', path: string, data?: object): Promise<T> {
  const answer = await request.fetch(`${HOSTS.portalApi}${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, ...(method === 'GET' ? {} : await xsrfHeaders(request)) },
    ...(data ? { data } : {}),
  });
  const envelope = (await answer.json()) as Envelope<T>;
  expect(envelope.code, `${method} ${path}: ${envelope.msg}`).toBe(200);
  return envelope.data;
}

// The approval path, uploads and the portal included, is journey 5 in cross-app.spec.ts; this is the 驳回 path.
test.describe('机构入驻认证 and 入驻审核: rejection and resubmission', () => {
  test('an operator rejects with a reason; the institution sees it and can fix and resubmit', async ({ page, request, loginAs }) => {
    test.setTimeout(90_000);
    const suffix = String(Date.now()).slice(-6);
    const phone = `1331${suffix}0`;
    const name = `宁波衡信财税咨询有限公司${suffix}`;
    await registerInstitution(request, phone, name);
    const token = await logIn(page, request, phone);
    await callApi(request, token, 'PUT', '/api/org/certification', {
      name,
      creditCode: freshCreditCode(),
      legalPerson: '陈衡信',
      regionCode: '330106',
      address: '宁波市鄞州区天童南路 588 号',
      serviceCategories: ['财税服务'],
      description: '为中小企业提供代理记账、税务筹划与研发费用专项审计。',
      intro: '代理记账、税务筹划与研发费用专项审计',
      foundedYear: 2012,
      staffSize: '10-19 人',
      contactName: '陈衡信',
      contactPhone: '13305740000',
      commitment: true,
    });
    for (const [slot, category] of [['license', undefined], ['certificate', '财税服务']] as const) {
      const answer = await request.post(`${HOSTS.portalApi}/api/org/certification/files`, {
        headers: { Authorization: `Bearer ${token}`, ...(await xsrfHeaders(request)) },
        multipart: { file: { name: `${slot}.pdf`, mimeType: 'application/pdf', buffer: PDF }, slot, ...(category ? { category } : {}) },
      });
      expect(((await answer.json()) as { code: number }).code).toBe(200);
    }
    await callApi(request, token, 'POST', '/api/org/certification/submit');

    await loginAs('admin');
    await page.goto('/certificationReview');
    await page.getByRole('link', { name }).click();
    await page.getByRole('button', { name: '驳回' }).click();
    await page.getByRole('textbox', { name: /驳回原因/ }).fill('财税服务资质证书已过期，请上传有效期内的证书');
    await page.getByRole('button', { name: '确认驳回' }).click();
    await expect(page.getByText('驳回原因：财税服务资质证书已过期，请上传有效期内的证书')).toBeVisible();

    await logIn(page, request, phone);
    await page.goto('/authentication/detail');
    await expect(page.getByText('驳回原因：财税服务资质证书已过期，请上传有效期内的证书')).toBeVisible();
    await page.getByRole('link', { name: '修改并重新提交' }).click();
    await expect(page.getByText(/上次申请未通过/)).toBeVisible();
    await expect(page.getByRole('textbox', { name: /机构名称/ })).toHaveValue(name);
  });
});
