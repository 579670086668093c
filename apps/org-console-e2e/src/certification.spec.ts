import type { APIRequestContext, Page } from '@playwright/test';
import { XSRF_COOKIE_NAME, XSRF_HEADER_NAME } from '@smes/config';
import { HOSTS, expect, expectNoHorizontalOverflow, test } from '@smes/e2e-support';
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

async function xsrfHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  const { cookies } = await request.storageState();
  const xsrf = cookies.find((cookie) => cookie.name === XSRF_COOKIE_NAME)?.value;
  return xsrf ? { [XSRF_HEADER_NAME]: xsrf } : {};
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
  const envelope = (await answer.json()) as { code: number; msg: string; data: T };
  expect(envelope.code, `${method} ${path}: ${envelope.msg}`).toBe(200);
  return envelope.data;
}

test.describe('机构入驻认证 and 入驻审核 (journey 5, first half)', () => {
  test('a new institution applies with uploads, the operator approves, its product and case show in the portal', async ({ page, request, loginAs, expectAccessible }) => {
    test.setTimeout(120_000);
    const suffix = String(Date.now()).slice(-6);
    const phone = `1330${suffix}0`;
    const name = `杭州知行知识产权代理有限公司${suffix}`;
    const creditCode = freshCreditCode();
    await registerInstitution(request, phone, name);
    const applicantToken = await logIn(page, request, phone);

    // The 工作台 of an account without an institution leads to the application, not to a dead end.
    await page.goto('/home');
    await expect(page.getByText('您的账号尚未完成服务机构认证')).toBeVisible();
    await page.getByRole('link', { name: '申请入驻认证' }).click();
    await expect(page).toHaveURL(`${HOSTS.console}/authentication`);
    await expect(page).toHaveTitle('机构入驻认证');

    // Step 1: 主体信息; a wrong check digit is caught on the step.
    await page.getByRole('textbox', { name: /机构名称/ }).fill(name);
    await page.getByRole('textbox', { name: /统一社会信用代码/ }).fill(`${creditCode.slice(0, 17)}${creditCode.endsWith('0') ? '1' : '0'}`);
    await page.getByRole('textbox', { name: /法定代表人/ }).fill('周知行');
    await page.getByRole('button', { name: '下一步' }).click();
    await expect(page.getByText('统一社会信用代码校验位不正确，请核对营业执照')).toBeVisible();
    await page.getByRole('textbox', { name: /统一社会信用代码/ }).fill(creditCode);
    await page.getByRole('textbox', { name: /办公地址/ }).fill('杭州市西湖区文三路 90 号');
    await page.getByRole('combobox', { name: '所在省份' }).selectOption({ label: '浙江省' });
    await page.getByRole('combobox', { name: '所在城市' }).selectOption({ label: '杭州市' });
    await page.getByRole('combobox', { name: '所在区县' }).selectOption({ label: '西湖区' });
    await page.getByLabel('上传营业执照').setInputFiles({ name: '营业执照.pdf', mimeType: 'application/pdf', buffer: PDF });
    await expect(page.getByText('已上传：营业执照.pdf')).toBeVisible();
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.screenshot({ path: test.info().outputPath('authentication-step1-1440.png'), fullPage: true });
    await expectAccessible();
    await page.getByRole('button', { name: '下一步' }).click();
    await expect(page.getByRole('heading', { name: '第 2 步：资质与服务范围' })).toBeVisible();

    // The draft is on the server: a reload keeps what was typed and uploaded.
    await page.reload();
    await expect(page.getByRole('textbox', { name: /机构名称/ })).toHaveValue(name);
    await expect(page.getByText('已上传：营业执照.pdf')).toBeVisible();
    await page.getByRole('button', { name: '下一步' }).click();

    // Step 2: one service category and its certificate.
    await page.getByRole('checkbox', { name: '知识产权' }).check();
    await page.getByLabel('上传知识产权资质证书').setInputFiles({ name: '专利代理机构执业许可证.pdf', mimeType: 'application/pdf', buffer: PDF });
    await expect(page.getByText('已上传：专利代理机构执业许可证.pdf')).toBeVisible();
    await page.getByRole('textbox', { name: /机构简介/ }).fill('专注专利申请代理、商标注册与知识产权贯标，服务杭州及周边科技型中小企业。');
    await page.getByRole('button', { name: '下一步' }).click();

    // Step 3: 联系人与承诺, then submit.
    await expect(page.getByRole('heading', { name: '第 3 步：联系人与承诺' })).toBeVisible();
    await page.getByRole('textbox', { name: /联系人/ }).fill('周知行');
    await page.getByRole('textbox', { name: /联系电话/ }).fill('13305710000');
    await page.getByRole('checkbox', { name: /承诺所填信息/ }).check();
    await page.getByRole('button', { name: '提交审核' }).click();
    await expect(page).toHaveURL(`${HOSTS.console}/authentication/detail`);
    await expect(page.getByRole('region', { name: '认证状态' }).getByText('待审核')).toBeVisible();
    await expectAccessible();

    // The operator reviews it: the queue, the detail with both uploads, 通过.
    await loginAs('admin');
    await page.goto('/certificationReview');
    await expect(page).toHaveTitle('入驻审核');
    await page.getByRole('link', { name }).click();
    await expect(page).toHaveTitle('入驻审核详情');
    const files = page.getByRole('region', { name: '上传材料' });
    await expect(files.getByRole('button', { name: '下载营业执照：营业执照.pdf' })).toBeVisible();
    await expect(files.getByRole('button', { name: '下载知识产权资质证书：专利代理机构执业许可证.pdf' })).toBeVisible();
    await expectAccessible();
    await page.getByRole('button', { name: '通过' }).click();
    await expect(page.getByText(/已通过认证/)).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('certification-review-1440.png'), fullPage: true });

    // The decision left the applicant a message.
    const messages = await callApi<{ rows: { title: string; content: string }[] }>(request, applicantToken, 'GET', '/api/message/list?pageNum=1&pageSize=10');
    expect(messages.rows.map((message) => `${message.title} ${message.content}`).join('\n')).toContain('机构入驻认证已通过');

    // The institution publishes a product and a consented case (through the API: the console's product and
    // case screens are another part of issue 9); both show in the portal's catalogue.
    const { product } = await callApi<{ product: { id: number } }>(request, applicantToken, 'POST', '/api/org/products', {
      name: `发明专利申请代理${suffix}`,
      category: '知识产权',
      needs: ['专利申请代理'],
      summary: '从技术交底到授权的发明专利申请全流程代理',
      description: '资深代理师一对一沟通技术方案，撰写权利要求书与说明书，答复审查意见直至授权。',
      priceMode: 'fixed',
      price: 6800,
      deliveryDays: 30,
      deliverables: ['专利申请文件', '受理通知书'],
      process: ['技术交底', '撰写与确认', '提交申请'],
    });
    await callApi(request, applicantToken, 'POST', `/api/org/products/${product.id}/shelf`, { status: 'on_shelf' });
    await callApi(request, applicantToken, 'POST', '/api/org/cases', {
      title: `某智能装备企业发明专利布局${suffix}`,
      category: '知识产权',
      clientIndustry: '智能制造',
      summary: '一年内提交发明专利 6 件，支撑高企认定',
      problem: '核心技术没有专利保护，高企认定知识产权项不足。',
      approach: '梳理技术点，分批撰写发明专利并加快审查。',
      result: '6 件发明专利全部受理，2 件已授权。',
      completedOn: '2026-09-30',
      productId: product.id,
      consented: true,
      consentBy: '王总',
      consentOn: '2026-10-08',
      published: true,
    });
    const institutions = await callApi<{ rows: { id: number; name: string }[] }>(request, applicantToken, 'GET', `/api/service/institutions?keyword=${encodeURIComponent(name)}`);
    const institution = institutions.rows.find((row) => row.name === name);
    expect(institution, 'the approved institution is listed in the portal').toBeDefined();
    const products = await callApi<{ rows: { name: string }[] }>(request, applicantToken, 'GET', `/api/service/products?keyword=${encodeURIComponent(`发明专利申请代理${suffix}`)}`);
    expect(products.rows.map((row) => row.name)).toContain(`发明专利申请代理${suffix}`);
    const cases = await callApi<{ rows: { title: string }[] }>(request, applicantToken, 'GET', `/api/service/cases?institutionId=${institution?.id ?? 0}`);
    expect(cases.rows.map((row) => row.title)).toContain(`某智能装备企业发明专利布局${suffix}`);

    // The applicant's 认证详情 at 375 px.
    await logIn(page, request, phone);
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/authentication/detail');
    await expect(page.getByRole('region', { name: '认证状态' }).getByText('已通过', { exact: true })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await page.screenshot({ path: test.info().outputPath('authentication-detail-375.png'), fullPage: true });
    await expectAccessible();
  });

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
