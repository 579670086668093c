import { HOSTS, apiLogin, expect, expectNoHorizontalOverflow, operatorStep, submittedApplication, test } from '@smes/e2e-support';

const MESSAGE_CENTER_PATH = '/PersonalCenter/messageCenter';

function chinaDay(offsetDays = 0): string {
  return new Date(Date.now() + 8 * 3600 * 1000 + offsetDays * 24 * 3600 * 1000).toISOString().slice(0, 10);
}

/** Message titles carry the project name, which may hold regex characters. */
function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

test.describe('兑现进度: the enterprise follows its application past 已提交', () => {
  test('each step the operator takes reaches 消息中心 and the 申报进度 timeline, down to the amount paid', async ({
    page,
    request,
    loginAs,
    visitRecords,
    expectAccessible,
  }) => {
    const application = await submittedApplication(request, 'enterprise');
    const operator = await apiLogin(request, 'admin');
    await loginAs('enterprise');

    await operatorStep(request, operator, application.id, { action: 'accept', from: 'submitted', note: '材料齐全，予以受理' });
    await page.goto(MESSAGE_CENTER_PATH);
    const accepted = page.getByRole('list', { name: '消息列表' }).getByRole('link', { name: new RegExp(escape(`申报已受理：${application.projectName}`)) });
    await expect(accepted).toContainText('说明：材料齐全，予以受理');
    await accepted.click();
    await expect(page).toHaveURL(`/PersonalCenter/myApplication/${application.id}`);
    await expect(page).toHaveTitle('申报进度');
    await expect.poll(() => visitRecords).toContain('申报进度');
    await expect(page.getByText('当前环节：已受理，等待审核')).toBeVisible();
    // Each step is the project's 受理部门's, not the operator account's that recorded it.
    const project = (await (await request.get(`${HOSTS.portalApi}/api/gDeclaraManage/${application.projectId}`)).json()) as { data: { deptName: string } };
    expect(project.data.deptName).not.toBe('');
    await expect(page.getByRole('list', { name: '办理记录' }).getByRole('listitem').first()).toContainText(`办理：${project.data.deptName}`);

    await operatorStep(request, operator, application.id, { action: 'startReview', from: 'accepted' });
    await operatorStep(request, operator, application.id, { action: 'pass', from: 'reviewing' });
    await operatorStep(request, operator, application.id, { action: 'publicize', from: 'approved', publicity: { start: chinaDay(), end: chinaDay(6) } });
    await page.reload();
    await expect(page.getByText(`当前环节：公示中，公示期 ${chinaDay()} 至 ${chinaDay(6)}`)).toBeVisible();

    await operatorStep(request, operator, application.id, { action: 'disburse', from: 'publicizing', disbursement: { amountWan: 30, date: chinaDay() } });
    await page.reload();
    await expect(page.getByText(`当前环节：已拨付 30 万元（${chinaDay()}）`)).toBeVisible();
    const stepper = page.getByRole('list', { name: '申报流程' });
    await expect(stepper).toContainText('已拨付');
    const records = page.getByRole('list', { name: '办理记录' }).getByRole('listitem');
    await expect(records).toHaveCount(7);
    await expect(records.first()).toContainText(`拨付金额：30 万元（${chinaDay()}）`);
    // The money is the fund of the policy's own region (中央 for a national one).
    await expect(records.first()).toContainText(/资金来源：\S+财政专项资金/);
    await expect(records.nth(1)).toContainText(`公示期：${chinaDay()} 至 ${chinaDay(6)}`);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.screenshot({ path: test.info().outputPath('application-progress-1440.png'), fullPage: true });
    await expectAccessible();

    await page.goto(MESSAGE_CENTER_PATH);
    const list = page.getByRole('list', { name: '消息列表' });
    for (const step of ['已受理', '审核中', '审核通过', '公示中', '已拨付']) {
      await expect(list.getByRole('link', { name: new RegExp(escape(`申报${step}：${application.projectName}`)) })).toBeVisible();
    }

    await page.goto('/PersonalCenter/myApplication?status=disbursed');
    const card = page.getByRole('region', { name: '申报列表' }).getByRole('article').filter({ hasText: application.projectName });
    await expect(card).toContainText(`当前环节：已拨付 30 万元（${chinaDay()}）`);
    await card.getByRole('link', { name: `办理进度：${application.projectName}` }).click();
    await expect(page).toHaveURL(`/PersonalCenter/myApplication/${application.id}`);

    await page.setViewportSize({ width: 375, height: 800 });
    await expect(page.getByRole('list', { name: '办理记录' }).getByRole('listitem')).toHaveCount(7);
    await expectNoHorizontalOverflow(page);
    await page.screenshot({ path: test.info().outputPath('application-progress-375.png'), fullPage: true });
    await expectAccessible();
  });

  test('an application stopped at 审核未通过 shows why', async ({ page, request, loginAs }) => {
    const application = await submittedApplication(request, 'enterprise');
    const operator = await apiLogin(request, 'admin');
    await operatorStep(request, operator, application.id, { action: 'accept', from: 'submitted' });
    await operatorStep(request, operator, application.id, { action: 'startReview', from: 'accepted' });
    await operatorStep(request, operator, application.id, { action: 'fail', from: 'reviewing', reason: '研发投入占比低于项目要求' });
    await loginAs('enterprise');
    await page.goto(`/PersonalCenter/myApplication/${application.id}`);
    await expect(page.getByText('当前环节：审核未通过：研发投入占比低于项目要求')).toBeVisible();
    await expect(page.getByRole('list', { name: '申报流程' })).not.toContainText('已拨付');
    await expect(page.getByText('原因：研发投入占比低于项目要求', { exact: true })).toBeVisible();
  });
});
