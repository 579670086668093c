import type { APIRequestContext, Page } from '@playwright/test';
import { HOSTS, apiLogin, expect, expectNoHorizontalOverflow, newApiContext, policyDocument, publishPolicy, rdSubsidyRules, test } from '@smes/e2e-support';
import type { Envelope } from '@smes/e2e-support';

/**
 * Policies that find their enterprise: the operator publishes a policy whose rule set 云栖
 * (13800138000, 杭州市余杭区) meets, and the message arrives in 消息中心 with the conditions and the money.
 */

const MESSAGE_CENTER_PATH = '/PersonalCenter/messageCenter';
const SUBSCRIPTION_PATH = '/PersonalCenter/mySubscription';

type Message = { title: string; match?: unknown };

let docNumber = 0;

/** Publishes, as the platform operators through the API (drafted by admin, approved by admin2), a 杭州市 R&D subsidy with its rules written on the desk. */
async function publishWithRuleSet(request: APIRequestContext, title: string): Promise<{ id: number; pushJob: { id: number } }> {
  docNumber += 1;
  const published = await publishPolicy(
    request,
    policyDocument({
      title,
      docNo: `杭科高〔2026〕${Date.now() % 1_000_000}-${docNumber}号`,
      supportAmount: 50,
      articles: [{ id: 'a1', kind: 'article', text: '在本市注册、上年度研发费用不低于 50 万元、建立研发费用辅助账且研发费用占营业收入 3% 以上的企业，按上年度研发费用的 10% 给予补助，最高 50 万元。' }],
      rules: rdSubsidyRules(),
    }),
  );
  if (!published.pushJob) throw new Error('publishing with a rule set must enqueue a push job');
  return { id: published.policyId, pushJob: published.pushJob };
}

/** The job runs in the background after the publish answers; the operator can watch it finish. */
async function jobFinished(request: APIRequestContext, jobId: number): Promise<void> {
  const operator = await apiLogin(request, 'admin');
  await expect
    .poll(async () => {
      const answer = await request.get(`${HOSTS.portalApi}/api/admin/push-job/${jobId}`, { headers: { Authorization: `Bearer ${operator.token}` } });
      return ((await answer.json()) as Envelope<{ status: string }>).data.status;
    }, { timeout: 15_000 })
    .toBe('done');
}

/** The titles of the enterprise's latest messages, read with its own token (the job runs after the publish answers). */
async function messageTitles(page: Page, request: APIRequestContext): Promise<string[]> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const answer = await request.get(`${HOSTS.portalApi}/api/message/list?pageNum=1&pageSize=50`, { headers: { Authorization: `Bearer ${token ?? ''}` } });
  return ((await answer.json()) as Envelope<{ rows: Message[] }>).data.rows.map((message) => message.title);
}

async function setPushSwitch(page: Page, on: boolean): Promise<void> {
  await page.goto(SUBSCRIPTION_PATH);
  const toggle = page.getByRole('region', { name: '政策匹配推送' }).getByRole('switch', { name: '可能符合的政策推送' });
  await expect(toggle).toBeVisible();
  await toggle.setChecked(on);
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('订阅已保存')).toBeVisible();
}

test.describe('policies that find their enterprise', () => {
  test('the operator publishes a policy 13800138000 qualifies for → its message arrives in 消息中心 with the conditions', async ({ page, loginAs, playwright, expectAccessible }, testInfo) => {
    await loginAs('enterprise');
    const title = `杭州市企业研发费用投入补助实施细则（${Date.now()}）`;
    const operator = await newApiContext(playwright);
    const published = await publishWithRuleSet(operator, title);
    await jobFinished(operator, published.pushJob.id);
    await operator.dispose();
    expect(await messageTitles(page, page.request)).toContain(`你可能符合《${title}》`);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(MESSAGE_CENTER_PATH);
    const list = page.getByRole('list', { name: '消息列表' });
    const link = list.getByRole('link', { name: new RegExp(`你可能符合《${title.replace(/[()（）]/g, '.')}》`) });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('href', new RegExp(`/${published.id}$`));

    const conditions = list.getByRole('region', { name: `你可能符合《${title}》：适用条件` });
    await expect(conditions.getByRole('listitem')).toHaveText([
      /^注册地在杭州市：满足（/,
      /：满足（/,
      /：满足（/,
      /：满足（/,
    ]);
    // 研发费用 436 万元 × 10% = 43.6 万元, under the 50 万元 cap (a cap is its own line only where it binds): as 智能匹配 says.
    await expect(conditions).toContainText('预估可获：保守 43.6 万元 ～ 乐观 43.6 万元（研发费用（上年度） 436 万元 × 10% = 43.6 万元）');
    await expectAccessible();
    await page.screenshot({ path: testInfo.outputPath('push-message-1440.png'), fullPage: false });

    await page.setViewportSize({ width: 375, height: 800 });
    await conditions.scrollIntoViewIfNeeded();
    await expectNoHorizontalOverflow(page);
    await page.screenshot({ path: testInfo.outputPath('push-message-375.png'), fullPage: false });
  });

  test('turned off in 我的订阅, a qualifying policy sends nothing; turned back on, it does again', async ({ page, loginAs, playwright, expectAccessible }, testInfo) => {
    await loginAs('enterprise');
    await setPushSwitch(page, false);
    await expect(page.getByText('已关闭：新发布的政策即使您可能符合，也不会推送给您。')).toBeVisible();
    await expectAccessible();
    await page.setViewportSize({ width: 375, height: 800 });
    await page.getByRole('region', { name: '政策匹配推送' }).scrollIntoViewIfNeeded();
    await expectNoHorizontalOverflow(page);
    await page.screenshot({ path: testInfo.outputPath('push-setting-375.png'), fullPage: false });
    await page.setViewportSize({ width: 1440, height: 900 });

    const stamp = Date.now();
    const silent = `杭州市企业研发费用投入补助实施细则（关闭时发布 ${stamp}）`;
    const heard = `杭州市企业研发费用投入补助实施细则（重新开启后发布 ${stamp}）`;
    const operator = await newApiContext(playwright);
    const first = await publishWithRuleSet(operator, silent);
    await jobFinished(operator, first.pushJob.id);
    await setPushSwitch(page, true);
    const second = await publishWithRuleSet(operator, heard);
    await jobFinished(operator, second.pushJob.id);
    await operator.dispose();

    const titles = await messageTitles(page, page.request);
    expect(titles).toContain(`你可能符合《${heard}》`);
    expect(titles).not.toContain(`你可能符合《${silent}》`);
  });
});
