import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG } from '@smes/config';
import type { PolicyDocument, PolicyRules } from '@smes/policy-desk';
import { buildPolicyDeskDetail, buildPolicyDocument, buildPolicyOpenRevision, errorEnvelope, okEnvelope, portalHandler } from '@smes/api/testing';
import type { PolicyRuleSampleTrial, PolicyRuleTrial, PolicyRuleTrialEnterprise } from '@smes/api';
import { renderScreens } from '@smes/shell/testing';
import { consoleScreens, consoleUserArea } from '../../app/routes';
import { deskTestState, useDeskBackground } from '../../testing/policy-desk-handlers';
import type { DeskTestState } from '../../testing/policy-desk-handlers';

const server = setupServer();
let state: DeskTestState;
let trials: { deskId: number | null; document: PolicyDocument }[];

const RULES: PolicyRules = {
  conditions: [
    { id: 'c1', title: '上年度研发费用不低于 100 万元', kind: 'hard', articleId: 'a2', item: '一', decidedBy: 'ledger', metric: 'rdExpenseY1', op: '>=', value: 100, evidence: '专项审计报告', reason: null },
  ],
  funding: {
    itemTitle: '发明专利授权资助',
    items: [{ id: 'f1', title: '新授权发明专利资助', articleId: 'a3', item: null, amount: { kind: 'perUnit', counts: 'inventionGrants', window: 'lastYear', unitAmount: 3 }, cap: null }],
    exclusive: [],
    cap: null,
  },
};

const TRIAL: PolicyRuleTrial = {
  ruleSetVersion: '试算',
  scope: '注册地在杭州市的企业',
  total: 12,
  counts: { eligible: 3, pending: 2, ineligible: 7, held: 0, notified: 5 },
  estimate: { count: 3, min: 3, median: 6, max: 12 },
  samples: [{ enterprise: '杭州云栖智造科技有限公司', status: 'eligible', estimate: '上年度新获授权发明专利 2 件 × 3 万元 = 6 万元' }],
  previous: null,
  changed: null,
  takenBack: null,
};

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

beforeEach(() => {
  localStorage.setItem('token', 'admin-token');
  trials = [];
  const document = buildPolicyDocument({
    articles: [
      { id: 'a1', kind: 'article', text: '适用范围。本办法适用于在本市注册的企业。' },
      { id: 'a2', kind: 'article', text: '申报条件。申报企业应同时符合下列条件：（一）上年度研发费用不低于 100 万元；（二）上年度新获授权发明专利 1 件以上。' },
      { id: 'a3', kind: 'article', text: '资助标准。对上年度新获授权的发明专利，每件资助 3 万元。' },
    ],
    rules: RULES,
  });
  state = deskTestState(buildPolicyDeskDetail({ open: buildPolicyOpenRevision({ edits: 1, document }) }));
  useDeskBackground(server, state);
  server.use(
    portalHandler('post', '/api/admin/policy-desk/trial', async ({ request }) => {
      const body = (await request.json()) as { deskId: number | null; document: PolicyDocument };
      trials.push(body);
      if ((body.document.rules?.conditions ?? []).some((condition) => condition.metric === null)) {
        return { status: 400, body: { ...errorEnvelope(400, '请选择企业档案中的指标'), data: { fieldErrors: Object.fromEntries(body.document.rules?.conditions.filter((item) => item.metric === null).map((item) => [`rules.conditions.${item.id}.metric`, '请选择企业档案中的指标']) ?? []) } } };
      }
      return { status: 200, body: okEnvelope(TRIAL) };
    }),
  );
});

function render(path: string) {
  return renderScreens({ path, screens: consoleScreens, userArea: consoleUserArea, appOrigin: DEFAULT_CONFIG.consoleOrigin });
}

// The editor is the console's heaviest screen: its lazy chunk and first render get the minute a busy machine needs.
describe('申报条件与资金规则', { timeout: 90_000 }, () => {
  it('lists the enumerated item nothing maps, starts a condition citing it, and says what the trial needs at the field', async () => {
    render('/policyPublish/edit/601');
    const unmapped = await screen.findByText('第二条（二）「上年度新获授权发明专利 1 件以上」', {}, { timeout: 20_000 });
    const notice = unmapped.closest('[role="alert"]') as HTMLElement;
    await userEvent.click(within(notice).getByRole('button', { name: '为第二条（二）添加条件' }));
    const title = await screen.findByRole('textbox', { name: '条件 2' });
    await waitFor(() => expect(title).toHaveFocus());
    // Mapped: the item leaves the list.
    expect(screen.queryByText('第二条（二）「上年度新获授权发明专利 1 件以上」')).not.toBeInTheDocument();
    const condition = screen.getByRole('group', { name: '条件 2' });
    expect(within(condition).getByLabelText('依据条款')).toHaveValue('a2|二');

    await userEvent.click(screen.getByRole('button', { name: '试算（发文地区内全部企业档案）' }));
    const metric = within(condition).getByLabelText('企业档案指标');
    await waitFor(() => expect(metric).toHaveAccessibleDescription('请选择企业档案中的指标'));
    await waitFor(() => expect(metric).toHaveFocus());

    await userEvent.selectOptions(metric, 'inventionPatentsGrantedY1');
    await userEvent.selectOptions(within(condition).getByLabelText('比较'), '>=');
    fireEvent.change(within(condition).getByRole('textbox', { name: '值' }), { target: { value: '1' } });
    await userEvent.click(screen.getByRole('button', { name: '试算（发文地区内全部企业档案）' }));
    const result = await screen.findByTestId('rules-trial-result', {}, { timeout: 15_000 });
    expect(result).toHaveTextContent('注册地在杭州市的企业共 12 家：符合 3 家，待核验 2 家，不符合 7 家。发布后将向 5 家企业推送消息。');
    expect(result).toHaveTextContent('最低 3 万元，中位 6 万元，最高 12 万元');
    expect(trials.at(-1)).toMatchObject({ deskId: state.detail.id, document: { rules: { conditions: [{ id: 'c1' }, { articleId: 'a2', item: '二', metric: 'inventionPatentsGrantedY1', op: '>=', value: 1 }] } } });
  });

  it('says how many enterprises a revision takes a pushed yes from, and that none are when none are', async () => {
    const revisionTrial = (takenBack: number): PolicyRuleTrial => ({ ...TRIAL, previous: { eligible: 5, pending: 2, ineligible: 5, held: 0, notified: 7 }, changed: 4, takenBack });
    let answer = revisionTrial(3);
    server.use(portalHandler('post', '/api/admin/policy-desk/trial', () => ({ status: 200, body: okEnvelope(answer) })));
    render('/policyPublish/edit/601');
    const run = await screen.findByRole('button', { name: '试算（发文地区内全部企业档案）' }, { timeout: 20_000 });
    await userEvent.click(run);
    const result = await screen.findByTestId('rules-trial-result', {}, { timeout: 15_000 });
    expect(result).toHaveTextContent('结论将改变的企业 4 家。其中 3 家此前收到过“你可能符合”的推送、按修订后的条件依其自身数据不符合，发布后将收到“已不再符合”的消息。');
    answer = revisionTrial(0);
    await userEvent.click(run);
    await waitFor(() => expect(screen.getByTestId('rules-trial-result')).toHaveTextContent('此前收到过“你可能符合”推送的企业，没有一家会因这次修订变为不符合。'));
  });

  it('edits a per-unit award with the keyboard-reachable selects, and refuses a cap below a fixed award before sending', async () => {
    render('/policyPublish/edit/601');
    const item = await screen.findByRole('group', { name: '资金项 1' }, { timeout: 20_000 });
    expect(within(item).getByLabelText('计数项')).toHaveValue('inventionGrants');
    expect(within(item).getByLabelText('计数期间')).toHaveValue('lastYear');
    await userEvent.selectOptions(within(item).getByLabelText('计算方式'), 'fixed');
    fireEvent.change(within(item).getByRole('textbox', { name: '金额（万元）' }), { target: { value: '50' } });
    await userEvent.click(screen.getByRole('button', { name: '设置总额上限' }));
    fireEvent.change(screen.getByRole('textbox', { name: '单个企业最高（万元）' }), { target: { value: '30' } });
    await userEvent.selectOptions(screen.getByLabelText('总额上限依据条款'), 'a3|');
    await userEvent.click(screen.getByRole('button', { name: '提交审核' }));
    const cap = screen.getByRole('textbox', { name: '单个企业最高（万元）' });
    await waitFor(() => expect(cap).toHaveAccessibleDescription(/单个企业最高 30 万元低于定额奖励「新授权发明专利资助」50 万元/));
    expect(state.requests).toEqual([]);
  });

  it('builds 阶梯 tiers and a cross-policy group, refusing overlapping tiers and a group cap below a fixed award at their fields before sending', async () => {
    render('/policyPublish/edit/601');
    const item = await screen.findByRole('group', { name: '资金项 1' }, { timeout: 20_000 });
    await userEvent.selectOptions(within(item).getByLabelText('计算方式'), 'tiers');
    await userEvent.selectOptions(within(item).getByLabelText('分档依据的指标'), 'rdExpenseY1');
    await userEvent.click(within(item).getByRole('button', { name: '添加一档' }));
    await userEvent.click(within(item).getByRole('button', { name: '添加一档' }));
    fireEvent.change(within(item).getByRole('textbox', { name: '第 1 档门槛（万元）' }), { target: { value: '500' } });
    fireEvent.change(within(item).getByRole('textbox', { name: '第 1 档金额（万元）' }), { target: { value: '10' } });
    fireEvent.change(within(item).getByRole('textbox', { name: '第 2 档门槛（万元）' }), { target: { value: '100' } });
    fireEvent.change(within(item).getByRole('textbox', { name: '第 2 档金额（万元）' }), { target: { value: '20' } });
    // Checked on screen before anything is sent, as the server checks it (one validator, libs/policy-desk).
    await userEvent.click(screen.getByRole('button', { name: '提交审核' }));
    const tiers = within(item).getByRole('group', { name: '阶梯各档（达到门槛即得该档金额，取所达最高一档）' });
    await waitFor(() => expect(tiers).toHaveTextContent('第 2 档的门槛 100 不高于第 1 档的 500，档次重叠：请按门槛从低到高填写，各档门槛不同'));
    fireEvent.change(within(item).getByRole('textbox', { name: '第 2 档门槛（万元）' }), { target: { value: '800' } });

    // A fixed award beside it, and the policy in a group whose cap is below that award.
    await userEvent.click(screen.getByRole('button', { name: '添加资金项' }));
    const award = screen.getByRole('group', { name: '资金项 2' });
    fireEvent.change(within(award).getByRole('textbox', { name: '资金项 2' }), { target: { value: '首次认定奖励' } });
    await userEvent.selectOptions(within(award).getByLabelText('依据条款'), 'a3|');
    fireEvent.change(within(award).getByRole('textbox', { name: '金额（万元）' }), { target: { value: '50' } });
    await userEvent.click(screen.getByRole('button', { name: '加入跨政策组（与其他政策不重复享受或合计封顶）' }));
    fireEvent.change(screen.getByRole('textbox', { name: '组编号' }), { target: { value: 'hz-rd-awards' } });
    fireEvent.change(screen.getByRole('textbox', { name: '组名称' }), { target: { value: '市区两级研发奖励' } });
    await userEvent.selectOptions(screen.getByLabelText('组内规则'), 'cap');
    fireEvent.change(screen.getByRole('textbox', { name: '组内合计最高（万元）' }), { target: { value: '30' } });
    await userEvent.click(screen.getByRole('button', { name: '提交审核' }));
    const groupCap = screen.getByRole('textbox', { name: '组内合计最高（万元）' });
    await waitFor(() => expect(groupCap).toHaveAccessibleDescription('市区两级研发奖励上限 30 万元低于定额奖励「首次认定奖励」50 万元'));
    expect(trials).toEqual([]);

    fireEvent.change(groupCap, { target: { value: '60' } });
    await userEvent.click(screen.getByRole('button', { name: '试算（发文地区内全部企业档案）' }));
    await screen.findByTestId('rules-trial-result', {}, { timeout: 15_000 });
    expect(trials.at(-1)?.document.rules?.funding).toMatchObject({
      items: [{ id: 'f1', amount: { kind: 'tiers', metric: 'rdExpenseY1', tiers: [{ min: 500, amount: 10 }, { min: 800, amount: 20 }] } }, { title: '首次认定奖励', amount: { kind: 'fixed', amount: 50 } }],
      group: { id: 'hz-rd-awards', title: '市区两级研发奖励', rule: 'cap', cap: 60 },
    });
    expect(state.requests).toEqual([]);
  });

  it('adds and removes 或 alternatives and a funding item’s 适用情形 with the keyboard, refusing incomplete ones at their fields on screen and from the server', async () => {
    render('/policyPublish/edit/601');
    const condition = await screen.findByRole('group', { name: '条件 1' }, { timeout: 20_000 });
    const alternatives = within(condition).getByRole('group', { name: '条件 1的其他情形（或）' });
    const add = within(alternatives).getByRole('button', { name: '为条件 1添加“或”的情形' });
    // Enter on 添加: the new alternative's 指标 takes focus; another, then Space on the first one's 删除.
    add.focus();
    await userEvent.keyboard('{Enter}');
    const firstMetric = await within(alternatives).findByLabelText('条件 1 或（情形 1）：企业档案指标');
    await waitFor(() => expect(firstMetric).toHaveFocus());
    await userEvent.selectOptions(firstMetric, 'inventionPatents');
    add.focus();
    await userEvent.keyboard('{Enter}');
    const secondMetric = await within(alternatives).findByLabelText('条件 1 或（情形 2）：企业档案指标');
    await waitFor(() => expect(secondMetric).toHaveFocus());
    await userEvent.selectOptions(secondMetric, 'ipClass1');
    within(alternatives).getByRole('button', { name: '删除条件 1 或（情形 1）' }).focus();
    await userEvent.keyboard(' ');
    // The second took the first one's place, and focus with it; a keyboard user is never left on nothing.
    const remaining = within(alternatives).getByLabelText('条件 1 或（情形 1）：企业档案指标');
    await waitFor(() => expect(remaining).toHaveFocus());
    expect(remaining).toHaveValue('ipClass1');
    expect(within(alternatives).queryByLabelText('条件 1 或（情形 2）：企业档案指标')).not.toBeInTheDocument();

    // Incomplete (no 比较): refused at its field before anything is sent.
    await userEvent.click(screen.getByRole('button', { name: '提交审核' }));
    const op = within(alternatives).getByLabelText('条件 1 或（情形 1）：比较');
    await waitFor(() => expect(op).toHaveAccessibleDescription('或（情形 1）：请选择比较方式'));
    expect(state.requests).toEqual([]);
    await userEvent.selectOptions(op, '>=');

    // 适用情形 on the funding item, started and cancelled from the keyboard.
    const item = screen.getByRole('group', { name: '资金项 1' });
    within(item).getByRole('button', { name: '资金项 1 仅在某情形下适用（如首次认定）' }).focus();
    await userEvent.keyboard('{Enter}');
    const whenTitle = await within(item).findByRole('textbox', { name: '资金项 1的适用情形' });
    await waitFor(() => expect(whenTitle).toHaveFocus());
    await userEvent.keyboard('首次认定');
    await userEvent.selectOptions(within(item).getByLabelText('资金项 1 适用情形第 1 项：企业档案指标'), 'qualHighTechFirst');
    await userEvent.selectOptions(within(item).getByLabelText('资金项 1 适用情形第 1 项：比较'), 'truthy');
    fireEvent.change(within(item).getByRole('textbox', { name: '资金项 1还须核实的事实（企业档案不记录）' }), { target: { value: '认定为上年度首次认定' } });

    // The server's refusal of the alternative's missing value lands at that field too.
    server.use(
      portalHandler('post', '/api/admin/policy-desk/trial', async ({ request }) => {
        const body = (await request.json()) as { deskId: number | null; document: PolicyDocument };
        trials.push(body);
        if (body.document.rules?.conditions[0]?.anyOf?.[0]?.value === null) {
          return { status: 400, body: { ...errorEnvelope(400, '或（情形 1）：请填写比较的数值'), data: { fieldErrors: { 'rules.conditions.c1.anyOf.0.value': '或（情形 1）：请填写比较的数值' } } } };
        }
        return { status: 200, body: okEnvelope(TRIAL) };
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: '试算（发文地区内全部企业档案）' }));
    const value = within(alternatives).getByRole('textbox', { name: '条件 1 或（情形 1）：值' });
    await waitFor(() => expect(value).toHaveAccessibleDescription('或（情形 1）：请填写比较的数值'));
    fireEvent.change(value, { target: { value: '1' } });
    await userEvent.click(screen.getByRole('button', { name: '试算（发文地区内全部企业档案）' }));
    await screen.findByTestId('rules-trial-result', {}, { timeout: 15_000 });
    expect(trials.at(-1)?.document.rules?.conditions[0]?.anyOf).toEqual([{ metric: 'ipClass1', op: '>=', value: 1 }]);
    expect(trials.at(-1)?.document.rules?.funding?.items[0]?.when).toEqual({ title: '首次认定', checks: [{ metric: 'qualHighTechFirst', op: 'truthy', value: null }], confirm: '认定为上年度首次认定' });

    within(item).getByRole('button', { name: '取消适用情形' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(within(item).getByRole('button', { name: '资金项 1 仅在某情形下适用（如首次认定）' })).toHaveFocus());
  });

  it('tries the rules on enterprises found by name: each one’s verdict, formula and conditions with its ledger values, and a refusal in words', async () => {
    const YUNQI: PolicyRuleTrialEnterprise = { userId: 41, enterprise: '杭州云栖智造科技有限公司', creditCode: '91330110MA2H3K8X5F' };
    const SAMPLE: PolicyRuleSampleTrial = {
      ruleSetVersion: '试算',
      samples: [
        {
          ...YUNQI,
          status: 'eligible',
          estimate: { conservative: 6, optimistic: 6, how: '上年度新获授权发明专利 2 件 × 3 万元 = 6 万元' },
          conditions: [
            { title: '注册地在杭州市', kind: 'hard', status: 'pass', actualText: '余杭区', standardText: '杭州市', clause: '第一条' },
            { title: '上年度研发费用不低于 100 万元', kind: 'hard', status: 'pass', actualText: '436 万元', standardText: '≥ 100 万元', clause: '第二条（一）' },
          ],
        },
      ],
    };
    const searches: string[] = [];
    const sampleRuns: { userIds: number[] }[] = [];
    server.use(
      portalHandler('get', '/api/admin/policy-desk/trial/enterprises', ({ request }) => {
        searches.push(new URL(request.url).search);
        return { status: 200, body: okEnvelope([YUNQI]) };
      }),
      portalHandler('post', '/api/admin/policy-desk/trial/samples', async ({ request }) => {
        const body = (await request.json()) as { userIds: number[] };
        sampleRuns.push(body);
        if (sampleRuns.length === 1) return { status: 400, body: { ...errorEnvelope(400, '请求参数有误'), data: { fieldErrors: { userIds: '杭州云栖智造科技有限公司不在发文地区杭州市内，请重新选择样例企业' } } } };
        return { status: 200, body: okEnvelope(SAMPLE) };
      }),
    );
    render('/policyPublish/edit/601');
    const search = await screen.findByRole('search', { name: '查找样例企业' }, { timeout: 20_000 });
    const run = screen.getByRole('button', { name: '对样例企业试算' });
    expect(run).toBeDisabled();
    await userEvent.type(within(search).getByRole('textbox', { name: '企业名称或统一社会信用代码' }), '云栖{Enter}');
    await userEvent.click(await screen.findByRole('button', { name: '选为样例：杭州云栖智造科技有限公司' }));
    expect(searches.at(-1)).toContain(`keyword=${encodeURIComponent('云栖')}`);
    expect(screen.getByRole('button', { name: '选为样例：杭州云栖智造科技有限公司' })).toBeDisabled();

    await userEvent.click(run);
    expect(await screen.findByText('杭州云栖智造科技有限公司不在发文地区杭州市内，请重新选择样例企业')).toBeInTheDocument();
    await userEvent.click(run);
    const result = await screen.findByTestId('rules-sample-trial-result', {}, { timeout: 15_000 });
    expect(sampleRuns.at(-1)).toMatchObject({ deskId: state.detail.id, userIds: [41] });
    expect(result).toHaveTextContent('杭州云栖智造科技有限公司：符合');
    expect(result).toHaveTextContent('预估可获 6 万元（上年度新获授权发明专利 2 件 × 3 万元 = 6 万元）');
    const rows = within(within(result).getByRole('table', { name: '杭州云栖智造科技有限公司的条件' })).getAllByRole('row');
    expect(rows[2]).toHaveTextContent('上年度研发费用不低于 100 万元第二条（一）436 万元满足');
  });
});
