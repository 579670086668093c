import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { ACCOUNTS, HOSTS, expect, expectNoHorizontalOverflow, test, xsrfHeaders } from '@smes/e2e-support';
import { creditCodeCheckChar } from '@smes/eligibility';
import type { Envelope } from '@smes/e2e-support';

/**
 * Journeys 4 and 5 of PRODUCT.md in one browser across both apps: this suite's config serves the portal
 * (HOSTS.portal) beside the console (the base URL), and each origin keeps its own session in its localStorage.
 * Only setup and after-the-fact checks go through the API; every step of the journeys is a click in an app.
 */

/** A tiny but real PDF and PNG: the stand-in decides a file's type from its bytes. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const CODE_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';

const portal = (path: string) => `${HOSTS.portal}${path}`;

async function sessionOf(request: APIRequestContext, username: string): Promise<{ token: string; userinfo: unknown }> {
  const answer = await request.post(`${HOSTS.portalApi}/api/v1/user/login`, { form: { username, password: 'Demo@2026' }, headers: await xsrfHeaders(request) });
  const envelope = (await answer.json()) as Envelope<{ token: string; userinfo: unknown }>;
  expect(envelope.code, envelope.msg).toBe(200);
  return envelope.data;
}

async function post<T>(request: APIRequestContext, token: string, path: string, data: unknown): Promise<T> {
  const answer = await request.post(`${HOSTS.portalApi}${path}`, { headers: { Authorization: `Bearer ${token}`, ...(await xsrfHeaders(request)) }, data });
  const envelope = (await answer.json()) as Envelope<T>;
  expect(envelope.code, `${path}: ${envelope.msg}`).toBe(200);
  return envelope.data;
}

async function get<T>(request: APIRequestContext, token: string, path: string): Promise<T> {
  const answer = await request.get(`${HOSTS.portalApi}${path}`, { headers: { Authorization: `Bearer ${token}` } });
  const envelope = (await answer.json()) as Envelope<T>;
  expect(envelope.code, `${path}: ${envelope.msg}`).toBe(200);
  return envelope.data;
}

type ListingRow = { id: number; itemId: number; title: string };

/** Setup for journeys that start after 上架审核: the operator approves the pending review of the listing titled so. */
async function approveListing(request: APIRequestContext, title: string): Promise<ListingRow> {
  const admin = await sessionOf(request, ACCOUNTS.admin.username);
  const queue = await get<{ rows: ListingRow[] }>(request, admin.token, '/api/admin/listing-reviews?state=pending&pageNum=1&pageSize=50');
  const row = queue.rows.find((item) => item.title === title);
  expect(row, `a pending 上架审核 for ${title}`).toBeDefined();
  await post(request, admin.token, `/api/admin/listing-reviews/${row?.id}/approve`, {});
  return row as ListingRow;
}

/** The institution delivers on the open order: one file, a note, and the confirmation. */
async function deliver(page: Page, fileName: string, note: string) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: '上传交付文件' }).click();
  await (await chooser).setFiles({ name: fileName, mimeType: 'application/pdf', buffer: PDF });
  await expect(page.getByRole('list', { name: '交付文件' }).getByText(fileName)).toBeVisible();
  await page.getByRole('textbox', { name: '交付说明' }).fill(note);
  await page.getByRole('button', { name: '确认交付' }).click();
  await page.getByRole('dialog', { name: '确认交付？' }).getByRole('button', { name: '确认交付' }).click();
  await expect(page.getByText('订单状态：待验收')).toBeVisible();
  await toastGone(page, '已交付，等待企业验收');
}

/** Logs `username` in through the API and puts the session where the console reads it (accounts beyond ACCOUNTS). */
async function logInToConsole(page: Page, request: APIRequestContext, username: string): Promise<void> {
  const session = await sessionOf(request, username);
  await page.goto('/home');
  await page.evaluate(({ token, userinfo }) => {
    localStorage.setItem('token', token);
    localStorage.setItem('userinfo', JSON.stringify(userinfo));
  }, session);
}

/** A valid 统一社会信用代码 no seeded institution uses (the server refuses a second institution with the same code). */
function freshCreditCode(): string {
  const body = `91330106MA${Array.from({ length: 7 }, () => CODE_CHARS[Math.floor(Math.random() * CODE_CHARS.length)]).join('')}`;
  return `${body}${creditCodeCheckChar(body) ?? ''}`;
}

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

/** Waits out a success toast, so axe never meets its text mid-fade (partial opacity fails contrast). */
async function toastGone(page: Page, text: string) {
  const toast = page.getByRole('status').filter({ hasText: text });
  await expect(toast).toBeVisible({ timeout: 30_000 });
  await expect(toast).toBeHidden({ timeout: 10_000 });
}

test.describe('journeys 4 and 5 across the portal and the console', () => {
  test('journey 4: the enterprise orders a 起价 product with files, the institution quotes, the enterprise accepts; delivery is refused once, redelivered, accepted and reviewed', async ({
    page,
    request,
    loginAs,
    visitRecords,
    expectAccessible,
  }) => {
    test.setTimeout(240_000);
    // Setup: a fresh 起价 product of the certified institution, approved in 上架审核, so this order and review are its only ones.
    const productName = `专利布局与申请代理 ${Date.now().toString(36)}`;
    const org = await sessionOf(request, ACCOUNTS.orgCertified.username);
    await post<{ product: { id: number } }>(request, org.token, '/api/org/products', {
      name: productName,
      category: '知识产权',
      needs: ['专利申请代理'],
      summary: '从技术交底到答复审查意见，一次委托全程代理',
      description: '由机械、电子背景的专利代理师一对一对接，先查新检索再撰写，降低驳回风险。',
      priceMode: 'from',
      price: 6700,
      deliveryDays: 45,
      deliverables: ['查新检索报告', '专利申请文件', '受理通知书'],
      process: ['技术交底', '查新检索', '撰写与确认', '提交申请'],
    });
    const product = await approveListing(request, productName);

    // Portal: a file whose bytes are not what its name says is refused by the server; no order exists and the form keeps what was typed.
    await loginAs('enterprise', { origin: HOSTS.portal });
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(portal(`/service/detail/${product.itemId}`));
    await expect(page.getByText('¥6,700 起').first()).toBeVisible();
    await page.getByRole('button', { name: '立即下单' }).click();
    const dialog = page.getByRole('dialog', { name: `下单：${productName}` });
    await dialog.getByRole('button', { name: '提交订单' }).click();
    await expect(dialog.getByText('请输入需求描述')).toBeVisible();
    await expectAccessible();
    await dialog.getByRole('textbox', { name: /需求描述/ }).fill('两项伺服电机控制技术成果，希望年底前提交发明专利申请');
    await dialog.getByRole('textbox', { name: /联系人/ }).fill('王敏');
    await dialog.getByRole('textbox', { name: /联系电话/ }).fill('0571-88886666');
    await dialog.getByLabel('选择附件').setInputFiles({ name: '改名的程序.pdf', mimeType: 'application/pdf', buffer: Buffer.from('MZ\u0090\u0000not a pdf at all') });
    await dialog.getByRole('button', { name: '提交订单' }).click();
    await expect(dialog.getByRole('alert').filter({ hasText: '订单未提交' })).toContainText('改名的程序.pdf');
    await expect(dialog.getByRole('textbox', { name: /需求描述/ })).toHaveValue('两项伺服电机控制技术成果，希望年底前提交发明专利申请');
    const enterpriseToken = String(await page.evaluate(() => localStorage.getItem('token')));
    const noOrder = await get<{ rows: { productName: string }[] }>(request, enterpriseToken, '/api/service/orders/mine?pageNum=1&pageSize=20');
    expect(noOrder.rows.map((row) => row.productName)).not.toContain(productName);
    await dialog.getByRole('button', { name: '移除附件 改名的程序.pdf' }).click();
    await dialog.getByLabel('选择附件').setInputFiles({ name: '技术交底书.pdf', mimeType: 'application/pdf', buffer: PDF });
    await shoot(page, 'journey4-portal-order-dialog-1440');
    await dialog.getByRole('button', { name: '提交订单' }).click();
    await expect(page).toHaveURL(/\/PersonalCenter\/myOrder\/\d+$/);
    const orderId = Number(new URL(page.url()).pathname.split('/').pop());
    const info = page.getByRole('region', { name: '订单信息' });
    await expect(info.getByText('待确认', { exact: true })).toBeVisible();
    await expect(page.getByRole('list', { name: '需求附件' }).getByText(/技术交底书\.pdf/)).toBeVisible();

    // Console: the institution hears of it in its message center, opens the order, fetches the requirement file and quotes.
    await loginAs('orgCertified');
    await page.goto('/home');
    await expect(page.getByRole('heading', { name: '待处理订单', exact: true })).toBeVisible();
    await shoot(page, 'journey4-console-dashboard-1440');
    await expectAccessible();
    await page.goto('/messageCenter');
    await expect(page).toHaveTitle('消息中心');
    await page.getByRole('list', { name: '消息列表' }).getByRole('link').filter({ hasText: '收到新订单' }).filter({ hasText: productName }).click();
    await expect(page).toHaveTitle('订单详情');
    await expect(page).toHaveURL(`${HOSTS.console}/orderManage/details/${orderId}`);
    await expect.poll(() => visitRecords).toContain('订单详情');
    await expect(page.getByText('订单状态：待确认')).toBeVisible();
    await expect(page.getByText('接单后可见企业联系方式')).toBeVisible();
    await expectAccessible();

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: '下载需求附件：技术交底书.pdf' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('技术交底书.pdf');
    expect((await readFile(await file.path())).equals(PDF)).toBe(true);

    await expect(page.getByRole('button', { name: '接单', exact: true })).toHaveCount(0);
    await page.getByRole('button', { name: '报价', exact: true }).click();
    const quote = page.getByRole('dialog', { name: '报价' });
    await quote.getByRole('textbox', { name: /报价（元）/ }).fill('9800');
    await quote.getByRole('textbox', { name: /报价说明/ }).fill('两件发明专利的撰写与提交，含官费代缴，不含实审答复');
    await quote.getByRole('button', { name: '发送报价' }).click();
    await expect(page.getByText('订单状态：已报价')).toBeVisible();

    // Portal: the enterprise accepts the quote; the order's price is now the quoted one.
    await page.goto(portal(`/PersonalCenter/myOrder/${orderId}`));
    await expect(info.getByText('已报价', { exact: true })).toBeVisible();
    await expect(info).toContainText('机构报价 ¥9,800：两件发明专利的撰写与提交');
    await info.getByRole('button', { name: '接受报价', exact: true }).click();
    await page.getByRole('dialog', { name: '接受报价？' }).getByRole('button', { name: '接受报价', exact: true }).click();
    await expect(info.getByText('已接单', { exact: true })).toBeVisible();
    await expect(info).toContainText('¥9,800');

    // Console: start, deliver a file; the enterprise refuses it with what to change; the institution redelivers.
    await page.goto(`/orderManage/details/${orderId}`);
    await expect(page.getByText('订单状态：已接单')).toBeVisible();
    await expect(page.getByText('王敏 0571-88886666')).toBeVisible();
    await page.getByRole('button', { name: '开始服务' }).click();
    await page.getByRole('dialog', { name: '开始服务？' }).getByRole('button', { name: '开始服务' }).click();
    await expect(page.getByText('订单状态：服务中')).toBeVisible();
    await deliver(page, '专利申请文件初稿.pdf', '两件发明专利申请文件初稿见附件，请确认。');

    await page.goto(portal(`/PersonalCenter/myOrder/${orderId}`));
    await expect(info.getByText('待验收', { exact: true })).toBeVisible();
    const delivered = page.getByRole('region', { name: '交付说明' });
    await expect(delivered).toContainText('两件发明专利申请文件初稿见附件');
    const deliveredFile = page.waitForEvent('download');
    await delivered.getByRole('button', { name: '下载交付文件：专利申请文件初稿.pdf' }).click();
    expect((await readFile(await (await deliveredFile).path())).equals(PDF)).toBe(true);
    await delivered.getByRole('button', { name: '预览交付文件：专利申请文件初稿.pdf' }).click();
    const preview = page.getByRole('dialog', { name: '预览：专利申请文件初稿.pdf' });
    await preview.getByRole('button', { name: '关闭' }).click();
    await expect(preview).toBeHidden();
    // 待验收 with both answers on screen: the outlined 拒绝验收 button's label must read (warning.main as text).
    await expectAccessible();
    await info.getByRole('button', { name: '拒绝验收 / 申请修改' }).click();
    const refuse = page.getByRole('dialog', { name: '拒绝验收并申请修改？' });
    await refuse.getByRole('textbox', { name: /需要修改的内容/ }).fill('权利要求 3 未覆盖闭环控制方案，请补充');
    await refuse.getByRole('button', { name: '拒绝验收' }).click();
    await expect(info.getByText('服务中', { exact: true })).toBeVisible();
    await expect(info).toContainText('需要修改的内容：权利要求 3 未覆盖闭环控制方案，请补充');

    await page.goto('/messageCenter');
    await page.getByRole('list', { name: '消息列表' }).getByRole('link').filter({ hasText: '企业拒绝验收' }).filter({ hasText: productName }).click();
    await expect(page).toHaveURL(`${HOSTS.console}/orderManage/details/${orderId}`);
    await expect(page.getByText('订单状态：服务中')).toBeVisible();
    await deliver(page, '专利申请受理通知书.pdf', '已补充闭环控制的权利要求，两件申请已提交国家知识产权局，受理通知书见附件。');
    await page.setViewportSize({ width: 375, height: 800 });
    await expectNoHorizontalOverflow(page);
    await shoot(page, 'journey4-console-order-detail-375');
    await expectAccessible();

    // Portal: the enterprise accepts the second delivery and reviews.
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(portal(`/PersonalCenter/myOrder/${orderId}`));
    await expect(info.getByText('待验收', { exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: '交付说明' })).toContainText('已补充闭环控制的权利要求');
    await info.getByRole('button', { name: '确认验收' }).click();
    await page.getByRole('dialog', { name: '确认验收？' }).getByRole('button', { name: '确认验收' }).click();
    const form = page.getByRole('form', { name: '评价服务' });
    await expect(form).toBeVisible();
    // The star inputs are visually hidden radios; a reader clicks the star itself (its label).
    await form.locator('label', { hasText: '5 星，非常满意' }).nth(0).click();
    await form.locator('label', { hasText: '4 星，满意' }).nth(1).click();
    await form.locator('label', { hasText: '5 星，非常满意' }).nth(2).click();
    await form.getByRole('textbox', { name: /评价内容/ }).fill('代理人理解技术快，撰写质量高，审查意见答复及时。');
    await form.getByRole('button', { name: '提交评价' }).click();
    await expect(page.getByRole('region', { name: '我的评价' })).toContainText('代理人理解技术快');
    await expect(info.getByText('已完成', { exact: true })).toBeVisible();
    await expectAccessible();
    await page.setViewportSize({ width: 375, height: 800 });
    await expectNoHorizontalOverflow(page);
    await shoot(page, 'journey4-portal-order-done-375');
    await page.setViewportSize({ width: 1440, height: 900 });

    // The review shows on the product page, and the institution sees it on the order.
    await page.goto(portal(`/service/detail/${product.itemId}`));
    const reviews = page.getByRole('region', { name: '用户评价' });
    await expect(reviews).toContainText('代理人理解技术快，撰写质量高，审查意见答复及时。');
    await expect(reviews).toContainText('共 1 条评价');
    await expect(reviews).toContainText('服务质量 5 星 · 响应速度 4 星 · 专业能力 5 星');
    await page.goto(`/orderManage/details/${orderId}`);
    await expect(page.getByText('订单状态：已完成')).toBeVisible();
    await expect(page.getByRole('region', { name: '企业评价' })).toContainText('代理人理解技术快');
  });

  test('journey 5: a new institution applies with uploads, the operator opens them and approves with the certificates to show; the institution publishes within its scope, 上架审核 approves; the portal shows what the application collected', async ({
    page,
    request,
    loginAs,
    expectAccessible,
  }) => {
    test.setTimeout(240_000);
    const suffix = String(Date.now()).slice(-6);
    const phone = `1330${suffix}0`;
    const name = `杭州知行知识产权代理有限公司${suffix}`;
    const productName = `发明专利申请代理 ${suffix}`;
    const caseTitle = `某智能装备企业发明专利布局 ${suffix}`;
    const creditCode = freshCreditCode();
    // Setup: a new institution account, registered through the SSO stand-in (the seeded ones keep their states).
    const registered = await request.post(`${HOSTS.sso}/register`, {
      form: { phone, password: 'Demo@2026', enterpriseName: name, userType: 'org', agree: 'yes', backUrl: `${HOSTS.console}/home` },
      maxRedirects: 0,
    });
    expect(registered.status(), await registered.text()).toBeLessThan(400);
    await logInToConsole(page, request, phone);
    await page.setViewportSize({ width: 1440, height: 900 });

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
    // What the public page shows is asked for here: nothing on it is invented.
    await page.getByRole('spinbutton', { name: /成立年份/ }).fill('2016');
    await page.getByRole('combobox', { name: /人员规模/ }).selectOption('20-49 人');
    await page.getByLabel('上传营业执照').setInputFiles({ name: '营业执照.pdf', mimeType: 'application/pdf', buffer: PDF });
    await expect(page.getByText('已上传：营业执照.pdf')).toBeVisible();
    await shoot(page, 'journey5-authentication-step1-1440');
    await expectAccessible();
    await page.getByRole('button', { name: '下一步' }).click();
    await expect(page.getByRole('heading', { name: '第 2 步：资质与服务范围' })).toBeVisible();

    // The draft is on the server: a reload keeps what was typed and uploaded.
    await page.reload();
    await expect(page.getByRole('textbox', { name: /机构名称/ })).toHaveValue(name);
    await expect(page.getByText('已上传：营业执照.pdf')).toBeVisible();
    await page.getByRole('button', { name: '下一步' }).click();

    // Step 2: one service category and its certificate; step 3: 联系人与承诺, then submit.
    await page.getByRole('checkbox', { name: '知识产权' }).check();
    await page.getByLabel('上传知识产权资质证书').setInputFiles({ name: '专利代理机构执业许可证.pdf', mimeType: 'application/pdf', buffer: PDF });
    await expect(page.getByText('已上传：专利代理机构执业许可证.pdf')).toBeVisible();
    await page.getByRole('textbox', { name: /一句话简介/ }).fill('专利申请代理、商标注册与知识产权贯标');
    await page.getByRole('textbox', { name: /机构简介/ }).fill('专注专利申请代理、商标注册与知识产权贯标，团队 20 人，服务杭州及周边科技型中小企业三百余家，协助其中四十余家通过高新技术企业认定。');
    await page.getByRole('button', { name: '下一步' }).click();
    await expect(page.getByRole('heading', { name: '第 3 步：联系人与承诺' })).toBeVisible();
    await page.getByRole('textbox', { name: /联系人/ }).fill('周知行');
    await page.getByRole('textbox', { name: /联系电话/ }).fill('13305710000');
    await page.getByRole('checkbox', { name: /承诺所填信息/ }).check();
    await page.getByRole('button', { name: '提交审核' }).click();
    await expect(page).toHaveURL(`${HOSTS.console}/authentication/detail`);
    await expect(page.getByRole('region', { name: '认证状态' }).getByText('待审核')).toBeVisible();
    await expectAccessible();

    // The operator reviews it in the console: the queue, the detail with both uploads, 通过.
    await loginAs('admin');
    await page.goto('/certificationReview');
    await expect(page).toHaveTitle('入驻审核');
    await page.getByRole('link', { name }).click();
    await expect(page).toHaveTitle('入驻审核详情');
    const files = page.getByRole('region', { name: '上传材料' });
    const licence = page.waitForEvent('download');
    await files.getByRole('button', { name: '下载营业执照：营业执照.pdf' }).click();
    expect((await readFile(await (await licence).path())).equals(PDF)).toBe(true);
    await files.getByRole('button', { name: '预览知识产权资质证书：专利代理机构执业许可证.pdf' }).click();
    const preview = page.getByRole('dialog', { name: '预览：专利代理机构执业许可证.pdf' });
    await preview.getByRole('button', { name: '关闭' }).click();
    await expect(preview).toBeHidden();
    await expect(page.getByText(/平台将在 5 个工作日内/)).toHaveCount(0);
    // The operator decides which certificates the public page shows; the licence is never offered.
    const shown = page.getByRole('group', { name: '在机构主页公开展示的资质证书' });
    await expect(shown.getByRole('checkbox', { name: '知识产权资质证书：专利代理机构执业许可证.pdf' })).toBeChecked();
    await expect(shown.getByRole('checkbox')).toHaveCount(1);
    await expectAccessible();
    await page.getByRole('button', { name: '通过', exact: true }).click();
    const approval = page.getByRole('dialog', { name: '确认通过？' });
    await expect(approval).toContainText('机构主页公开 1 份资质证书');
    await approval.getByRole('button', { name: '确认通过' }).click();
    await expect(page.getByText(/已通过认证/)).toBeVisible();
    await shoot(page, 'journey5-certification-review-1440');

    // The institution, approved, sees the decision and publishes a product with a cover in the console.
    await logInToConsole(page, request, phone);
    await page.goto('/authentication/detail');
    await expect(page.getByRole('region', { name: '认证状态' }).getByText('已通过', { exact: true })).toBeVisible();
    // The header names the certified institution, not the account's registration nickname.
    await expect(page.getByRole('button', { name: new RegExp(`^用户菜单：${name}（已认证）`) })).toBeVisible();
    await page.setViewportSize({ width: 375, height: 800 });
    await expectNoHorizontalOverflow(page);
    await shoot(page, 'journey5-authentication-detail-375');
    await expectAccessible();

    await page.goto('/productManage');
    await expect(page).toHaveTitle('产品管理');
    await page.getByRole('link', { name: '发布产品' }).first().click();
    await expect(page).toHaveTitle('发布产品');
    await page.getByRole('textbox', { name: '产品名称' }).fill(productName);
    // Only the certified scope is offered; the server refuses the rest whatever the form sends.
    await page.getByRole('combobox', { name: '服务类别' }).click();
    await expect(page.getByRole('option')).toHaveText(['知识产权']);
    await page.getByRole('option', { name: '知识产权' }).click();
    await page.getByRole('combobox', { name: '需求标签' }).fill('专利申请代理');
    await page.keyboard.press('Enter');
    await page.getByRole('textbox', { name: '产品简介' }).fill('从技术交底到授权的发明专利申请全流程代理');
    await page.getByRole('textbox', { name: '服务内容' }).fill('资深代理师一对一沟通技术方案，撰写权利要求书与说明书，答复审查意见直至授权。');
    await page.getByRole('radio', { name: '面议' }).check();
    await page.getByRole('textbox', { name: '交付周期（天）' }).fill('30');
    await page.getByRole('textbox', { name: '交付成果' }).fill('专利申请文件\n受理通知书');
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: '选择封面图' }).click();
    await (await chooser).setFiles({ name: 'cover.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByText('已选择：cover.png，保存时上传')).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await shoot(page, 'journey5-add-product-375');
    await expectAccessible();
    await page.getByRole('button', { name: '保存' }).click();
    await expect(page).toHaveTitle('产品管理');
    const listed = page.getByRole('listitem').filter({ hasText: productName });
    await expect(listed.getByText('待上架审核')).toBeVisible();
    await expect(page.getByRole('button', { name: `上架“${productName}”` })).toHaveCount(0);
    await expectNoHorizontalOverflow(page);
    await shoot(page, 'journey5-product-manage-375');
    await expectAccessible();
    const orgToken = String(await page.evaluate(() => localStorage.getItem('token')));
    const outside = await request.post(`${HOSTS.portalApi}/api/org/products`, {
      headers: { Authorization: `Bearer ${orgToken}`, ...(await xsrfHeaders(request)) },
      data: {
        name: `股权融资辅导 ${suffix}`,
        category: '融资服务',
        needs: ['股权融资'],
        summary: '认证范围之外的类别',
        description: '本机构未获融资服务认证，平台不应接受这个产品。',
        priceMode: 'negotiable',
        price: null,
        deliveryDays: 30,
        deliverables: ['融资方案'],
        process: ['诊断', '路演'],
      },
    });
    expect(outside.status()).toBeGreaterThanOrEqual(400);
    expect(((await outside.json()) as Envelope<unknown>).msg).toContain('融资服务');
    // Nobody else sees it before 上架审核: not in the portal's catalogue.
    const { institution } = await get<{ institution: { id: number } }>(request, orgToken, '/api/org/dashboard');
    const { files: certificationFiles } = await get<{ files: { id: number; slot: string }[] }>(request, orgToken, '/api/org/certification');
    const licenceId = certificationFiles.find((file) => file.slot === 'license')?.id;
    const hidden = await request.get(`${HOSTS.portalApi}/api/service/products?institutionId=${institution.id}&pageNum=1&pageSize=10`);
    expect(((await hidden.json()) as Envelope<{ total: number }>).data.total).toBe(0);

    // A case the client consented to publish.
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/successCases/editCases');
    await expect(page).toHaveTitle('新增案例');
    await page.getByRole('textbox', { name: '案例标题' }).fill(caseTitle);
    await page.getByRole('combobox', { name: '服务类别' }).click();
    await page.getByRole('option', { name: '知识产权' }).click();
    await page.getByRole('textbox', { name: '客户行业' }).fill('智能制造');
    await page.getByRole('textbox', { name: '案例摘要' }).fill('一年内提交发明专利 6 件，支撑高企认定');
    await page.getByRole('textbox', { name: '客户问题' }).fill('核心技术没有专利保护，高企认定知识产权项不足。');
    await page.getByRole('textbox', { name: '服务过程' }).fill('梳理技术点，分批撰写发明专利并加快审查。');
    await page.getByRole('textbox', { name: '服务成效' }).fill('6 件发明专利全部受理，2 件已授权。');
    await page.getByLabel(/^完成日期/).fill('2026-09-30');
    await expect(page.getByRole('checkbox', { name: '公开到门户' })).toBeDisabled();
    await page.getByRole('checkbox', { name: '客户已同意公开本案例' }).check();
    await page.getByRole('textbox', { name: '同意人' }).fill('客户总经理 王先生');
    await page.getByLabel(/^同意日期/).fill('2026-10-08');
    await page.getByRole('checkbox', { name: '公开到门户' }).check();
    await shoot(page, 'journey5-edit-cases-1440');
    await expectAccessible();
    await page.getByRole('button', { name: '保存' }).click();
    await expect(page).toHaveTitle('案例详情');
    await expect(page.getByText('待上架审核')).toBeVisible();
    await page.goto('/successCases');
    await page.setViewportSize({ width: 375, height: 800 });
    await expectNoHorizontalOverflow(page);
    await shoot(page, 'journey5-success-cases-375');
    await expectAccessible();

    // 上架审核: the operator opens each from the queue and approves it; the product goes on shelf by itself.
    await loginAs('admin');
    await page.setViewportSize({ width: 1440, height: 900 });
    for (const title of [productName, caseTitle]) {
      await page.goto('/listingReview');
      await expect(page).toHaveTitle('上架审核');
      await page.getByRole('link', { name: title }).click();
      await expect(page).toHaveTitle('上架审核详情');
      await expect(page.getByText(name).first()).toBeVisible();
      await expectAccessible();
      await page.getByRole('button', { name: '通过', exact: true }).click();
      await page.getByRole('dialog', { name: '确认通过？' }).getByRole('button', { name: '确认通过' }).click();
      await expect(page.getByRole('button', { name: '通过', exact: true })).toHaveCount(0);
    }
    await logInToConsole(page, request, phone);
    await page.goto('/productManage');
    await expect(page.getByRole('button', { name: `下架“${productName}”` })).toBeVisible();

    // Portal, as any visitor: the institution, its product and its case.
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(portal(`/service/institutions?keyword=${encodeURIComponent(name)}`));
    await expect(page).toHaveTitle('服务机构');
    await page.getByRole('region', { name: '服务机构列表' }).getByRole('link', { name }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByRole('region', { name: /^服务产品/ }).getByRole('link', { name: productName })).toBeVisible();
    await expect(page.getByRole('region', { name: /^成功案例/ }).getByRole('link', { name: caseTitle })).toBeVisible();
    // Exactly what the application collected: the 简介 whole, the year and size entered, the certificate made public.
    await expect(page.getByText('专利申请代理、商标注册与知识产权贯标', { exact: true })).toBeVisible();
    const about = page.getByRole('region', { name: '机构简介' });
    await expect(about.getByText('2016 年', { exact: true })).toBeVisible();
    await expect(about.getByText('20-49 人', { exact: true })).toBeVisible();
    const certificates = page.getByRole('region', { name: '资质证书' });
    await expect(certificates.getByText('知识产权资质证书：专利代理机构执业许可证.pdf')).toBeVisible();
    await expect(certificates.getByText(/营业执照/)).toHaveCount(0);
    await expect(certificates.getByText('暂无公开的资质证书')).toHaveCount(0);
    await shoot(page, 'journey5-portal-institution-1440');
    await expectAccessible();
    // A visitor (signed out of the portal) opens the public certificate in place; the licence is neither offered nor
    // fetchable by its id.
    const opened = page.waitForResponse((response) => response.request().method() === 'POST' && /\/certificates\/\d+\/download$/.test(response.url()));
    await certificates.getByRole('button', { name: '预览知识产权资质证书：专利代理机构执业许可证.pdf' }).click();
    const certificateAnswer = await opened;
    expect(certificateAnswer.status()).toBe(200);
    // The same address answers a signed-out client the certificate's own bytes.
    const certificateAgain = await request.post(certificateAnswer.url(), { headers: await xsrfHeaders(request) });
    expect((await certificateAgain.body()).equals(PDF)).toBe(true);
    const publicPreview = page.getByRole('dialog', { name: '预览：专利代理机构执业许可证.pdf' });
    await expect(publicPreview.locator('iframe')).toHaveAttribute('src', /^blob:/);
    await expectAccessible();
    await publicPreview.getByRole('button', { name: '关闭' }).click();
    await expect(publicPreview).toBeHidden();
    const licenceAnswer = await request.post(`${HOSTS.portalApi}/api/service/institutions/${institution.id}/certificates/${licenceId}/download`, {
      headers: await xsrfHeaders(request),
    });
    expect(licenceAnswer.status()).toBe(404);
    await page.setViewportSize({ width: 375, height: 800 });
    await expect(certificates.getByText('知识产权资质证书：专利代理机构执业许可证.pdf')).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await expectAccessible();
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.getByRole('region', { name: /^服务产品/ }).getByRole('link', { name: productName }).click();
    await expect(page.getByRole('heading', { level: 1, name: productName })).toBeVisible();
    await expect(page.getByText('面议').first()).toBeVisible();
    await page.goBack();
    await page.getByRole('region', { name: /^成功案例/ }).getByRole('link', { name: caseTitle }).click();
    await expect(page.getByRole('heading', { level: 1, name: caseTitle })).toBeVisible();
    await expect(page.getByText('6 件发明专利全部受理，2 件已授权。')).toBeVisible();
  });
});

test.describe('我要对接 on a chain opportunity, relayed by the operator', () => {
  test('the enterprise asks in the portal, the operator records the contact and the outcome in the console, the enterprise sees the state and the messages', async ({
    page,
    request,
    loginAs,
    visitRecords,
    expectAccessible,
  }) => {
    test.setTimeout(180_000);
    // Portal, on a phone: the first opportunity still open to a request, the dialog with the account's phone.
    await loginAs('enterprise', { origin: HOSTS.portal });
    await page.setViewportSize({ width: 375, height: 800 });
    const chains = await (await request.get(`${HOSTS.portalApi}/api/market/chain/list`)).json() as Envelope<{ id: number; driveIndex: { openOpportunities: number } }[]>;
    const chain = chains.data.find((item) => item.driveIndex.openOpportunities > 0);
    await page.goto(portal(`/market/marketplatform/detail/${chain?.id}`));
    const ask = page.getByRole('button', { name: /^我要对接 / }).first();
    await expect(ask).toBeVisible();
    const title = String(await ask.getAttribute('aria-label')).replace(/^我要对接 /, '');
    await ask.click();
    const dialog = page.getByRole('dialog', { name: `我要对接：${title}` });
    await expect(dialog.getByRole('textbox', { name: /联系电话/ })).toHaveValue(ACCOUNTS.enterprise.username);
    await dialog.getByRole('button', { name: '提交对接' }).click();
    await expect(dialog.getByText('请输入对接说明')).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await expectAccessible();
    await shoot(page, 'chain-contact-portal-dialog-375');
    await dialog.getByRole('textbox', { name: /对接说明/ }).fill('我司生产精密结构件，可按链主图纸打样，月产能 2 万件');
    await dialog.getByRole('textbox', { name: /联系人/ }).fill('陈立');
    await dialog.getByRole('button', { name: '提交对接' }).click();
    await expect(dialog).toBeHidden();
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
    await expect(card.getByText('已提交对接')).toBeVisible();
    await toastGone(page, '对接请求已提交');
    await expectAccessible();

    // Console: the operator finds it from the 工作台, records 已联系链主, then 对接成功, each confirmed.
    await loginAs('admin');
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/home');
    await page.getByRole('list', { name: '待办' }).getByRole('link', { name: /^产业链对接：/ }).click();
    await expect(page).toHaveTitle('产业链对接');
    await expect.poll(() => visitRecords).toContain('产业链对接');
    const waiting = page.getByRole('article', { name: title }).filter({ hasText: '陈立' });
    await expect(waiting).toContainText('月产能 2 万件');
    await expectAccessible();
    await waiting.getByRole('button', { name: '记录已联系链主' }).click();
    const contacted = page.getByRole('dialog', { name: '记录已联系链主？' });
    await contacted.getByRole('textbox', { name: /联系情况/ }).fill('已转告链主采购部王经理，三个工作日内回电');
    await expectAccessible();
    await contacted.getByRole('button', { name: '确认已联系' }).click();
    await toastGone(page, '已记录，并通知了企业');
    await page.getByRole('tab', { name: '平台已联系链主' }).click();
    const relayed = page.getByRole('article', { name: title }).filter({ hasText: '陈立' });
    await relayed.getByRole('button', { name: '对接成功' }).click();
    const matched = page.getByRole('dialog', { name: '确认对接成功？' });
    await matched.getByRole('textbox', { name: /链主的答复/ }).fill('链主约定下周二到厂考察');
    await matched.getByRole('button', { name: '确认对接成功' }).click();
    await toastGone(page, '已记录对接成功');
    await page.getByRole('tab', { name: '对接成功' }).click();
    await expect(page.getByRole('article', { name: title }).filter({ hasText: '陈立' })).toContainText('链主的答复：链主约定下周二到厂考察');
    await shoot(page, 'chain-contact-console-queue-1440');
    await expectAccessible();

    // Portal: the state on the card and in 我的需求, and both messages.
    await page.goto(portal(`/market/marketplatform/detail/${chain?.id}`));
    await expect(card.getByText('对接成功')).toBeVisible();
    await expect(card.getByText('链主约定下周二到厂考察')).toBeVisible();
    await page.goto(portal('/PersonalCenter/demand'));
    const mine = page.getByRole('region', { name: '我对接的链主机会列表' }).getByRole('article', { name: title }).first();
    await expect(mine).toContainText('对接成功');
    await expectAccessible();
    await page.goto(portal('/PersonalCenter/messageCenter'));
    const messages = page.getByRole('list', { name: '消息列表' });
    await expect(messages.getByRole('link').filter({ hasText: '产业链对接成功' }).filter({ hasText: title }).first()).toContainText('链主约定下周二到厂考察');
    await expect(messages.getByRole('link').filter({ hasText: '平台已联系链主' }).filter({ hasText: title }).first()).toContainText('王经理');
    await messages.getByRole('link').filter({ hasText: '产业链对接成功' }).filter({ hasText: title }).first().click();
    await expect(page).toHaveURL(portal('/PersonalCenter/demand'));
  });
});
