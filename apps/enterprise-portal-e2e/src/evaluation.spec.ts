import type { Page, PlaywrightWorkerArgs } from '@playwright/test';
import { HOSTS, expect, test, newApiContext } from '@smes/e2e-support';

type Playwright = PlaywrightWorkerArgs['playwright'];
type ListedCondition = { id: string; title: string; kind: 'hard' | 'soft' };
type EvaluatedRow = { title: string; hard: boolean; actual: string; result: string };

/**
 * Public reads through a context of their own: the stand-in answers a GET with an XSRF cookie, and the
 * `request` fixture that `loginAs` posts from must not carry it without its header.
 */
async function readApi<T>(playwright: Playwright, path: string, params?: Record<string, string | number>): Promise<T> {
  const api = await newApiContext(playwright);
  try {
    const answer = await api.get(`${HOSTS.portalApi}${path}`, params ? { params } : {});
    expect(answer.ok()).toBe(true);
    return ((await answer.json()) as { data: T }).data;
  } finally {
    await api.dispose();
  }
}

/** The project's listed conditions as the API serves them to the detail page. */
async function listedConditions(playwright: Playwright, projectId: number): Promise<ListedCondition[]> {
  return (await readApi<{ conditions: ListedCondition[] }>(playwright, `/api/gDeclaraManage/${projectId}`)).conditions;
}

/** Runs 自评 on the project and reads every row of the condition table. */
async function evaluate(page: Page, projectId: number): Promise<EvaluatedRow[]> {
  await page.goto(`/findpolicy/ProjectEvaluation/${projectId}`);
  await expect(page.getByRole('heading', { level: 1, name: '项目自评' })).toBeVisible();
  await page.getByRole('button', { name: /^(开始自评|重新自评)$/ }).click();
  const table = page.getByRole('table', { name: /申报条件核对/ });
  await expect(table.getByRole('columnheader')).toHaveText(['条件', '标准', '实际值', '结果']);
  const rows: EvaluatedRow[] = [];
  for (const row of await table.getByRole('row').all()) {
    const cells = row.getByRole('cell');
    if ((await cells.count()) === 0) continue;
    const [first = '', , actual = '', result = ''] = await cells.allTextContents();
    rows.push({ title: first, hard: first.includes('必要条件'), actual, result });
  }
  return rows;
}

/** The verdict may be 符合申报条件 only when every 必要条件 row says 符合. */
async function expectHonestVerdict(page: Page, rows: readonly EvaluatedRow[]) {
  const hard = rows.filter((row) => row.hard).map((row) => row.result);
  const verdict = hard.every((result) => result.startsWith('符合'))
    ? '符合申报条件'
    : hard.some((result) => result.startsWith('不符合'))
      ? '不符合'
      : '待核验';
  await expect(page.getByRole('region', { name: '自评结果' })).toContainText(`自评结论${verdict}`);
  const passed = rows.filter((row) => row.result.startsWith('符合')).length;
  await expect(page.getByRole('region', { name: '自评结果' })).toContainText(`${rows.length} 项条件中 ${passed} 项已满足`);
}

function expectEveryListedCondition(rows: readonly EvaluatedRow[], listed: readonly ListedCondition[]) {
  expect(rows.map((row) => [row.title.split(/必要条件|加分项/)[0]?.trim(), row.hard])).toEqual(
    listed.map((condition) => [condition.title, condition.kind === 'hard']),
  );
  for (const row of rows) expect(row.result).toMatch(/^(符合|不符合|待核验)/);
}

/** 研发费用增长 is decided from the ledger's R&D expense of the last two years, or 待核验 with the field to fill. */
function expectRdGrowthDecided(rows: readonly EvaluatedRow[]) {
  const growth = rows.find((row) => row.title.startsWith('研发费用增长'));
  expect(growth, '研发费用增长 is a row of the 自评').toBeDefined();
  if (!growth) return;
  const decided = /^上年度 [\d.]+ 万元，前一年度 [\d.]+ 万元（(增加 [\d.]+ 万元|减少 [\d.]+ 万元|持平)）$/.exec(growth.actual);
  if (!decided) {
    expect(growth.result).toMatch(/^待核验/);
    return;
  }
  expect(growth.result).toMatch(decided[1]?.startsWith('增加') ? /^符合/ : /^不符合/);
}

test.describe('自评 evaluates every listed condition', () => {
  test('project 87: every listed condition is a row, undecided ones are 待核验, 符合 only when every hard condition passes', async ({
    page,
    playwright,
    loginAs,
  }) => {
    const listed = await listedConditions(playwright, 87);
    expect(listed.length).toBeGreaterThanOrEqual(3);
    await page.goto('/findpolicy/DeclarationProjectDetail/87');
    await expect(page.getByRole('heading', { name: '申报条件' })).toBeVisible();
    for (const condition of listed) await expect(page.getByText(condition.title, { exact: true }).first()).toBeVisible();

    await loginAs('enterprise');
    const rows = await evaluate(page, 87);
    expectEveryListedCondition(rows, listed);
    await expectHonestVerdict(page, rows);
    if (listed.some((condition) => condition.title === '研发费用增长')) expectRdGrowthDecided(rows);
    // A condition no ledger field decides names the material that does.
    for (const row of rows.filter((item) => item.actual.startsWith('企业档案无此信息'))) {
      expect(row.result).toMatch(/^待核验需核验材料：/);
    }
    // Facts in words: no bare region code or 是 / 否 in 实际值.
    for (const row of rows) expect(row.actual).not.toMatch(/^\d{6}$|^[是否]$|行政区划代码/);
  });

  test('企业研发费用补助: 研发费用增长 is decided from the ledger, never left out', async ({ page, playwright, loginAs }) => {
    const { rows: projects } = await readApi<{ rows: { id: number }[] }>(playwright, '/api/gDeclaraManage/list', {
      keyword: '企业研发费用补助',
      pageNum: 1,
      pageSize: 10,
    });
    expect(projects.length).toBeGreaterThan(0);
    const projectId = projects[0]?.id ?? 0;
    const listed = await listedConditions(playwright, projectId);
    expect(listed.map((condition) => condition.title)).toContain('研发费用增长');

    await loginAs('enterprise');
    const rows = await evaluate(page, projectId);
    expectEveryListedCondition(rows, listed);
    expectRdGrowthDecided(rows);
    await expectHonestVerdict(page, rows);
  });
});
