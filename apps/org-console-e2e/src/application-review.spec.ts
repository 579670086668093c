import type { APIRequestContext, Page } from '@playwright/test';
import { HOSTS, apiLogin, expect, expectNoHorizontalOverflow, submittedApplication, test, type ApiSession } from '@smes/e2e-support';
import type { Envelope } from '@smes/e2e-support';

type Event = { status: string; actor?: string | null; reason?: string | null; publicity?: { start: string; end: string } | null; disbursement?: { amountWan: number; date: string } | null };
type Message = { title: string; link: { kind: string; id: number } | null };

/** What the enterprise sees of its application (its own API, as the portal reads it). */
async function enterpriseView(request: APIRequestContext, enterprise: ApiSession, id: number) {
  const detail = (await (await request.get(`${HOSTS.portalApi}/api/application/${id}`, { headers: await enterprise.headers() })).json()) as Envelope<{ status: string; timeline: Event[] }>;
  const messages = (await (await request.get(`${HOSTS.portalApi}/api/message/list?pageSize=50`, { headers: await enterprise.headers() })).json()) as Envelope<{ rows: Message[] }>;
  return { ...detail.data, messages: messages.data.rows.filter((message) => message.link?.kind === 'application' && message.link.id === id).map((message) => message.title) };
}

/** Opens the step's dialog, fills what it asks for, confirms, and waits for the new state. */
async function act(page: Page, action: string, state: string, fill?: (dialog: ReturnType<Page['getByRole']>) => Promise<void>) {
  await page.getByRole('button', { name: action, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `确认${action}？` });
  await expect(dialog).toBeVisible();
  if (fill) await fill(dialog);
  await dialog.getByRole('button', { name: `确认${action}` }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`当前状态：${state}`, { exact: true })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: `已${action}，当前状态：${state}。已通知申报企业。` })).toBeVisible();
}

function chinaDay(offsetDays = 0): string {
  return new Date(Date.now() + 8 * 3600 * 1000 + offsetDays * 24 * 3600 * 1000).toISOString().slice(0, 10);
}

test.describe('申报受理 (兑现进度)', () => {
  test('the operator moves an application of 13800138000 through 受理 → 审核通过 → 公示 → 拨付, and each step reaches the enterprise', async ({
    page,
    request,
    loginAs,
    visitRecords,
    expectAccessible,
  }) => {
    const application = await submittedApplication(request, 'enterprise');
    const enterprise = await apiLogin(request, 'enterprise');
    await loginAs('admin');

    await page.goto('/home');
    // The home page's count of what waits in each queue leads to it (the header has an entry too).
    await expect(page.getByRole('list', { name: '待办' })).toBeVisible();
    await page.locator('#main').getByRole('link', { name: /^申报受理：\d+ 个申报待受理$/ }).click();
    await expect(page).toHaveURL(`${HOSTS.console}/applicationReview`);
    await expect(page).toHaveTitle('申报受理');
    await expect.poll(() => visitRecords).toContain('申报受理');
    await expect(page.getByRole('tab', { name: /^已提交 \d+$/, selected: true })).toBeVisible();
    await page.getByRole('textbox', { name: '企业或项目名称' }).fill(application.projectName);
    await page.getByRole('button', { name: '搜索' }).click();
    const list = page.getByRole('region', { name: '申报列表' });
    await expect(list.getByRole('article')).toHaveCount(1);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.screenshot({ path: test.info().outputPath('application-review-1440.png'), fullPage: true });
    await expectAccessible();

    await list.getByRole('link', { name: application.projectName }).click();
    await expect(page).toHaveURL(`${HOSTS.console}/applicationReview/${application.id}`);
    await expect(page).toHaveTitle('申报受理详情');
    await expect(page.getByText('杭州云栖智造科技有限公司')).toBeVisible();
    await expect(page.getByText('当前状态：已提交', { exact: true })).toBeVisible();

    // The operator opens what the enterprise uploaded before deciding: each material downloads and previews.
    const materials = page.getByRole('list', { name: '申报材料' });
    const first = materials.getByRole('button', { name: /^下载.+：.+\.pdf$/ }).first();
    const download = page.waitForEvent('download');
    await first.click();
    expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
    await materials.getByRole('button', { name: /^预览/ }).first().click();
    const preview = page.getByRole('dialog', { name: /^预览：.+\.pdf$/ });
    await preview.getByRole('button', { name: '关闭' }).click();
    await expect(preview).toBeHidden();

    await act(page, '受理', '已受理', async (dialog) => {
      await dialog.getByRole('textbox', { name: '办理说明（选填）' }).fill('材料齐全，予以受理');
    });
    let seen = await enterpriseView(request, enterprise, application.id);
    expect(seen.status).toBe('accepted');
    expect(seen.timeline.at(-1)).toMatchObject({ status: 'accepted', actor: '平台运营' });
    expect(seen.messages).toContain(`申报已受理：${application.projectName}`);

    await act(page, '开始审核', '审核中');
    await act(page, '审核通过', '审核通过');
    seen = await enterpriseView(request, enterprise, application.id);
    expect(seen.timeline.map((event) => event.status).slice(-3)).toEqual(['accepted', 'reviewing', 'approved']);

    // The 公示 dialog: keyboard only, checked before it is sent.
    await page.getByRole('button', { name: '公示', exact: true }).focus();
    await page.keyboard.press('Enter');
    const publicity = page.getByRole('dialog', { name: '确认公示？' });
    await expect(publicity.getByLabel(/公示开始日期/)).toHaveValue(chinaDay());
    await page.screenshot({ path: test.info().outputPath('application-review-dialog-1440.png') });
    await expectAccessible();
    await publicity.getByRole('button', { name: '取消' }).click();
    await act(page, '公示', '公示中');
    seen = await enterpriseView(request, enterprise, application.id);
    expect(seen.timeline.at(-1)?.publicity).toEqual({ start: chinaDay(), end: chinaDay(6) });

    await act(page, '拨付', '已拨付', async (dialog) => {
      await dialog.getByRole('button', { name: '确认拨付' }).click();
      await expect(dialog.getByText('请输入大于 0 的拨付金额')).toBeVisible();
      await dialog.getByRole('textbox', { name: '拨付金额（万元）' }).fill('30');
    });
    await expect(page.getByText(/该申报已办结（已拨付）/)).toBeVisible();
    const records = page.getByRole('list', { name: '办理记录' }).getByRole('listitem');
    await expect(records.first()).toContainText('拨付：30 万元');

    seen = await enterpriseView(request, enterprise, application.id);
    expect(seen.status).toBe('disbursed');
    expect(seen.timeline.at(-1)?.disbursement).toEqual({ amountWan: 30, date: chinaDay() });
    expect(seen.messages.sort()).toEqual(
      ['已提交', '已受理', '审核中', '审核通过', '公示中', '已拨付'].map((step) => `申报${step}：${application.projectName}`).sort(),
    );

    await page.setViewportSize({ width: 375, height: 800 });
    await page.reload();
    await expect(page.getByText('当前状态：已拨付', { exact: true })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await page.screenshot({ path: test.info().outputPath('application-review-detail-375.png'), fullPage: true });
    await expectAccessible();
    await page.goto('/applicationReview?status=all');
    await expect(page.getByRole('region', { name: '申报列表' }).getByRole('article').first()).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await page.screenshot({ path: test.info().outputPath('application-review-375.png'), fullPage: true });
    await expectAccessible();
  });

  test('an enterprise account cannot reach the operator screen, on the page or through the API', async ({ page, request, loginAs, expectAccessible }) => {
    const application = await submittedApplication(request, 'enterprise');
    await loginAs('enterprise');
    await page.goto(`/applicationReview/${application.id}`);
    await expect(page.getByText('无权访问')).toBeVisible();
    await expect(page.getByRole('button', { name: '受理', exact: true })).toHaveCount(0);
    await expectAccessible();
    const enterprise = await apiLogin(request, 'enterprise');
    const answer = await request.post(`${HOSTS.portalApi}/api/admin/applications/${application.id}/transition`, {
      headers: await enterprise.headers(),
      data: { action: 'accept', from: 'submitted' },
    });
    expect(answer.status()).toBe(403);
    expect(((await answer.json()) as Envelope<null>).msg).toBe('无权执行此操作');
  });
});
