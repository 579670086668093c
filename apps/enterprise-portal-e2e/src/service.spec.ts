import type { APIRequestContext, Page } from '@playwright/test';
import { ACCOUNTS, HOSTS, expect, expectNoHorizontalOverflow, test, xsrfHeaders } from '@smes/e2e-support';
import type { Envelope } from '@smes/e2e-support';

type Api = { post: <T>(path: string, data?: unknown) => Promise<Envelope<T>>; get: <T>(path: string, params?: Record<string, string | number>) => Promise<Envelope<T>> };

/** Logs an account in through the API (echoing the XSRF cookie once the context holds one) and calls as it. */
async function apiAs(request: APIRequestContext, account: keyof typeof ACCOUNTS): Promise<Api> {
  const login = await request.post(`${HOSTS.portalApi}/api/v1/user/login`, { form: ACCOUNTS[account], headers: await xsrfHeaders(request) });
  expect(login.ok()).toBe(true);
  const { data: session } = (await login.json()) as Envelope<{ token: string }>;
  const headers = async () => ({ Authorization: `Bearer ${session.token}`, ...(await xsrfHeaders(request)) });
  return {
    // No body unless one is given: a call without a request body in the contract is refused one.
    post: async <T>(path: string, data?: unknown) =>
      (await (await request.post(`${HOSTS.portalApi}${path}`, { headers: await headers(), ...(data === undefined ? {} : { data }) })).json()) as Envelope<T>,
    get: async <T>(path: string, params: Record<string, string | number> = {}) =>
      (await (await request.get(`${HOSTS.portalApi}${path}`, { headers: await headers(), params })).json()) as Envelope<T>,
  };
}

/**
 * The certified institution (浙江中创知识产权服务有限公司) publishes a product through the API, as its console
 * would, and the operator approves it in 上架审核 (journey 5 walks both screens); answers the product's id.
 */
async function publishProduct(org: Api, operator: Api, name: string, needs: string[] = ['专利申请代理']): Promise<number> {
  const product = await org.post<{ product: { id: number } }>('/api/org/products', {
    name,
    category: '知识产权',
    needs,
    summary: '从技术交底到答复审查意见，一次委托全程代理',
    description: '由机械、电子背景的专利代理师一对一对接，先查新检索再撰写，降低驳回风险。',
    priceMode: 'negotiable',
    price: null,
    deliveryDays: 45,
    deliverables: ['查新检索报告', '专利申请文件', '受理通知书'],
    process: ['技术交底', '查新检索', '撰写与确认', '提交申请'],
  });
  expect(product.code, product.msg).toBe(200);
  const id = product.data.product.id;
  // A new product reaches the portal through the operator's 上架审核, which puts it on the shelf.
  const queue = await operator.get<{ rows: { id: number; kind: string; itemId: number }[] }>('/api/admin/listing-reviews', { state: 'pending', kind: 'product', pageNum: 1, pageSize: 50 });
  const review = queue.data.rows.find((row) => row.itemId === id);
  expect(review, `a pending 上架审核 for product ${id}`).toBeDefined();
  const approved = await operator.post(`/api/admin/listing-reviews/${review?.id}/approve`, {});
  expect(approved.code, approved.msg).toBe(200);
  return id;
}

/** The institution moves an order on, as its console's orderManage would. */
async function institutionActs(org: Api, orderId: number, action: 'accept' | 'start' | 'deliver' | 'decline', data: unknown = {}) {
  const answer = await org.post(`/api/org/orders/${orderId}/${action}`, data);
  expect(answer.code, answer.msg).toBe(200);
}

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

test.describe('找服务', () => {
  test('an enterprise finds a certified institution and its product from the hub, at 1440 and 375 px', async ({ page, request, expectAccessible, visitRecords }) => {
    // Five screens at each of two widths, each with an axe pass: on two shared cores that outgrows the default 45 s.
    test.setTimeout(120_000);
    const productName = `发明专利申请全程代理 ${Date.now().toString(36)}`;
    const productId = await publishProduct(await apiAs(request, 'orgCertified'), await apiAs(request, 'admin'), productName);

    for (const [width, height] of [
      [1440, 900],
      [375, 812],
    ] as const) {
      await page.setViewportSize({ width, height });

      await page.goto('/service');
      await expect(page.getByRole('heading', { level: 1, name: '找服务' })).toBeVisible();
      await expect(page.getByRole('region', { name: '优质服务机构' }).getByRole('article').first()).toBeVisible();
      await expectAccessible();
      await expectNoHorizontalOverflow(page);
      await shoot(page, `service-hub-${width}`);

      // By category: 知识产权 from the hub lands on 服务机构 filtered to it.
      await page.getByRole('region', { name: '服务类别' }).getByRole('link', { name: '知识产权' }).click();
      await expect(page).toHaveTitle('服务机构');
      await expect(page.getByRole('button', { name: '移除条件 服务类别：知识产权' })).toBeVisible();
      const institutions = page.getByRole('region', { name: '服务机构列表' });
      await expect(institutions.getByRole('article').first()).toBeVisible();
      await expectAccessible();
      await expectNoHorizontalOverflow(page);
      await shoot(page, `service-institutions-${width}`);

      await page.goto('/service/institutions?keyword=中创');
      await page.getByRole('link', { name: '浙江中创知识产权服务有限公司' }).click();
      await expect(page.getByRole('heading', { level: 1, name: '浙江中创知识产权服务有限公司' })).toBeVisible();
      await expect(page.getByRole('region', { name: /^服务产品/ }).getByRole('link', { name: productName })).toBeVisible();
      await expectAccessible();
      await expectNoHorizontalOverflow(page);
      await shoot(page, `service-institution-detail-${width}`);

      await page.goto(`/service/productPage?keyword=${encodeURIComponent(productName)}`);
      await page.getByRole('region', { name: '服务产品列表' }).getByRole('link', { name: productName }).click();
      await expect(page).toHaveURL(new RegExp(`/service/detail/${productId}$`));
      await expect(page.getByRole('heading', { level: 1, name: productName })).toBeVisible();
      await expect(page.getByText('面议').first()).toBeVisible();
      await expect(page.getByText('45 天')).toBeVisible();
      await expect(page.getByRole('region', { name: '交付成果' }).getByRole('listitem')).toHaveText(['查新检索报告', '专利申请文件', '受理通知书']);
      await expect(page.getByRole('region', { name: '用户评价' }).getByText('暂无评价')).toBeVisible();
      await expectAccessible();
      await expectNoHorizontalOverflow(page);
      await shoot(page, `service-product-detail-${width}`);

      await page.goto('/service/productPage?tab=cases');
      await expect(page.getByRole('tab', { name: '成功案例', selected: true })).toBeVisible();
      await expectAccessible();
      await expectNoHorizontalOverflow(page);
      await shoot(page, `service-cases-${width}`);
    }
    expect(visitRecords).toContain('服务产品详情');
  });

  test('an enterprise cancels while 待确认 and sees a declined order with its reason', async ({ page, request, loginAs, expectAccessible }) => {
    const org = await apiAs(request, 'orgCertified');
    const productId = await publishProduct(org, await apiAs(request, 'admin'), `专利检索分析 ${Date.now().toString(36)}`);
    const enterprise = await apiAs(request, 'enterprise');
    const place = async () => {
      const order = await enterprise.post<{ id: number }>('/api/service/orders', {
        productId,
        requirements: '希望对竞争对手的专利布局做一次检索分析',
        contactName: '王敏',
        contactPhone: '13800138000',
      });
      expect(order.code, order.msg).toBe(200);
      return order.data.id;
    };
    const toCancel = await place();
    const toDecline = await place();
    await institutionActs(org, toDecline, 'decline', { reason: '本月排期已满，建议下月再约' });
    await loginAs('enterprise');

    await page.goto(`/PersonalCenter/myOrder/${toCancel}`);
    await page.getByRole('region', { name: '订单信息' }).getByRole('button', { name: '取消订单' }).click();
    const dialog = page.getByRole('dialog', { name: '取消订单' });
    await dialog.getByRole('textbox', { name: '取消原因（选填）' }).fill('预算调整');
    await dialog.getByRole('button', { name: '确认取消' }).click();
    await expect(page.getByText('订单已取消：预算调整')).toBeVisible();
    await expect(page.getByRole('button', { name: '取消订单' })).toHaveCount(0);

    await page.goto(`/PersonalCenter/myOrder/${toDecline}`);
    await expect(page.getByText('机构已拒绝：本月排期已满，建议下月再约')).toBeVisible();
    await expect(page.getByRole('button', { name: '取消订单' })).toHaveCount(0);

    await page.goto('/PersonalCenter/myOrder?status=cancelled');
    await expect(page.getByRole('tab', { name: '已取消', selected: true })).toBeVisible();
    await expect(page.getByRole('region', { name: '订单列表' }).getByRole('article').first()).toBeVisible();
    await expectAccessible();
    await page.setViewportSize({ width: 375, height: 812 });
    await expectNoHorizontalOverflow(page);
    await shoot(page, 'service-my-order-375');
  });

  test('a failed 自评 condition offers a matching certified product', async ({ page, request, loginAs, expectAccessible }) => {
    const enterprise = await apiAs(request, 'enterprise');
    const projects = await enterprise.get<{ rows: { id: number }[] }>('/api/gDeclaraManage/list', { pageNum: 1, pageSize: 30 });
    // A remedy answers a failed condition; a condition merely 待核验 offers none (PRODUCT.md "The way forward").
    let found: { projectId: number; need: string; undecidedOnly: string[] } | null = null;
    for (const { id } of projects.data.rows) {
      const report = await enterprise.post<{ evaluation: { results: { status: string; serviceNeeds?: string[] }[] } }>(`/api/gDeclaraManage/${id}/evaluation`);
      const results = report.code === 200 ? report.data.evaluation.results : [];
      const failedNeeds = results.filter((row) => row.status === 'fail').flatMap((row) => row.serviceNeeds ?? []);
      const need = failedNeeds[0];
      if (need) {
        const undecided = results.filter((row) => row.status === 'unknown').flatMap((row) => row.serviceNeeds ?? []);
        found = { projectId: id, need, undecidedOnly: undecided.filter((item) => !failedNeeds.includes(item)) };
        break;
      }
    }
    if (!found) throw new Error('no seeded project leaves the demo enterprise a condition with a service need');
    const productName = `${found.need}一站式服务 ${Date.now().toString(36)}`;
    await publishProduct(await apiAs(request, 'orgCertified'), await apiAs(request, 'admin'), productName, [found.need]);
    await loginAs('enterprise');

    await page.goto(`/findpolicy/ProjectEvaluation/${found.projectId}`);
    await page.getByRole('button', { name: /^(开始自评|重新自评)$/ }).click();
    const bridge = page.getByRole('region', { name: '补短板：认证机构可以帮您' });
    const block = bridge.getByRole('region', { name: found.need });
    await expect(block.getByText(/^对应条件：.+（不符合）/)).toBeVisible();
    for (const need of found.undecidedOnly) await expect(bridge.getByRole('region', { name: need, exact: true })).toHaveCount(0);
    await expect(block.getByRole('link', { name: /.+/ }).first()).toBeVisible();
    await expectAccessible();
    await shoot(page, 'service-gap-bridge');
    await block.getByRole('link', { name: `查看全部“${found.need}”服务` }).click();
    await expect(page).toHaveTitle('服务产品与案例');
    await expect(page.getByText(/^共找到 [1-9]\d* 个产品$/)).toBeVisible();
    // Ranked by rating, a product without reviews yet may sit past the first page: find it by its name.
    await page.getByRole('textbox', { name: '关键词' }).fill(productName);
    await page.getByRole('textbox', { name: '关键词' }).press('Enter');
    await page.getByRole('region', { name: '服务产品列表' }).getByRole('link', { name: productName }).click();
    await expect(page.getByRole('heading', { level: 1, name: productName })).toBeVisible();
  });

  test('the home page figure of certified institutions leads to them', async ({ page }) => {
    await page.goto('/home');
    await page.getByRole('link', { name: /^认证服务机构 \d+ 家，查看服务机构$/ }).click();
    await expect(page).toHaveTitle('服务机构');
  });
});
