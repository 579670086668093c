import { HOSTS, apiLogin, expect, expectNoHorizontalOverflow, test } from '@smes/e2e-support';
import type { Envelope } from '@smes/e2e-support';

/** A date `days` from today in China, as the date field takes it. */
function chinaDay(days: number): string {
  return new Date(Date.now() + 8 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
}

test.describe('找市场', () => {
  test('the hub links its three sub-pages and the newest demands, readable at 375 px', async ({ page, visitRecords, expectAccessible }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/home');
    await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '找市场' }).click();
    await expect(page).toHaveTitle('找市场');
    await expect.poll(() => visitRecords).toContain('找市场');
    const sections = page.getByRole('navigation', { name: '找市场栏目' });
    await expect(sections.getByRole('link', { name: /优质中小企业/ })).toHaveAttribute('href', '/market/marketcustom');
    await expect(sections.getByRole('link', { name: /链主合作平台/ })).toHaveAttribute('href', '/market/marketplatform');
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(6);
    await expectAccessible();
    await page.screenshot({ path: test.info().outputPath('market-hub-1440.png'), fullPage: true });

    await sections.getByRole('link', { name: /市场项目/ }).click();
    await expect(page).toHaveTitle('市场项目');
    await page.getByRole('combobox', { name: '需求类型' }).selectOption({ label: '技术需求' });
    await expect(page).toHaveURL(/type=technology/);
    await expect(page.getByRole('main').getByText(/共找到 \d+ 条需求/)).toBeVisible();
    await expect(page.getByRole('region', { name: '需求列表' }).getByRole('article').first()).toBeVisible();
    await expectAccessible();
    await page.screenshot({ path: test.info().outputPath('market-order-1440.png'), fullPage: true });

    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/market');
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await page.screenshot({ path: test.info().outputPath('market-hub-375.png'), fullPage: true });
    await page.goto('/market/marketorder?type=technology');
    await expect(page.getByRole('button', { name: /^筛选/ })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await page.screenshot({ path: test.info().outputPath('market-order-375.png'), fullPage: true });
  });

  test('publish a demand → the operator approves → another enterprise responds → the publisher accepts', async ({ page, request, loginAs, expectAccessible }) => {
    test.setTimeout(120_000);
    const title = `采购伺服压装机 ${String(Date.now()).slice(-5)} 台`;

    // The publisher (13800138000) fills 发布需求 and submits it for review.
    await loginAs('enterprise');
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/market/requirements');
    await expect(page).toHaveTitle('发布需求');
    const form = page.getByRole('form', { name: '发布需求' });
    await form.getByRole('button', { name: '提交审核' }).click();
    await expect(form.getByText('请选择需求类型')).toBeVisible();
    await form.getByRole('combobox', { name: '需求类型' }).selectOption({ label: '采购' });
    await form.getByRole('combobox', { name: '所属行业' }).selectOption({ label: '制造业' });
    await form.getByRole('textbox', { name: '需求标题' }).fill(title);
    await form.getByRole('textbox', { name: '需求描述' }).fill('用于电机转子与轴承的压装，压力 5 吨，带压力-位移曲线监控和数据追溯，含安装调试与操作培训。');
    // 所在地区 starts at the ledger's registered region and is found by typing part of a name.
    const region = form.getByRole('combobox', { name: '所在地区' });
    await expect(region).toHaveValue(/^浙江省杭州市/);
    await expect(form.getByRole('textbox', { name: '联系电话' })).toHaveValue('13800138000');
    await region.fill('余杭');
    const divisions = page.getByRole('listbox');
    await expect(divisions.getByRole('option')).toHaveText(['浙江省杭州市余杭区']);
    await divisions.getByRole('option', { name: '浙江省杭州市余杭区', exact: true }).click();
    await expect(region).toHaveValue('浙江省杭州市余杭区');
    await form.getByLabel(/截止日期/).fill(chinaDay(30));
    await form.getByRole('textbox', { name: '预算下限（万元）' }).fill('20');
    await form.getByRole('textbox', { name: '预算上限（万元）' }).fill('35');
    await form.getByRole('textbox', { name: '联系人' }).fill('周思远');
    await form.getByRole('textbox', { name: '联系电话' }).fill('13800138000');
    await expectAccessible();
    await page.screenshot({ path: test.info().outputPath('market-requirements-1440.png'), fullPage: true });
    await page.setViewportSize({ width: 375, height: 800 });
    await expectNoHorizontalOverflow(page);
    await page.screenshot({ path: test.info().outputPath('market-requirements-375.png'), fullPage: true });
    await page.setViewportSize({ width: 1440, height: 900 });
    await form.getByRole('button', { name: '提交审核' }).click();
    await expect(page).toHaveTitle('我的需求详情');
    await expect(page.getByText('已提交，平台审核通过后公开。')).toBeVisible();
    const demandId = Number(/\/PersonalCenter\/demand\/(\d+)/.exec(page.url())?.[1]);
    expect(demandId).toBeGreaterThan(0);

    // The operator approves it. This spec drives the portal only; the console's 需求审核 screens have their
    // own journey (org-console-e2e demand-review.spec.ts), so here the decision goes through the API.
    const operator = await apiLogin(request, 'admin');
    const approved = await request.post(`${HOSTS.portalApi}/api/admin/demands/${demandId}/approve`, { headers: await operator.headers(), data: {} });
    expect(((await approved.json()) as Envelope<unknown>).code).toBe(200);

    // Another enterprise (13800138002) finds it in 市场项目 and responds.
    await loginAs('enterpriseNoOrg');
    await page.goto('/market/marketorder');
    const search = page.getByRole('search', { name: '搜索需求' });
    await search.getByRole('textbox', { name: '关键词' }).fill(title);
    await search.getByRole('button', { name: '搜索' }).click();
    await page.getByRole('region', { name: '需求列表' }).getByRole('link', { name: title }).click();
    await expect(page).toHaveTitle('需求详情');
    await expect(page.getByText('联系方式仅对发布方采纳的对接单位可见。')).toBeVisible();
    const respond = page.getByRole('form', { name: '我要对接' });
    await respond.getByRole('textbox', { name: '对接说明' }).fill('我司生产伺服压装机十余年，可提供 5 吨机型并现场调试，附方案。');
    await respond.getByRole('textbox', { name: '联系人' }).fill('李文博');
    await respond.getByRole('textbox', { name: '联系电话' }).fill('13800138002');
    await respond.getByLabel('选择附件').setInputFiles({ name: '压装机方案.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n') });
    await respond.getByRole('button', { name: '提交对接' }).click();
    await expect(page.getByText('您已提交对接，发布方会收到通知。')).toBeVisible();
    await expect(page.getByRole('button', { name: '下载附件：压装机方案.pdf' })).toBeVisible();
    await expectAccessible();
    await page.screenshot({ path: test.info().outputPath('market-order-detail-1440.png'), fullPage: true });
    await page.setViewportSize({ width: 375, height: 800 });
    await expectNoHorizontalOverflow(page);
    await page.screenshot({ path: test.info().outputPath('market-order-detail-375.png'), fullPage: true });

    // The publisher accepts it in 个人中心 › 我的需求.
    await loginAs('enterprise');
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`/PersonalCenter/demand/${demandId}`);
    await expect(page).toHaveTitle('我的需求详情');
    const response = page.getByRole('article', { name: '温州瓯江新材料有限公司的对接' });
    await expect(response.getByText('13800138002')).toBeVisible();
    await response.getByRole('button', { name: '采纳 温州瓯江新材料有限公司 的对接' }).click();
    const dialog = page.getByRole('dialog', { name: '采纳 温州瓯江新材料有限公司 的对接' });
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect(response.getByText('已采纳')).toBeVisible();
    await expect(page.getByText('已公开，当前对接中。')).toBeVisible();
    await expect(page.getByRole('button', { name: '标记已成交' })).toBeVisible();
    await expectAccessible();
    await page.screenshot({ path: test.info().outputPath('personal-center-demand-1440.png'), fullPage: true });
    await page.setViewportSize({ width: 375, height: 800 });
    await expectNoHorizontalOverflow(page);
    await page.screenshot({ path: test.info().outputPath('personal-center-demand-375.png'), fullPage: true });

    // The responder now sees the publisher's contact.
    await loginAs('enterpriseNoOrg');
    await page.goto(`/market/marketorder/detail/${demandId}`);
    await expect(page.getByText('发布方已采纳您的对接，联系方式已对您可见。')).toBeVisible();
    await expect(page.getByText('周思远 · 13800138000')).toBeVisible();

    // …and finds it in 个人中心 › 我的需求 › 我对接的需求, accepted.
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/PersonalCenter/demand');
    await expect(page).toHaveTitle('我的需求');
    const mine = page.getByRole('region', { name: '我对接的需求列表' }).getByRole('article', { name: title });
    await expect(mine.getByText('已采纳我的对接')).toBeVisible();
    await expect(mine.getByText('我的对接说明：我司生产伺服压装机十余年，可提供 5 吨机型并现场调试，附方案。')).toBeVisible();
    await expectAccessible();
    await page.setViewportSize({ width: 375, height: 800 });
    await expectNoHorizontalOverflow(page);
    await page.screenshot({ path: test.info().outputPath('personal-center-my-responses-375.png'), fullPage: true });
  });
});
