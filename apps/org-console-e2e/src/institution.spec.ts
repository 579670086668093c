import { HOSTS, expect, expectNoHorizontalOverflow, test } from '@smes/e2e-support';
import type { APIRequestContext, Page } from '@playwright/test';

type Envelope<T> = { code: number; msg: string; data: T; statusCode: number };
type Order = { id: number; orderNo: string; productName: string; status: string; declineReason: string | null; deliveryNote: string | null; files: { kind: string; name: string }[] };

/** A tiny but real PDF and PNG: the stand-in decides a file's type from its bytes. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

async function xsrfHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  // Any GET hands out the double-submit cookie; unsafe calls must echo it.
  await request.get(`${HOSTS.portalApi}/api/service/needs`);
  const { cookies } = await request.storageState();
  const cookie = cookies.find((item) => item.name === 'XSRF-TOKEN');
  return cookie ? { 'X-XSRF-TOKEN': cookie.value } : {};
}

async function tokenOf(request: APIRequestContext, username: string): Promise<string> {
  const answer = await request.post(`${HOSTS.portalApi}/api/v1/user/login`, { form: { username, password: 'Demo@2026' }, headers: await xsrfHeaders(request) });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as Envelope<{ token: string }>).data.token;
}

/** A portal call as the given account, or anonymously (the public catalogue) when token is null. */
async function call<T>(request: APIRequestContext, method: 'get' | 'post', path: string, token: string | null, data?: unknown): Promise<Envelope<T>> {
  const headers = { ...(token ? { Authorization: `Bearer ${token}` } : {}), ...(method === 'post' ? await xsrfHeaders(request) : {}) };
  const answer = method === 'get' ? await request.get(`${HOSTS.portalApi}${path}`, { headers }) : await request.post(`${HOSTS.portalApi}${path}`, { headers, data });
  return (await answer.json()) as Envelope<T>;
}

/**
 * Journey 4's first step through the API, as the enterprise (the portal's 下单 is another part's screen): an order
 * for one of the certified institution's products, with a requirement text that names this test.
 */
async function placeOrder(request: APIRequestContext, label: string): Promise<{ order: Order; enterpriseToken: string }> {
  const orgToken = await tokenOf(request, '13900139000');
  const dashboard = await call<{ institution: { id: number } }>(request, 'get', '/api/org/dashboard', orgToken);
  const products = await call<{ rows: { id: number }[] }>(request, 'get', `/api/service/products?institutionId=${dashboard.data.institution.id}&pageNum=1&pageSize=1`, orgToken);
  const productId = products.data.rows[0]?.id;
  expect(productId, 'an on-shelf product of the certified institution').toBeDefined();
  const enterpriseToken = await tokenOf(request, '13800138000');
  const created = await call<Order>(request, 'post', '/api/service/orders', enterpriseToken, {
    productId,
    requirements: `${label}：我司拟申请一项视觉检测装置的发明专利，已有交底书初稿。`,
    contactName: '王建国',
    contactPhone: '13812345678',
  });
  expect(created.code, created.msg).toBe(200);
  return { order: created.data, enterpriseToken };
}

async function openOrder(page: Page, order: Order) {
  await page.goto('/orderManage?status=pending');
  await expect(page).toHaveTitle('订单管理');
  const row = page.getByRole('list', { name: '订单列表' }).getByRole('listitem').filter({ hasText: order.orderNo });
  await row.getByRole('link', { name: order.productName }).click();
  await expect(page).toHaveTitle('订单详情');
  await expect(page.getByText('订单状态：待确认')).toBeVisible();
}

test.describe('institution console: orders, products and cases', () => {
  test('journey 4 in the console: the institution accepts, starts and delivers an order the enterprise placed', async ({ page, request, loginAs, visitRecords, expectAccessible }) => {
    // Four steps, each with a 3 s toast that the final accessibility check waits out.
    test.slow();
    const { order, enterpriseToken } = await placeOrder(request, '旅程四');
    await loginAs('orgCertified');
    await page.goto('/home');
    await expect(page.getByRole('heading', { name: '待处理订单', exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: /^查看待确认订单/ })).toBeVisible();
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.screenshot({ path: test.info().outputPath('dashboard-1440.png'), fullPage: true });
    await expectAccessible();

    await openOrder(page, order);
    await expect.poll(() => visitRecords).toContain('订单详情');
    await expect(page.getByText('接单后可见企业联系方式')).toBeVisible();
    await expectAccessible();

    await page.getByRole('button', { name: '接单', exact: true }).click();
    await expect(page.getByText('订单状态：已接单')).toBeVisible();
    await expect(page.getByText('王建国 13812345678')).toBeVisible();

    await page.getByRole('button', { name: '开始服务' }).click();
    await expect(page.getByText('订单状态：服务中')).toBeVisible();

    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: '上传交付文件' }).click();
    await (await chooser).setFiles({ name: '专利申请受理通知书.pdf', mimeType: 'application/pdf', buffer: PDF });
    await expect(page.getByRole('list', { name: '交付文件' }).getByText(/专利申请受理通知书\.pdf/)).toBeVisible();
    await page.getByRole('textbox', { name: '交付说明' }).fill('发明专利申请已提交国家知识产权局，受理通知书见附件。');
    await page.screenshot({ path: test.info().outputPath('order-detail-1440.png'), fullPage: true });
    await page.getByRole('button', { name: '确认交付' }).click();
    await expect(page.getByText('订单状态：待验收')).toBeVisible();
    await expect(page.getByRole('heading', { name: '交付说明' })).toBeVisible();

    // The enterprise's side of the same order: delivered, with the note and the file, ready for 验收.
    const seen = await call<Order>(request, 'get', `/api/service/orders/${order.id}`, enterpriseToken);
    expect(seen.data).toMatchObject({ status: 'delivered', deliveryNote: '发明专利申请已提交国家知识产权局，受理通知书见附件。' });
    expect(seen.data.files).toContainEqual(expect.objectContaining({ kind: 'delivery', name: '专利申请受理通知书.pdf' }));

    // The success toasts of 接单, 开始服务, the upload and 交付 queue up; axe caught the last one mid-fade (its text
    // at partial opacity fails contrast), so the page is checked once the 交付 toast, the last, has gone.
    const delivered = page.getByRole('status').filter({ hasText: '已交付，等待企业验收' });
    await expect(delivered).toBeVisible({ timeout: 20_000 });
    await expect(delivered).toBeHidden({ timeout: 10_000 });
    await page.setViewportSize({ width: 375, height: 800 });
    await expectNoHorizontalOverflow(page);
    await page.screenshot({ path: test.info().outputPath('order-detail-375.png'), fullPage: true });
    await expectAccessible();
  });

  test('the decline path, and a stale 接单 after the enterprise cancelled shows why and the fresh state', async ({ page, request, loginAs }) => {
    const declined = await placeOrder(request, '拒单');
    const cancelled = await placeOrder(request, '撤单');
    await loginAs('orgCertified');

    await openOrder(page, declined.order);
    await page.getByRole('button', { name: '拒绝', exact: true }).click();
    await page.getByRole('button', { name: '确认拒绝' }).click();
    await expect(page.getByText('请输入拒绝原因（至少 2 个字）')).toBeVisible();
    await page.getByRole('textbox', { name: '拒绝原因' }).fill('本月代理师排期已满，无法按期交付');
    await page.getByRole('button', { name: '确认拒绝' }).click();
    await expect(page.getByText('订单状态：已拒绝')).toBeVisible();
    await expect(page.getByText('拒绝原因：本月代理师排期已满，无法按期交付')).toBeVisible();
    const enterpriseView = await call<Order>(request, 'get', `/api/service/orders/${declined.order.id}`, declined.enterpriseToken);
    expect(enterpriseView.data).toMatchObject({ status: 'declined', declineReason: '本月代理师排期已满，无法按期交付' });

    await openOrder(page, cancelled.order);
    // The enterprise cancels while the institution has the order open.
    const cancel = await call<Order>(request, 'post', `/api/service/orders/${cancelled.order.id}/cancel`, cancelled.enterpriseToken, { reason: '需求已由内部团队解决' });
    expect(cancel.data.status).toBe('cancelled');
    await page.getByRole('button', { name: '接单', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: '已刷新为订单的最新状态' })).toBeVisible();
    await expect(page.getByText('订单状态：已取消')).toBeVisible();
    await expect(page.getByRole('button', { name: '接单', exact: true })).toHaveCount(0);
  });

  test('an enterprise account opening the console is sent to the 工作台 and pointed to the portal', async ({ page, loginAs, expectAccessible }) => {
    await loginAs('enterprise');
    await page.goto('/orderManage');
    await expect(page).toHaveURL(`${HOSTS.console}/home`);
    await expect(page.getByText('您登录的是企业账号')).toBeVisible();
    await expect(page.getByRole('link', { name: '前往企业服务门户' })).toHaveAttribute('href', HOSTS.portal);
    await expectAccessible();
  });

  test('journey 5’s publishing half: a product with a cover goes on the shelf and a consented case goes public, both in the portal', async ({ page, request, loginAs, expectAccessible }) => {
    const stamp = Date.now().toString().slice(-6);
    const productName = `研发费用专项审计 ${stamp}`;
    const caseTitle = `研发费用归集助力高企认定 ${stamp}`;
    await loginAs('orgCertified');

    await page.goto('/productManage');
    await expect(page).toHaveTitle('产品管理');
    await page.getByRole('link', { name: '发布产品' }).first().click();
    await expect(page).toHaveTitle('发布产品');
    await page.getByRole('textbox', { name: '产品名称' }).fill(productName);
    await page.getByRole('combobox', { name: '服务类别' }).click();
    await page.getByRole('option', { name: '财税服务' }).click();
    await page.getByRole('combobox', { name: '需求标签' }).fill('研发费用专项审计');
    await page.keyboard.press('Enter');
    await page.getByRole('textbox', { name: '产品简介' }).fill('高企申报与加计扣除用的研发费用专项审计');
    await page.getByRole('textbox', { name: '服务内容' }).fill('按高新技术企业认定口径归集近三年研发费用，出具专项审计报告。');
    await page.getByRole('radio', { name: '面议' }).check();
    await page.getByRole('textbox', { name: '交付周期（天）' }).fill('15');
    await page.getByRole('textbox', { name: '交付成果' }).fill('研发费用专项审计报告\n研发费用归集明细表');
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: '选择封面图' }).click();
    await (await chooser).setFiles({ name: 'cover.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByText('已选择：cover.png，保存时上传')).toBeVisible();
    await page.setViewportSize({ width: 375, height: 800 });
    await expectNoHorizontalOverflow(page);
    await page.screenshot({ path: test.info().outputPath('add-product-375.png'), fullPage: true });
    await expectAccessible();
    await page.getByRole('button', { name: '保存' }).click();

    await expect(page).toHaveTitle('产品管理');
    await page.getByRole('button', { name: `上架“${productName}”` }).click();
    await expect(page.getByRole('button', { name: `下架“${productName}”` })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await page.screenshot({ path: test.info().outputPath('product-manage-375.png'), fullPage: true });
    await expectAccessible();

    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/successCases/editCases');
    await expect(page).toHaveTitle('新增案例');
    await page.getByRole('textbox', { name: '案例标题' }).fill(caseTitle);
    await page.getByRole('combobox', { name: '服务类别' }).click();
    await page.getByRole('option', { name: '财税服务' }).click();
    await page.getByRole('textbox', { name: '客户行业' }).fill('新材料');
    await page.getByRole('textbox', { name: '案例摘要' }).fill('三年研发费用重新归集并出具专项审计报告');
    await page.getByRole('textbox', { name: '客户问题' }).fill('研发费用未单独核算，占比测算不达标。');
    await page.getByRole('textbox', { name: '服务过程' }).fill('梳理项目立项与工时，重建研发辅助账。');
    await page.getByRole('textbox', { name: '服务成效' }).fill('研发费用占比达 4.6%，当年通过高企认定。');
    await page.getByLabel(/^完成日期/).fill('2026-08-31');
    await expect(page.getByRole('checkbox', { name: '公开到门户' })).toBeDisabled();
    await page.getByRole('checkbox', { name: '客户已同意公开本案例' }).check();
    await page.getByRole('textbox', { name: '同意人' }).fill('客户财务总监 周女士');
    await page.getByLabel(/^同意日期/).fill('2026-09-02');
    await page.getByRole('checkbox', { name: '公开到门户' }).check();
    await page.screenshot({ path: test.info().outputPath('edit-cases-1440.png'), fullPage: true });
    await expectAccessible();
    await page.getByRole('button', { name: '保存' }).click();
    await expect(page).toHaveTitle('案例详情');
    await expect(page.getByText('门户可见')).toBeVisible();
    await expect(page.getByText('客户财务总监 周女士')).toBeVisible();

    // Both are visible in the portal's public catalogue now.
    const products = await call<{ rows: { name: string; priceMode: string; coverUrl: string | null }[] }>(request, 'get', `/api/service/products?keyword=${encodeURIComponent(productName)}&pageNum=1&pageSize=10`, null);
    expect(products.data.rows).toContainEqual(expect.objectContaining({ name: productName, priceMode: 'negotiable', coverUrl: expect.any(String) }));
    const cases = await call<{ rows: { title: string }[] }>(request, 'get', `/api/service/cases?keyword=${encodeURIComponent(caseTitle)}&pageNum=1&pageSize=10`, null);
    expect(cases.data.rows).toContainEqual(expect.objectContaining({ title: caseTitle }));

    await page.goto('/successCases');
    await page.setViewportSize({ width: 375, height: 800 });
    await expectNoHorizontalOverflow(page);
    await page.screenshot({ path: test.info().outputPath('success-cases-375.png'), fullPage: true });
    await expectAccessible();
  });
});
