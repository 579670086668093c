import type { APIRequestContext, Page } from '@playwright/test';
import { ACCOUNTS, HOSTS, expect, expectNoHorizontalOverflow, test } from '@smes/e2e-support';

type Envelope<T> = { code: number; msg: string; data: T };

/** The double-submit XSRF header for a request context that already holds the portal's cookie. */
async function xsrfHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  const { cookies } = await request.storageState();
  const cookie = cookies.find((item) => item.name === 'XSRF-TOKEN');
  return cookie ? { 'X-XSRF-TOKEN': cookie.value } : {};
}

/**
 * The certified institution (浙江中创知识产权服务有限公司) puts a product on the shelf through the API, as its
 * console would (the console screens are part 9c); answers the product's id.
 */
async function publishProduct(request: APIRequestContext, name: string): Promise<number> {
  const login = await request.post(`${HOSTS.portalApi}/api/v1/user/login`, { form: ACCOUNTS.orgCertified });
  expect(login.ok()).toBe(true);
  const { data: session } = (await login.json()) as Envelope<{ token: string }>;
  const headers = { Authorization: `Bearer ${session.token}`, ...(await xsrfHeaders(request)) };
  const created = await request.post(`${HOSTS.portalApi}/api/org/products`, {
    headers,
    data: {
      name,
      category: '知识产权',
      needs: ['专利申请代理'],
      summary: '从技术交底到答复审查意见，一次委托全程代理',
      description: '由机械、电子背景的专利代理师一对一对接，先查新检索再撰写，降低驳回风险。',
      priceMode: 'negotiable',
      price: null,
      deliveryDays: 45,
      deliverables: ['查新检索报告', '专利申请文件', '受理通知书'],
      process: ['技术交底', '查新检索', '撰写与确认', '提交申请'],
    },
  });
  const product = (await created.json()) as Envelope<{ product: { id: number } }>;
  expect(product.code, product.msg).toBe(200);
  const id = product.data.product.id;
  const shelf = (await (await request.post(`${HOSTS.portalApi}/api/org/products/${id}/shelf`, { headers, data: { status: 'on_shelf' } })).json()) as Envelope<unknown>;
  expect(shelf.code, shelf.msg).toBe(200);
  return id;
}

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

test.describe('找服务 (issue 9)', () => {
  test('an enterprise finds a certified institution and its product from the hub, at 1440 and 375 px', async ({ page, request, expectAccessible, visitRecords }) => {
    const productName = `发明专利申请全程代理 ${Date.now().toString(36)}`;
    const productId = await publishProduct(request, productName);

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

  test('the home page figure of certified institutions leads to them', async ({ page }) => {
    await page.goto('/home');
    await page.getByRole('link', { name: /^认证服务机构 \d+ 家，查看服务机构$/ }).click();
    await expect(page).toHaveTitle('服务机构');
  });
});
