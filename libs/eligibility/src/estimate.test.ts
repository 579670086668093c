import { describe, expect, it } from 'vitest';
import type { EstimateCandidate, SubsidyEstimate } from './estimate';
import { estimateSubsidy, formatEstimateRange } from './estimate';
import type { FundingItem, RuleSetFunding } from './funding';
import { fundingIssues } from './funding';
import { parseFunding } from './rule-set';

const now = new Date('2026-11-28T04:00:00Z');

function policy(policyId: string, supportAmount: number | null, funding?: RuleSetFunding, status: EstimateCandidate['status'] = 'eligible'): EstimateCandidate {
  return { policyId, policyTitle: `政策${policyId}`, status, supportAmount, ...(funding ? { funding } : {}) };
}

const scheme = (item: string, items: FundingItem[], extra: Partial<RuleSetFunding> = {}): RuleSetFunding => ({ item, itemTitle: item, items, ...extra });
const fixed = (id: string, amount: number, extra: Partial<FundingItem> = {}): FundingItem => ({ id, title: id, clause: '第二条', amount: { kind: 'fixed', amount }, ...extra });
const upTo = (id: string, amount: number): FundingItem => ({ id, title: id, clause: '第二条', amount: { kind: 'upTo', amount } });

/** Every breakdown adds up: a policy's parts to its line, the counted lines and the adjustments to the totals. */
function expectBreakdownsAddUp(estimate: SubsidyEstimate) {
  const sum = (values: number[]) => Math.round(values.reduce((total, value) => total + value, 0) * 100) / 100;
  for (const line of estimate.lines) {
    expect(sum(line.parts.map((part) => part.conservative)), line.policyTitle).toBe(line.conservative);
    expect(sum(line.parts.map((part) => part.optimistic)), line.policyTitle).toBe(line.optimistic);
  }
  const counted = estimate.lines.filter((line) => line.counted);
  expect(sum([...counted.map((line) => line.conservative), ...estimate.adjustments.map((line) => line.conservative)])).toBe(estimate.conservative);
  expect(sum([...counted.map((line) => line.optimistic), ...estimate.adjustments.map((line) => line.optimistic)])).toBe(estimate.optimistic);
}

describe('estimateSubsidy', () => {
  it('counts a fixed award at both ends and an 择优 maximum only in 乐观', () => {
    const estimate = estimateSubsidy([policy('1', 30, scheme('a', [fixed('award', 30)])), policy('2', 200, scheme('b', [upTo('project', 200)]))], {}, { now });
    expect(estimate).toMatchObject({ conservative: 30, optimistic: 230 });
    expect(estimate.lines.every((line) => line.counted)).toBe(true);
    expect(formatEstimateRange(estimate)).toBe('保守 30 万元 ～ 乐观 230 万元');
    expectBreakdownsAddUp(estimate);
  });

  it('leaves out policies that are not eligible, held or without money', () => {
    const estimate = estimateSubsidy(
      [policy('1', 50, undefined, 'incomplete'), policy('2', 80, undefined, 'ineligible'), policy('3', null), policy('4', 20, scheme('d', [fixed('x', 20)]), 'held')],
      {},
      { now },
    );
    expect(estimate).toMatchObject({ conservative: 0, optimistic: 0, lines: [], adjustments: [] });
  });

  // Case 1 of the issue: a per-unit award was counted as the policy's maximum from the all-time patent count.
  it('pays a per-unit award for the units counted in its window, with the arithmetic in words', () => {
    const funding = scheme('patents', [{ id: 'invention', title: '发明专利授权资助', clause: '第五条（一）', amount: { kind: 'perUnit', counts: 'inventionGrants', window: 'lastYear', unitAmount: 3 } }]);
    const estimate = estimateSubsidy([policy('1', 250, funding)], { inventionPatents: 5, inventionPatentsGrantedY1: 2 }, { now });
    expect(estimate).toMatchObject({ conservative: 6, optimistic: 6 });
    expect(estimate.lines[0]?.parts[0]).toMatchObject({ clause: '第五条（一）', text: '上年度新获授权发明专利 2 件 × 3 万元 = 6 万元', conservative: 6 });
    // The window not filled in: nothing is counted, and the line says what is missing.
    const unknown = estimateSubsidy([policy('1', 250, funding)], { inventionPatents: 5 }, { now });
    expect(unknown).toMatchObject({ conservative: 0, optimistic: 0 });
    expect(unknown.lines[0]?.parts[0]?.text).toContain('数量未填写');
  });

  it('computes a rate of a ledger figure and shows an item cap as its own line', () => {
    const funding = scheme('rd', [{ id: 'increment', title: '研发增量补助', clause: '第三条', amount: { kind: 'rate', metric: 'rdExpenseChangeY1', rate: 0.1 }, cap: 20 }]);
    const small = estimateSubsidy([policy('1', 20, funding)], { rdExpenseY1: 500, rdExpenseY2: 400 }, { now });
    expect(small).toMatchObject({ conservative: 10, optimistic: 10 });
    const big = estimateSubsidy([policy('1', 20, funding)], { rdExpenseY1: 900, rdExpenseY2: 400 }, { now });
    expect(big).toMatchObject({ conservative: 20, optimistic: 20 });
    expect(big.lines[0]?.parts.map((part) => [part.kind, part.conservative])).toEqual([
      ['item', 50],
      ['cap', -30],
    ]);
    expectBreakdownsAddUp(big);
  });

  it('shows the policy cap as a line and keeps one item of an exclusive group', () => {
    const funding = scheme('tiers', [fixed('little-giant', 100), fixed('specialized', 30), { ...fixed('extra', 50), clause: '第四条' }], {
      exclusive: [{ id: 'tier', title: '按最高标准给予差额奖励', clause: '第二条', items: ['little-giant', 'specialized'] }],
      cap: { amount: 120, title: '单个企业年度最高', clause: '第六条' },
    });
    const estimate = estimateSubsidy([policy('1', 120, funding)], {}, { now });
    expect(estimate).toMatchObject({ conservative: 120, optimistic: 120 });
    const parts = estimate.lines[0]?.parts ?? [];
    expect(parts.find((part) => part.title === 'specialized')).toMatchObject({ kind: 'excluded', conservative: 0 });
    expect(parts.at(-1)).toMatchObject({ kind: 'cap', conservative: -30, optimistic: -30, clause: '第六条' });
    expectBreakdownsAddUp(estimate);
  });

  it('counts an item whose own condition is open only in 乐观, and one whose condition fails not at all', () => {
    const first = fixed('first', 30, { when: { title: '首次认定', checks: [{ metric: 'qualHighTechFirst', op: 'truthy' }] } });
    const confirmed = fixed('new', 10, { when: { title: '新认定', checks: [], confirm: '为上年度新认定' } });
    const open = estimateSubsidy([policy('1', 30, scheme('a', [first, confirmed]))], {}, { now });
    expect(open).toMatchObject({ conservative: 0, optimistic: 40 });
    const held = estimateSubsidy([policy('1', 30, scheme('a', [first]))], { qualHighTechFirst: true }, { now });
    expect(held).toMatchObject({ conservative: 30, optimistic: 30 });
    const renewal = estimateSubsidy([policy('1', 30, scheme('a', [first]))], { qualHighTechFirst: false }, { now });
    expect(renewal).toMatchObject({ conservative: 0, optimistic: 0 });
    expect(renewal.lines[0]?.parts[0]).toMatchObject({ kind: 'excluded', text: '不适用：首次认定不满足' });
  });

  it('never counts money the ledger cannot compute', () => {
    const estimate = estimateSubsidy(
      [policy('1', 50, scheme('pct', [{ id: 'pct', title: 'PCT 资助', clause: '第三条', amount: { kind: 'notFromLedger', reason: '企业档案不记录 PCT 授权' } }]))],
      {},
      { now },
    );
    expect(estimate).toMatchObject({ conservative: 0, optimistic: 0 });
    expect(estimate.lines[0]?.parts[0]).toMatchObject({ kind: 'excluded', text: '企业档案不记录 PCT 授权，不计入测算' });
  });

  it('counts policies of several levels that fund the same scheme once, with the best of them', () => {
    const estimate = estimateSubsidy(
      [policy('1', 200, scheme('rd', [upTo('x', 200)])), policy('2', 300, scheme('rd', [upTo('x', 300)])), policy('3', 100, scheme('rd', [fixed('x', 100)]))],
      {},
      { now },
    );
    expect(estimate).toMatchObject({ conservative: 0, optimistic: 300 });
    expect(estimate.lines.filter((line) => line.counted).map((line) => line.policyId)).toEqual(['2']);
    expect(estimate.lines.find((line) => line.policyId === '1')?.note).toBe('与「政策2」资助同一事项（rd），只计一次');
    expectBreakdownsAddUp(estimate);
  });

  it('counts one scheme of a mutually exclusive group and shows a capped group as an adjustment line', () => {
    const tier = { id: 'sme-tier', title: '专精特新梯度培育奖励就高', rule: 'one' as const };
    const exclusive = estimateSubsidy(
      [policy('1', 30, scheme('specialized', [fixed('a', 30)], { group: tier })), policy('2', 100, scheme('little-giant', [fixed('a', 100)], { group: tier }))],
      {},
      { now },
    );
    expect(exclusive).toMatchObject({ conservative: 100, optimistic: 100 });
    expect(exclusive.lines.find((line) => line.policyId === '1')).toMatchObject({ counted: false });
    const cap = { id: 'city-science', title: '科技项目资助同一企业年度', rule: 'cap' as const, cap: 40 };
    const capped = estimateSubsidy(
      [policy('1', 30, scheme('coop', [fixed('a', 30)], { group: cap })), policy('2', 20, scheme('loan', [upTo('a', 20)], { group: cap }))],
      {},
      { now },
    );
    expect(capped).toMatchObject({ conservative: 30, optimistic: 40 });
    expect(capped.adjustments).toEqual([expect.objectContaining({ title: '科技项目资助同一企业年度累计上限 40 万元', conservative: -0, optimistic: -10 })]);
    expectBreakdownsAddUp(capped);
  });

  it('treats a policy without funding data as its published maximum, 保守 0', () => {
    const estimate = estimateSubsidy([policy('1', 80)], {}, { now });
    expect(estimate).toMatchObject({ conservative: 0, optimistic: 80 });
    expectBreakdownsAddUp(estimate);
  });
});

describe('parseFunding', () => {
  it('accepts every amount kind, item conditions, exclusive groups and caps', () => {
    const json = {
      item: 'a',
      itemTitle: 'A',
      items: [
        { id: 'rate', title: 'R', clause: '第二条', amount: { kind: 'rate', metric: 'rdExpenseY1', rate: 0.1 }, cap: 10 },
        { id: 'unit', title: 'U', clause: '第三条（一）', amount: { kind: 'perUnit', counts: 'inventionGrants', window: 'lastYear', unitAmount: 2 } },
        { id: 'tier', title: 'T', clause: '第四条', amount: { kind: 'tiers', metric: 'revenueY1', tiers: [{ min: 1000, amount: 5 }] }, when: { title: 'W', checks: [{ metric: 'qualHighTech', op: 'within', value: 'lastYear' }] } },
        { id: 'other', title: 'O', clause: '第五条', amount: { kind: 'notFromLedger', reason: '档案不记录' } },
      ],
      exclusive: [{ id: 'x', title: 'X', clause: '第二条', items: ['rate', 'unit'] }],
      cap: { amount: 20, title: '单个企业最高', clause: '第六条' },
      group: { id: 'g', title: 'G', rule: 'cap', cap: 30 },
    };
    expect(parseFunding(json)).toEqual(json);
  });

  it('names the offending path', () => {
    const item = { id: 'a', title: 'A', clause: '第二条', amount: { kind: 'rate', metric: 'nope', rate: 0.1 } };
    expect(() => parseFunding({ item: 'a', itemTitle: 'A', items: [item] })).toThrow('ruleSet.funding.items[0].amount.metric');
    expect(() => parseFunding({ item: 'a', itemTitle: 'A', items: [fixed('a', 1)], group: { id: 'g', title: 'G', rule: 'cap' } })).toThrow('ruleSet.funding.group.cap');
    expect(() => parseFunding({ item: '', itemTitle: 'A', items: [fixed('a', 1)] })).toThrow('ruleSet.funding.item');
    expect(() => parseFunding({ item: 'a', itemTitle: 'A', items: [] })).toThrow('ruleSet.funding.items');
  });

  it('drops funding of the old shape (an amount on the scheme), which said nothing about the clause', () => {
    expect(parseFunding({ item: 'a', itemTitle: 'A', amount: { kind: 'upTo' } })).toBeUndefined();
  });
});

describe('fundingIssues', () => {
  const messages = (funding: RuleSetFunding) => fundingIssues(funding).map((issue) => issue.message);

  it('accepts funding that ties every item to its clause and the ledger', () => {
    expect(fundingIssues(scheme('a', [fixed('a', 30), upTo('b', 10)], { cap: { amount: 40, title: '单个企业最高', clause: '第六条' } }))).toEqual([]);
  });

  it('rejects an item not tied to a clause of the text', () => {
    expect(messages(scheme('a', [{ ...fixed('a', 30), clause: '支持内容' }]))).toEqual(['资金项「a」没有对应到原文的条款（应写作“第五条”或“第三条（二）”）']);
  });

  it('rejects a cap below a fixed award, for the item and for the policy', () => {
    expect(messages(scheme('a', [fixed('a', 30, { cap: 20 })]))).toEqual(['资金项「a」的上限 20 万元低于其定额奖励 30 万元']);
    expect(messages(scheme('a', [fixed('a', 30)], { cap: { amount: 20, title: '单个企业最高', clause: '第六条' } }))).toEqual(['单个企业最高 20 万元低于定额奖励「a」30 万元']);
  });

  it('rejects a window the ledger cannot answer', () => {
    const item: FundingItem = { id: 'p', title: '发明专利资助', clause: '第二条', amount: { kind: 'perUnit', counts: 'inventionGrants', window: 'last3Years', unitAmount: 1 } };
    expect(messages(scheme('a', [item]))).toEqual(['资金项「发明专利资助」按近三年计新获授权发明专利，企业档案只能回答上年度的数量']);
  });

  it('rejects overlapping exclusive groups and groups naming unknown items', () => {
    const overlapping = scheme('a', [fixed('a', 1), fixed('b', 2), fixed('c', 3)], {
      exclusive: [
        { id: 'x', title: '组一', clause: '第二条', items: ['a', 'b'] },
        { id: 'y', title: '组二', clause: '第二条', items: ['b', 'c', 'z'] },
      ],
    });
    expect(messages(overlapping)).toEqual(['资金项「b」同时属于不重复享受组「组一」和「组二」', '不重复享受组「组二」列出的资金项「z」不存在']);
  });

  it('rejects a rate of a figure that is not money', () => {
    const item: FundingItem = { id: 'r', title: '按比例', clause: '第二条', amount: { kind: 'rate', metric: 'rdStaff', rate: 0.1 } };
    expect(messages(scheme('a', [item]))).toEqual(['资金项「按比例」按比例计算的基数「研发人员数」不是金额（万元）']);
  });
});
