import type { APIRequestContext } from '@playwright/test';
import { HOSTS, apiLogin, expect, expectNoHorizontalOverflow, test, type ApiSession } from '@smes/e2e-support';
import type { Envelope } from '@smes/e2e-support';

type Created = { record: { demand: { id: number } } };

async function call<T>(request: APIRequestContext, session: ApiSession, method: 'GET' | 'POST', path: string, data?: object): Promise<T> {
  const answer = await request.fetch(`${HOSTS.portalApi}${path}`, { method, headers: await session.headers(), ...(data ? { data } : {}) });
  const envelope = (await answer.json()) as Envelope<T>;
  expect(envelope.code, `${method} ${path}: ${envelope.msg}`).toBe(200);
  return envelope.data;
}

/** A demand of 13800138001 submitted for review (the portal's 发布需求 has its own journey). */
async function submittedDemand(request: APIRequestContext, publisher: ApiSession, title: string): Promise<number> {
  const deadline = new Date(Date.now() + 8 * 3_600_000 + 30 * 86_400_000).toISOString().slice(0, 10);
  const created = await call<Created>(request, publisher, 'POST', '/api/market/my-demands', {
    type: 'outsourcing',
    title,
    description: '厂区约 3 万平方米，含办公楼保洁和绿化养护，服务期一年，需提供同类项目案例。',
    budgetMin: 10,
    budgetMax: 18,
    regionCode: '330203',
    industry: 'O',
    deadline,
    contactName: '陈建华',
    contactPhone: '13800138001',
    submit: true,
  });
  return created.record.demand.id;
}

test.describe('需求审核', () => {
  test('the operator rejects one demand with a reason the publisher receives, and approves another, which goes public', async ({ page, request, loginAs, expectAccessible }) => {
    test.setTimeout(120_000);
    const suffix = String(Date.now()).slice(-5);
    const publisher = await apiLogin(request, 'enterpriseNoWiki');
    const rejectTitle = `厂区保洁与绿化养护服务外包 ${suffix}`;
    const approveTitle = `车间照明节能改造外包 ${suffix}`;
    const rejectId = await submittedDemand(request, publisher, rejectTitle);
    const approveId = await submittedDemand(request, publisher, approveTitle);

    await loginAs('admin');
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/home');
    // The home page's entry (the header has one too, once the account type is known).
    await page.locator('#main').getByRole('link', { name: '需求审核' }).click();
    await expect(page).toHaveTitle('需求审核');
    // Oldest submission first: the seed's pending demands fill the first page, the new ones come last.
    const queue = page.getByRole('region', { name: '需求列表' });
    await expect(queue.getByRole('article').first()).toBeVisible();
    await expectAccessible();
    await page.screenshot({ path: test.info().outputPath('demand-review-1440.png'), fullPage: true });
    const pending = await call<{ total: number }>(request, await apiLogin(request, 'admin'), 'GET', '/api/admin/demands?pageNum=1&pageSize=10');
    await page.goto(`/demandReview?pageNum=${Math.ceil(pending.total / 10)}`);
    await queue.getByRole('link', { name: rejectTitle }).click();
    await expect(page).toHaveTitle('需求审核详情');
    await page.getByRole('button', { name: '驳回' }).click();
    const form = page.getByRole('dialog', { name: '驳回？' });
    await form.getByRole('button', { name: '确认驳回' }).click();
    await expect(form.getByText('请填写驳回原因（至少 2 个字）')).toBeVisible();
    await form.getByRole('textbox', { name: '驳回原因' }).fill('请补充服务面积明细和人员配置要求');
    await form.getByRole('button', { name: '确认驳回' }).click();
    await expect(page.getByText('已驳回：请补充服务面积明细和人员配置要求')).toBeVisible();
    await expectAccessible();
    await page.screenshot({ path: test.info().outputPath('demand-review-detail-1440.png'), fullPage: true });

    const messages = await call<{ rows: { title: string; content: string }[] }>(request, publisher, 'GET', '/api/message/list?pageNum=1&pageSize=5');
    expect(messages.rows.map((message) => `${message.title} ${message.content}`).join('\n')).toContain('请补充服务面积明细和人员配置要求');

    await page.goto(`/demandReview/${approveId}`);
    await page.getByRole('button', { name: '通过' }).click();
    await page.getByRole('dialog', { name: '确认通过？' }).getByRole('button', { name: '确认通过' }).click();
    await expect(page.getByRole('button', { name: '通过' })).toHaveCount(0);
    await expect(page.getByText('已通过')).toBeVisible();
    const detail = await call<{ demand: { status: string } }>(request, publisher, 'GET', `/api/market/demands/${approveId}`);
    expect(detail.demand.status).toBe('open');

    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/demandReview?reviewState=rejected');
    await expect(page.getByRole('region', { name: '需求列表' }).getByRole('article').first()).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await page.screenshot({ path: test.info().outputPath('demand-review-375.png'), fullPage: true });
    expect(rejectId).not.toBe(approveId);
  });
});
