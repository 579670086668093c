import { HOSTS, expect, test, xsrfHeaders } from '@smes/e2e-support';
import type { APIRequestContext, Page } from '@playwright/test';
import type { Envelope } from '@smes/e2e-support';

type Order = { id: number; orderNo: string; productName: string; status: string; declineReason: string | null; deliveryNote: string | null; files: { kind: string; name: string }[] };

/** The double-submit header, after a GET has handed out the cookie (unsafe calls must echo it). */
async function xsrfAfterGet(request: APIRequestContext): Promise<Record<string, string>> {
  await request.get(`${HOSTS.portalApi}/api/service/needs`);
  return xsrfHeaders(request);
}

async function tokenOf(request: APIRequestContext, username: string): Promise<string> {
  const answer = await request.post(`${HOSTS.portalApi}/api/v1/user/login`, { form: { username, password: 'Demo@2026' }, headers: await xsrfAfterGet(request) });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as Envelope<{ token: string }>).data.token;
}

/** A portal call as the given account, or anonymously (the public catalogue) when token is null. */
async function call<T>(request: APIRequestContext, method: 'get' | 'post', path: string, token: string | null, data?: unknown): Promise<Envelope<T>> {
  const headers = { ...(token ? { Authorization: `Bearer ${token}` } : {}), ...(method === 'post' ? await xsrfAfterGet(request) : {}) };
  const answer = method === 'get' ? await request.get(`${HOSTS.portalApi}${path}`, { headers }) : await request.post(`${HOSTS.portalApi}${path}`, { headers, data });
  return (await answer.json()) as Envelope<T>;
}

/**
 * An order placed through the API, as the enterprise, for one of the certified institution's products, with a
 * requirement text that names this test. The happy path with the portal's 下单 is journey 4 in cross-app.spec.ts;
 * this file keeps the paths that journey does not take (decline, a stale action, an enterprise account).
 */
async function placeOrder(request: APIRequestContext, label: string): Promise<{ order: Order; enterpriseToken: string }> {
  const orgToken = await tokenOf(request, '13900139000');
  const dashboard = await call<{ institution: { id: number } }>(request, 'get', '/api/org/dashboard', orgToken);
  // A 一口价 product: its orders are taken on with 接单 (a 起价 or 面议 one is quoted first, journey 4).
  const products = await call<{ rows: { id: number; priceMode: string }[] }>(request, 'get', `/api/service/products?institutionId=${dashboard.data.institution.id}&priceMode=fixed&pageNum=1&pageSize=1`, orgToken);
  const productId = products.data.rows[0]?.id;
  expect(productId, 'an on-shelf 一口价 product of the certified institution').toBeDefined();
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
  test('the decline path, and a stale 接单 after the enterprise cancelled shows why and the fresh state', async ({ page, request, loginAs }) => {
    const declined = await placeOrder(request, '拒单');
    const cancelled = await placeOrder(request, '撤单');
    await loginAs('orgCertified');

    await openOrder(page, declined.order);
    await page.getByRole('button', { name: '拒绝', exact: true }).click();
    await page.getByRole('button', { name: '确认拒绝' }).click();
    await expect(page.getByText('请填写拒绝原因（至少 2 个字）')).toBeVisible();
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
    await page.getByRole('dialog', { name: '接单？' }).getByRole('button', { name: '确认接单' }).click();
    await expect(page.getByRole('alert').filter({ hasText: '已刷新为订单的最新状态' })).toBeVisible();
    await expect(page.getByText('订单状态：已取消')).toBeVisible();
    await expect(page.getByRole('button', { name: '接单', exact: true })).toHaveCount(0);
  });

  test('an enterprise account opening the console is sent to the 工作台 and pointed to the portal', async ({ page, loginAs, expectAccessible }) => {
    await loginAs('enterprise');
    await page.goto('/orderManage');
    await expect(page).toHaveURL(`${HOSTS.console}/home`);
    await expect(page.getByText('您登录的是企业账号')).toBeVisible();
    await expect(page.getByRole('link', { name: '前往企业服务门户' })).toHaveAttribute('href', `${HOSTS.portal}/login?via=sso&redirect=%2Fhome`);
    await expectAccessible();
  });
});
