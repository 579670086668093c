import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { HOSTS, expect, expectNoHorizontalOverflow, test } from '@smes/e2e-support';
import type { Envelope } from '@smes/e2e-support';

/** The stand-in's 高新技术企业认定管理办法 (国科发火〔2016〕32号), by its document number. */
async function highTechPolicyId(request: APIRequestContext): Promise<number> {
  const answer = await request.get(`${HOSTS.portalApi}/api/policy/list?keyword=${encodeURIComponent('高新技术企业认定管理办法')}&pageSize=20`);
  expect(answer.ok()).toBe(true);
  const rows = ((await answer.json()) as Envelope<{ rows: { id: number; docNo: string }[] }>).data.rows;
  const row = rows.find((candidate) => candidate.docNo === '国科发火〔2016〕32号');
  if (!row) throw new Error('国科发火〔2016〕32号 is not seeded');
  return row.id;
}

/** A seeded policy by its exact title (the valid one, if a revision exists). */
async function policyIdTitled(request: APIRequestContext, title: string): Promise<number> {
  const answer = await request.get(`${HOSTS.portalApi}/api/policy/list?keyword=${encodeURIComponent(title)}&pageSize=20`);
  expect(answer.ok()).toBe(true);
  const row = ((await answer.json()) as Envelope<{ rows: { id: number; title: string }[] }>).data.rows.find((candidate) => candidate.title === title);
  if (!row) throw new Error(`${title} is not seeded`);
  return row.id;
}

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: false });
}

async function ask(scope: Page | Locator, question: string) {
  await scope.getByRole('textbox', { name: '输入您的问题' }).fill(question);
  await scope.getByRole('button', { name: '发送' }).click();
}

test.describe('AI 助手', () => {
  test('高企认定需要什么条件 streams an answer citing 国科发火〔2016〕32号, and a citation opens the policy at that clause', async ({
    page,
    expectAccessible,
    visitRecords,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/aiAssistant');
    await expect(page.getByRole('heading', { level: 1, name: 'AI 助手' })).toBeVisible();
    await expect(page.getByRole('list', { name: '推荐问题' })).toBeVisible();
    await expectAccessible();

    await ask(page, '高企认定需要什么条件');
    const sources = page.getByRole('list', { name: '引用来源' });
    await expect(sources).toBeVisible();
    await expect(sources.getByRole('listitem').first()).toContainText('国科发火〔2016〕32号');
    await expect(page.getByText('检索摘录', { exact: true })).toBeVisible();
    // The whole answer is announced once, at the end.
    await expect(page.locator('[aria-live="polite"]').filter({ hasText: '回答完成（检索摘录）' })).toHaveCount(1);
    await expect(page.getByRole('button', { name: '有帮助' })).toBeVisible();
    await expectAccessible();
    await shoot(page, 'assistant-answer-1440');
    expect(visitRecords).toContain('AI 助手');

    const first = sources.getByRole('listitem').first();
    const clause = /· (第.+?条)/.exec((await first.textContent()) ?? '')?.[1];
    expect(clause, 'the first citation names its article').toBeTruthy();
    await first.getByRole('link').click();
    await expect(page).toHaveURL(/\/findpolicy\/policyNoticeDetails\/\d+\?clause=\d+$/);
    const paragraph = new URL(page.url()).searchParams.get('clause');
    const cited = page.locator(`#clause-${paragraph}`);
    await expect(cited).toBeFocused();
    await expect(cited).toContainText(clause ?? '');
    await expect(cited).toBeInViewport();
    await shoot(page, 'assistant-cited-clause-1440');

    // 关怀模式 at 1440 px, anonymous: the answer and its citations in the larger type, nothing pushed off the side.
    await page.goto('/aiAssistant');
    await page.getByRole('banner').getByRole('switch', { name: '关怀模式' }).click();
    await expect(page.getByRole('banner').getByRole('switch', { name: '关怀模式' })).toBeChecked();
    await ask(page, '高企认定需要什么条件');
    await expect(page.getByRole('list', { name: '引用来源' }).getByRole('listitem').first()).toContainText('国科发火〔2016〕32号');
    await expect(page.getByRole('textbox', { name: '输入您的问题' })).toBeInViewport();
    await expectNoHorizontalOverflow(page);
    await expectAccessible();
    await shoot(page, 'assistant-answer-care-1440');
  });

  test('13800138000 asks 我能申请研发费用补助吗 and gets the conditions checked against its ledger', async ({ page, loginAs, expectAccessible }) => {
    await loginAs('enterprise');
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/aiAssistant');
    await ask(page, '我能申请研发费用补助吗');

    const conditions = page.getByRole('list', { name: '申报条件' });
    await expect(conditions).toBeVisible();
    expect(await conditions.getByRole('listitem').count()).toBeGreaterThan(2);
    await expect(conditions.getByText('符合', { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: /^条件核对：/ })).toBeVisible();
    // Kept by the server: the conversation is in 我的对话.
    await expect(page.getByRole('list', { name: '我的对话' }).getByRole('button', { name: /^我能申请研发费用补助吗/ })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await expectAccessible();
    await shoot(page, 'assistant-eligibility-375');

    // A reload continues the same conversation (its id is kept for the tab; the turns come from the server).
    await page.reload();
    await expect(page.getByRole('list', { name: '对话记录' }).getByRole('heading', { name: /我能申请研发费用补助吗/ })).toBeVisible();
  });

  test('the panel on a policy page answers about that policy, by keyboard, and Esc gives focus back', async ({ page, request, expectAccessible }) => {
    const id = await highTechPolicyId(request);
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(`/findpolicy/policyNoticeDetails/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: '高新技术企业认定管理办法' })).toBeVisible();

    const launcher = page.getByRole('button', { name: 'AI 助手' });
    await launcher.focus();
    await page.keyboard.press('Enter');
    const panel = page.getByRole('dialog', { name: 'AI 助手' });
    await expect(panel).toBeVisible();
    await expect(panel.getByText(/正在查看本页政策/)).toBeVisible();
    await ask(panel, '这份政策申请时要提交哪些材料');
    const sources = panel.getByRole('list', { name: '引用来源' });
    await expect(sources).toBeVisible();
    for (const link of await sources.getByRole('link').all()) {
      await expect(link).toHaveAttribute('href', new RegExp(`^/findpolicy/policyNoticeDetails/${id}\\?clause=\\d+$`));
    }
    await expectAccessible();
    await shoot(page, 'assistant-panel-375');

    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(launcher).toBeFocused();
  });

  test('问问这份政策 on the policy detail answers from that policy only', async ({ page, request, expectAccessible }) => {
    const id = await highTechPolicyId(request);
    for (const [width, height] of [
      [1440, 900],
      [375, 812],
    ] as const) {
      await page.setViewportSize({ width, height });
      await page.goto(`/findpolicy/policyNoticeDetails/${id}`);
      const block = page.getByRole('region', { name: '问问这份政策' });
      await block.getByRole('button', { name: '申报需要哪些材料' }).click();
      const sources = block.getByRole('list', { name: '引用来源' });
      await expect(sources).toBeVisible();
      for (const link of await sources.getByRole('link').all()) {
        await expect(link).toHaveAttribute('href', new RegExp(`^/findpolicy/policyNoticeDetails/${id}\\?clause=\\d+$`));
      }
      await expect(block.getByRole('textbox', { name: '输入您的问题' })).toBeFocused();
      await expectNoHorizontalOverflow(page);
      await expectAccessible();
      await block.scrollIntoViewIfNeeded();
      await shoot(page, `policy-assistant-${width}`);
    }
  });

  test('the question box grows with the question up to four lines, then scrolls (ADR 130: by CSS, no measured copy)', async ({ page, request }) => {
    const id = await highTechPolicyId(request);
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(`/findpolicy/policyNoticeDetails/${id}`);
    const box = page.getByRole('region', { name: '问问这份政策' }).getByRole('textbox', { name: '输入您的问题' });
    const height = async () => (await box.boundingBox())?.height ?? 0;
    const lines = (count: number) => Array.from({ length: count }, (_, index) => `第${index + 1}行`).join('\n');
    const one = await height();
    await box.fill(lines(3));
    const three = await height();
    await box.fill(lines(4));
    const four = await height();
    await box.fill(lines(8));
    const eight = await height();
    expect(three).toBeGreaterThan(one + 20);
    expect(four).toBeGreaterThan(three + 10);
    expect(eight).toBeCloseTo(four, 0);
    expect(await box.evaluate((element) => element.scrollHeight > element.clientHeight)).toBe(true);
    await expect(page.locator('textarea[aria-hidden="true"]')).toHaveCount(0);
    await box.fill('');
    expect(await height()).toBeCloseTo(one, 0);
  });

  test('stop generating stops the answer where it is', async ({ page, context }) => {
    await page.goto('/aiAssistant');
    await expect(page.getByRole('list', { name: '推荐问题' })).toBeVisible();
    // A slow line makes the stream last long enough to stop it midway.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 40, downloadThroughput: 1500, uploadThroughput: 100_000 });
    await ask(page, '高企认定需要什么条件');
    const stop = page.getByRole('button', { name: '停止生成' });
    await expect(stop).toBeVisible();
    await stop.click();
    await expect(page.getByText('已停止生成', { exact: true }).first()).toBeVisible();
    await expect(stop).toBeHidden();
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });

    const answer = page.getByRole('list', { name: '对话记录' }).getByRole('listitem').first();
    const stopped = await answer.textContent();
    await page.waitForTimeout(1500);
    await expect(answer).toHaveText(stopped ?? '');
    await expect(page.getByRole('list', { name: '引用来源' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: '重新生成' })).toBeVisible();
  });

  test('a question outside enterprise policy is declined politely, with what it can do', async ({ page }) => {
    await page.goto('/aiAssistant');
    await ask(page, '今天杭州天气怎么样');
    const answer = page.getByRole('list', { name: '对话记录' }).getByRole('listitem').first();
    await expect(answer).toContainText('不在我能回答的范围内');
    await expect(answer).toContainText('高企认定需要什么条件');
    await expect(page.getByRole('list', { name: '引用来源' })).toHaveCount(0);
  });

  test('owners’ words at 375 and 320 px, in both themes, anonymous and signed in: the conclusion first, the label explained, the question box in reach', async ({
    page,
    loginAs,
    expectAccessible,
  }) => {
    const inReach = async () => {
      const box = page.getByRole('textbox', { name: '输入您的问题' });
      await expect(box).toBeInViewport();
      await expectNoHorizontalOverflow(page);
    };
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/aiAssistant');
    await ask(page, '钱塘区新认定的高新技术企业区里奖多少');
    const turns = page.getByRole('list', { name: '对话记录' }).getByRole('listitem');
    // One conclusion sentence with the fact and its citation comes first.
    await expect(turns.first()).toContainText(/按《钱塘区关于高新技术企业认定奖励的实施细则》.*第一条，.*45 万元\[1\]/);
    await expect(turns.first().getByRole('link', { name: /^引用1：钱塘区关于高新技术企业认定奖励的实施细则 第一条/ })).toBeVisible();
    await expect(page.getByText(/回答逐字摘自政策原文，没有改写/).first()).toBeVisible();
    await expect(page.getByRole('button', { name: '有帮助' })).toHaveCount(1);
    let answered = 1;
    for (const question of ['苏州和杭州首次认定高企的奖励各是多少', '余杭专精特新奖励多少，要交哪些材料']) {
      await ask(page, question);
      answered += 1;
      // Each answer finished (its feedback buttons are there) before the next question.
      await expect(page.getByRole('button', { name: '有帮助' })).toHaveCount(answered);
    }
    await inReach();
    await expectAccessible();
    await shoot(page, 'owners-anonymous-375');

    // 关怀模式 at 320 px: bigger type, the same reach.
    await page.setViewportSize({ width: 320, height: 720 });
    await page.getByRole('banner').getByRole('switch', { name: '关怀模式' }).click();
    await inReach();
    await expectAccessible();
    await shoot(page, 'owners-anonymous-care-320');

    // Signed in, a long question (a long conversation title) still fits, and "can we" goes to the engine.
    await loginAs('enterprise');
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/aiAssistant');
    await ask(page, '帮我看看我们符不符合科技型中小企业的条件，我们是做工业视觉检测设备和智能产线控制软件的');
    await expect(page.getByRole('heading', { name: /^条件核对：.*科技型中小企业/ })).toBeVisible();
    await expect(page.getByRole('list', { name: '我的对话' }).getByRole('button', { name: /^帮我看看我们符不符合/ })).toBeVisible();
    await inReach();
    await expectAccessible();
    await shoot(page, 'owners-signed-in-care-375');
  });

  test('on a policy page at 1440 px: the panel answers 这份政策 from the page, and the chip 我符合这项政策的条件吗 takes a signed-in enterprise to the eligibility check', async ({
    page,
    request,
    loginAs,
    expectAccessible,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const talent = await policyIdTitled(request, '宁波市关于加快引进和培育高层次人才的若干意见');
    await page.goto(`/findpolicy/policyNoticeDetails/${talent}`);
    await page.getByRole('button', { name: 'AI 助手' }).click();
    const panel = page.getByRole('dialog', { name: 'AI 助手' });
    await ask(panel, '这份政策的博士补贴是多少');
    await expect(panel).toContainText(/按《宁波市关于加快引进和培育高层次人才的若干意见》.*第.条，.*博士.*15 万元[^[]*\[1\]/);
    const sources = panel.getByRole('list', { name: '引用来源' });
    for (const link of await sources.getByRole('link').all()) {
      await expect(link).toHaveAttribute('href', new RegExp(`^/findpolicy/policyNoticeDetails/${talent}\\?clause=\\d+$`));
    }
    await expectAccessible();
    await shoot(page, 'panel-this-policy-1440');
    await page.keyboard.press('Escape');

    await loginAs('enterprise');
    const specialised = await policyIdTitled(request, '余杭区关于促进中小企业专精特新发展的若干措施');
    await page.goto(`/findpolicy/policyNoticeDetails/${specialised}`);
    const block = page.getByRole('region', { name: '问问这份政策' });
    await block.getByRole('button', { name: '我符合这项政策的条件吗' }).click();
    await expect(block.getByRole('heading', { name: /^条件核对：/ })).toBeVisible();
    await expect(block).toContainText('按贵企业档案逐条核对');
    await expectNoHorizontalOverflow(page);
    await expectAccessible();
    await shoot(page, 'chip-eligibility-signed-in-1440');

    // The same check signed in at 1440 px in 关怀模式.
    await page.getByRole('banner').getByRole('switch', { name: '关怀模式' }).click();
    await expect(page.getByRole('banner').getByRole('switch', { name: '关怀模式' })).toBeChecked();
    await expect(block.getByRole('heading', { name: /^条件核对：/ })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await expectAccessible();
    await shoot(page, 'chip-eligibility-signed-in-care-1440');
  });
});
