import type { Page } from '@playwright/test';
import { expect, expectNoHorizontalOverflow, HOSTS, test, saveMatchReport } from '@smes/e2e-support';

/** The header's unread-message poll: it runs every minute and on focus, whatever the screen does. */
const UNREAD_POLL = '/api/message/unread-count';

/** Every request the page sends to the portal API, but the header's poll, which no step of the journey sends. */
function recordApiRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.url().startsWith(`${HOSTS.portalApi}/api/`) && url.pathname !== UNREAD_POLL) seen.push(`${request.method()} ${url.pathname}`);
  });
  return seen;
}

/** The 保守 ～ 乐观 range of the 预估可获资金 card, e.g. [61.2, 606.2] for "预估可获资金61.2 ～ 606.2万元…". */
function range(text: string): [number, number] {
  const found = /([\d,.]+) ～ ([\d,.]+)\s*万元/.exec(text);
  return [Number((found?.[1] ?? 'NaN').replace(/,/g, '')), Number((found?.[2] ?? 'NaN').replace(/,/g, ''))];
}

/** A signed change as the card writes it (+8, −1.5, 0). */
function signed(value: string | undefined): number {
  return Number((value ?? 'NaN').replace(/,/g, '').replace('−', '-'));
}

test.describe('smart policy matching (journey 2)', () => {
  test('ledger → questionnaire → report → what-if → export → 我的报告', async ({ page, loginAs, visitRecords }) => {
    test.setTimeout(150_000);
    await loginAs('enterpriseNoWiki');
    const api = recordApiRequests(page);

    // 企业信息: a wrong check digit is refused on the field and nothing is sent.
    await page.goto('/PersonalCenter/enterpriseInformation');
    const creditCode = page.getByLabel('统一社会信用代码', { exact: true });
    await expect(creditCode).not.toHaveValue('');
    const validCode = await creditCode.inputValue();
    const wrongDigit = validCode.endsWith('X') ? `${validCode.slice(0, 17)}Y` : `${validCode.slice(0, 17)}X`;
    await creditCode.fill(wrongDigit);
    await page.getByRole('button', { name: '保存', exact: true }).click();
    await expect(page.getByText('统一社会信用代码校验位不正确')).toBeVisible();
    expect(api.filter((call) => call === 'PUT /api/enterprise/ledger')).toEqual([]);

    // Fixed, plus a real change: saved. The change differs from what is stored, so a retry of this test on the same
    // server (which kept the first try's save) still has something to save.
    await creditCode.fill(validCode);
    await page.getByRole('button', { name: /^人员/ }).click();
    const graduates = page.getByLabel('本科及以上学历职工数');
    await graduates.fill((await graduates.inputValue()) === '58' ? '59' : '58');
    await page.getByRole('button', { name: '保存', exact: true }).click();
    await expect(page.getByText('企业信息已保存')).toBeVisible();
    expect(api.filter((call) => call === 'PUT /api/enterprise/ledger')).toHaveLength(1);
    await expect(page.getByText('所有修改均已保存')).toBeVisible();

    // 智能政策匹配 → 开始匹配 → the questionnaire, answered.
    await page.goto('/findpolicy/policyMatch');
    await page.getByRole('link', { name: '开始匹配' }).click();
    await expect(page).toHaveURL(/\/findpolicy\/policyMatch\/proceed$/);
    const form = page.getByRole('form', { name: '匹配问卷' });
    await form.getByRole('button', { name: /^完善更多/ }).click();
    await form.getByLabel('研发费用（上年度）', { exact: true }).fill('30');
    await form.getByRole('group', { name: '已建立研发投入核算体系' }).getByRole('radio', { name: '是' }).check();
    await form.getByRole('button', { name: '生成匹配报告' }).click();

    // The report: counts and 预估可获资金.
    await expect(page).toHaveURL(/\/findpolicy\/policyMatch\/report\?id=\d+$/);
    const reportId = new URL(page.url()).searchParams.get('id');
    const matched = page.getByRole('group', { name: '匹配政策数' });
    const subsidy = page.getByRole('group', { name: '预估可获资金' });
    await expect(matched).toContainText(/\d+项/);
    await expect(subsidy).toContainText('万元');
    const savedSubsidy = (await subsidy.textContent()) ?? '';
    const savedMatched = (await matched.textContent()) ?? '';

    // What-if: raise 研发费用 and the numbers change at once, with no request.
    // It loads when reached for (ADR 91): the report's own figures show until then.
    const whatIf = page.getByRole('region', { name: '模拟测算' });
    await whatIf.getByRole('button', { name: '开始模拟测算' }).click();
    const rdExpense = whatIf.getByLabel('研发费用（上年度）', { exact: true });
    await expect(rdExpense).toHaveValue('30');
    const before = api.length;
    await rdExpense.fill('160');
    await expect(page.getByText('模拟结果').first()).toBeVisible();
    await expect(matched).not.toHaveText(savedMatched);
    await expect(subsidy).not.toHaveText(savedSubsidy);
    // Whether the newly met policies carry money depends on the seed's amounts; what must hold is that the
    // figure shown is the re-scored total and says how far it is from the saved report's.
    const simulated = (await subsidy.textContent()) ?? '';
    const delta = /较已保存报告 保守 ([+\-−]?[\d,.]+) 万元，乐观 ([+\-−]?[\d,.]+) 万元/.exec(simulated);
    expect(delta, simulated).not.toBeNull();
    const [savedLow, savedHigh] = range(savedSubsidy);
    const [low, high] = range(simulated);
    expect(low).toBeCloseTo(savedLow + signed(delta?.[1]), 2);
    expect(high).toBeCloseTo(savedHigh + signed(delta?.[2]), 2);
    expect(low).toBeLessThanOrEqual(high);
    expect(api.slice(before)).toEqual([]);

    // 恢复 brings the saved figures back.
    await page.getByRole('button', { name: '恢复' }).click();
    await expect(subsidy).toHaveText(savedSubsidy);

    // 下载网页版（HTML） downloads the saved report under its Chinese name.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: '下载网页版（HTML）' }).click();
    expect((await download).suggestedFilename()).toMatch(/^智能政策匹配报告-.+\.html$/);
    await expect(page.getByText('文件下载成功')).toBeVisible();

    // 我的报告 lists it, and 下载 works again.
    await page.goto('/PersonalCenter/myReport');
    const list = page.getByRole('region', { name: '报告列表' });
    const row = list.getByRole('article').filter({ has: page.getByRole('link', { name: /^查看 / }) }).first();
    await expect(row).toContainText('智能政策匹配报告');
    await expect(row.getByRole('link', { name: /^查看 / })).toHaveAttribute('href', `/PersonalCenter/myReport/${reportId}`);
    const again = page.waitForEvent('download');
    await row.getByRole('button', { name: /^下载网页版（HTML）：/ }).click();
    expect((await again).suggestedFilename()).toMatch(/^智能政策匹配报告-.+\.html$/);

    expect(visitRecords).toEqual(expect.arrayContaining(['企业信息', '智能政策匹配', '匹配问卷', '匹配报告', '我的报告']));
  });

  test('13800138000 (full ledger) gets a report straight away, and /report opens the newest one', async ({ page, loginAs }) => {
    await loginAs('enterprise');
    await page.goto('/findpolicy/policyMatch/proceed');
    await page.getByRole('form', { name: '匹配问卷' }).getByRole('button', { name: '生成匹配报告' }).click();
    await expect(page).toHaveURL(/\/findpolicy\/policyMatch\/report\?id=\d+$/);
    const matched = page.getByRole('group', { name: '匹配政策数' });
    await expect(matched).toContainText(/\d+项/);
    const count = (await matched.textContent()) ?? '';

    await page.goto('/findpolicy/policyMatch/report');
    await expect(page.getByRole('heading', { name: '匹配结果' })).toBeVisible();
    await expect(matched).toHaveText(count);
  });

  test('a visitor is asked to log in, and an unknown report says so', async ({ page, loginAs }) => {
    await page.goto('/findpolicy/policyMatch/proceed');
    await expect(page.getByRole('heading', { name: '请先登录' })).toBeVisible();
    await loginAs('enterpriseNoOrg');
    await page.goto('/PersonalCenter/myReport/999999');
    await expect(page.getByText('报告不存在')).toBeVisible();
  });

  test('企业信息 and the report read well at 375 px', async ({ page, loginAs, expectAccessible }) => {
    const { token } = await loginAs('enterpriseNoNotes');
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/PersonalCenter/enterpriseInformation');
    await expect(page.getByLabel('企业名称', { exact: true })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await expectAccessible();

    const id = await saveMatchReport(page.request, token);
    await page.goto(`/findpolicy/policyMatch/report?id=${id}`);
    await expect(page.getByRole('group', { name: '预估可获资金' })).toBeVisible();
    await expect(page.getByRole('region', { name: '模拟测算' })).toBeVisible();
    const firstPolicy = page.getByRole('heading', { level: 4 }).first().getByRole('button');
    await firstPolicy.click();
    await expect(page.getByRole('table').first()).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await expectAccessible();
  });
});
