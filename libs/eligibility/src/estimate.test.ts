import { describe, expect, it } from 'vitest';
import type { EstimateCandidate } from './estimate';
import { estimateSubsidy, formatEstimateRange } from './estimate';
import type { RuleSetFunding } from './funding';
import { parseFunding } from './funding';
import type { ScoreResult } from './evaluate';

const now = new Date('2025-06-01T04:00:00Z');

function policy(policyId: string, supportAmount: number | null, funding?: RuleSetFunding, status: EstimateCandidate['status'] = 'eligible'): EstimateCandidate {
  return { policyId, policyTitle: `政策${policyId}`, status, supportAmount, ...(funding ? { funding } : {}) };
}

const rd = (amount: RuleSetFunding['amount']): RuleSetFunding => ({ item: 'rd-investment', itemTitle: '研发投入', amount });
const tier = { id: 'sme-tier', title: '专精特新梯度培育奖励就高', rule: 'one' as const };

describe('estimateSubsidy', () => {
  it('counts a fixed award in both ends and an 择优 maximum only in 乐观', () => {
    const estimate = estimateSubsidy(
      [policy('1', 30, { item: 'a', itemTitle: 'A', amount: { kind: 'fixed' } }), policy('2', 200, { item: 'b', itemTitle: 'B', amount: { kind: 'upTo' } })],
      {},
      { now },
    );
    expect(estimate).toMatchObject({ conservative: 30, optimistic: 230 });
    expect(estimate.lines.every((line) => line.counted)).toBe(true);
    expect(formatEstimateRange(estimate)).toBe('保守 30 万元 ～ 乐观 230 万元');
  });

  it('leaves out policies that are not eligible or carry no money', () => {
    const estimate = estimateSubsidy([policy('1', 50, undefined, 'incomplete'), policy('2', 80, undefined, 'ineligible'), policy('3', null)], {}, { now });
    expect(estimate).toMatchObject({ conservative: 0, optimistic: 0, lines: [] });
  });

  it('computes a rate subsidy from the ledger, capped at the maximum, and keeps it uncertain while the figure is missing', () => {
    const funding = rd({ kind: 'rate', metric: 'rdExpenseY1', rate: 0.1 });
    expect(estimateSubsidy([policy('1', 200, funding)], { rdExpenseY1: 850 }, { now })).toMatchObject({ conservative: 85, optimistic: 85 });
    expect(estimateSubsidy([policy('1', 200, funding)], { rdExpenseY1: 5000 }, { now })).toMatchObject({ conservative: 200, optimistic: 200 });
    const unknown = estimateSubsidy([policy('1', 200, funding)], {}, { now });
    expect(unknown).toMatchObject({ conservative: 0, optimistic: 200 });
    expect(unknown.lines[0]?.note).toContain('未填写');
  });

  it('counts policies of several levels that fund the same item once, with the best of them', () => {
    const estimate = estimateSubsidy(
      [policy('1', 200, rd({ kind: 'upTo' })), policy('2', 300, rd({ kind: 'upTo' })), policy('3', 100, rd({ kind: 'fixed' }))],
      {},
      { now },
    );
    expect(estimate).toMatchObject({ conservative: 0, optimistic: 300 });
    const counted = estimate.lines.filter((line) => line.counted);
    expect(counted.map((line) => line.policyId)).toEqual(['2']);
    expect(estimate.lines.find((line) => line.policyId === '1')?.note).toBe('与「政策2」资助同一事项（研发投入），只计一次');
  });

  it('counts one item of a mutually exclusive group and caps a capped group', () => {
    const exclusive = estimateSubsidy(
      [
        policy('1', 30, { item: 'specialized-award', itemTitle: '专精特新认定奖励', amount: { kind: 'fixed' }, group: tier }),
        policy('2', 100, { item: 'little-giant-award', itemTitle: '小巨人认定奖励', amount: { kind: 'fixed' }, group: tier }),
      ],
      {},
      { now },
    );
    expect(exclusive).toMatchObject({ conservative: 100, optimistic: 100 });
    expect(exclusive.lines.find((line) => line.policyId === '1')).toMatchObject({ counted: false });
    const cap = { id: 'city-science', title: '市级科技资助', rule: 'cap' as const, cap: 40 };
    const capped = estimateSubsidy(
      [
        policy('1', 30, { item: 'coop', itemTitle: '产学研合作', amount: { kind: 'fixed' }, group: cap }),
        policy('2', 20, { item: 'loan', itemTitle: '贷款贴息', amount: { kind: 'upTo' }, group: cap }),
      ],
      {},
      { now },
    );
    expect(capped).toMatchObject({ conservative: 30, optimistic: 40 });
  });

  it('pays a scored scheme by the band of its score: 保守 by the score so far, 乐观 by the highest reachable', () => {
    const score = { total: 72, possibleMax: 88 } as ScoreResult;
    const funding: RuleSetFunding = { item: 'evaluation', itemTitle: '评价奖励', amount: { kind: 'scoreBands', bands: [{ minScore: 60, share: 0.5 }, { minScore: 80, share: 1 }] } };
    const estimate = estimateSubsidy([{ ...policy('1', 100, funding), score }], {}, { now });
    expect(estimate).toMatchObject({ conservative: 50, optimistic: 100 });
  });
});

describe('parseFunding', () => {
  it('accepts the four amount kinds and both group rules', () => {
    expect(parseFunding({ item: 'a', itemTitle: 'A', amount: { kind: 'rate', metric: 'rdExpenseY1', rate: 0.1 }, group: { id: 'g', title: 'G', rule: 'cap', cap: 10 } })).toEqual({
      item: 'a',
      itemTitle: 'A',
      amount: { kind: 'rate', metric: 'rdExpenseY1', rate: 0.1 },
      group: { id: 'g', title: 'G', rule: 'cap', cap: 10 },
    });
  });

  it('names the offending path', () => {
    expect(() => parseFunding({ item: 'a', itemTitle: 'A', amount: { kind: 'rate', metric: 'nope', rate: 0.1 } })).toThrow('ruleSet.funding.amount.metric');
    expect(() => parseFunding({ item: 'a', itemTitle: 'A', amount: { kind: 'fixed' }, group: { id: 'g', title: 'G', rule: 'cap' } })).toThrow('ruleSet.funding.group.cap');
    expect(() => parseFunding({ item: '', itemTitle: 'A', amount: { kind: 'fixed' } })).toThrow('ruleSet.funding.item');
  });
});
