import { describe, expect, it } from 'vitest';
import type { PolicyCandidate } from './match';
import { QUALIFICATION_CATEGORY, matchPolicies } from './match';
import { ESTIMATE_METHOD } from './estimate';
import type { Condition, LedgerCondition, RuleSet } from './rule-set';
import type { EnterpriseLedger } from './ledger';
import type { MetricKey } from './metrics';

const now = new Date('2025-06-01T04:00:00Z');
const basis = { title: '《示例办法》', clause: '第一条' };

function rule(id: string, conditions: [Condition['kind'], MetricKey, LedgerCondition['op'], LedgerCondition['value']?][]): RuleSet {
  return {
    id,
    version: '1',
    name: `政策 ${id}`,
    effectiveFrom: '2024-01-01',
    source: { title: '《示例办法》', docNo: '示〔2024〕1号', issuer: '示例局' },
    conditions: conditions.map(([kind, metric, op, value], index) => {
      const condition: Condition = { id: `c${index}`, title: 't', kind, metric, op, standardText: 's', evidence: 'e', basis };
      return value === undefined ? condition : { ...condition, value };
    }),
  };
}

type Granted = 'qualTechSme' | 'qualHighTech' | 'qualInnovativeSme' | 'qualSpecialized' | 'qualLittleGiant';
const IDS: Record<Granted, string> = { qualTechSme: 'e', qualHighTech: 'f', qualInnovativeSme: 'g', qualSpecialized: 'h', qualLittleGiant: 'l' };

/** A qualification scheme: it confers the ledger's 资质 field it names. */
function granting(grants: Granted, conditions: Parameters<typeof rule>[1]): RuleSet {
  return { ...rule(IDS[grants], conditions), grants };
}

const ledger: EnterpriseLedger = { employeesTotal: 50, rdStaff: 5, cityCode: '330100', trademarks: 2 };

const candidates: PolicyCandidate[] = [
  { policyId: 'ineligible', category: '奖励扶持', supportAmount: 300, ruleSet: rule('a', [['hard', 'cityCode', '==', '310100']]) },
  {
    policyId: 'soft-miss',
    category: '研发创新',
    supportAmount: 50,
    ruleSet: rule('b', [
      ['hard', 'employeesTotal', '<=', 500],
      ['soft', 'rdStaffRatio', '>=', 20],
    ]),
  },
  { policyId: 'perfect', category: '研发创新', supportAmount: 20, ruleSet: rule('c', [['hard', 'employeesTotal', '<=', 500]]) },
  { policyId: 'no-money', category: '金融支持', supportAmount: null, ruleSet: rule('d', [['hard', 'trademarks', '>=', 1]]) },
  {
    policyId: 'qual-near',
    category: QUALIFICATION_CATEGORY,
    supportAmount: null,
    ruleSet: granting('qualTechSme', [
      ['hard', 'employeesTotal', '<=', 500],
      ['hard', 'revenueY1', '<=', 20000],
      ['hard', 'totalAssetsY1', '<=', 20000],
    ]),
  },
  {
    policyId: 'qual-far',
    category: QUALIFICATION_CATEGORY,
    supportAmount: null,
    ruleSet: granting('qualHighTech', [['hard', 'rdExpenseRatio3y', '>=', 3]]),
  },
  { policyId: 'qual-yes', category: QUALIFICATION_CATEGORY, supportAmount: null, ruleSet: granting('qualInnovativeSme', [['hard', 'rdStaff', '>=', 1]]) },
  {
    policyId: 'qual-no',
    category: QUALIFICATION_CATEGORY,
    supportAmount: null,
    ruleSet: granting('qualSpecialized', [
      ['hard', 'rdStaff', '>=', 10],
      ['hard', 'revenueY1', '>=', 1],
    ]),
  },
];

describe('matchPolicies', () => {
  const report = matchPolicies(candidates, ledger, { now });

  it('ranks eligible by match degree, then incomplete, then ineligible', () => {
    expect(report.matches.map((match) => [match.policyId, match.status, match.matchDegree])).toEqual([
      ['perfect', 'eligible', 100],
      ['no-money', 'eligible', 100],
      ['qual-yes', 'eligible', 100],
      ['soft-miss', 'eligible', 67],
      ['qual-near', 'incomplete', 33],
      ['qual-far', 'incomplete', 0],
      ['ineligible', 'ineligible', 0],
      ['qual-no', 'ineligible', 0],
    ]);
  });

  it('carries the policy fields next to the evaluation', () => {
    expect(report.matches[0]).toMatchObject({ policyId: 'perfect', category: '研发创新', supportAmount: 20, ruleSetId: 'c', name: '政策 c' });
  });

  it('counts eligible policies; without funding data their maximums are only the 乐观 end of the estimate', () => {
    expect(report.matchedCount).toBe(4);
    expect(report.estimatedSubsidy).toBe(20 + 50);
    expect(report.estimate).toMatchObject({ conservative: 0, optimistic: 20 + 50 });
  });

  it('lists qualifications at most two named gaps away, each with its gaps', () => {
    expect(report.matches.find((match) => match.policyId === 'qual-far')?.missingFields).toHaveLength(6);
    expect(report.qualificationGaps).toEqual([
      { policyId: 'qual-yes', name: '政策 g', gaps: [] },
      { policyId: 'qual-near', name: '政策 e', gaps: ['需填写营业收入（上年度）', '需填写资产总额（上年末）'] },
      { policyId: 'qual-no', name: '政策 h', gaps: ['研发人员数还差 5 人', '需填写营业收入（上年度）'] },
    ]);
    expect(report.qualificationsInReach).toEqual(['政策 g', '政策 e', '政策 h']);
  });

  it('never offers a qualification the ledger holds in its validity: it is 已认定, listed last', () => {
    const held = matchPolicies(candidates, { ...ledger, qualInnovativeSme: '2025-04-01' }, { now });
    expect(held.qualificationsInReach).toEqual(['政策 e', '政策 h']);
    expect(held.matches.at(-1)).toMatchObject({ policyId: 'qual-yes', status: 'held', held: { field: 'qualInnovativeSme', validUntil: '2028-03-31', text: '已认定（有效期至 2028-03-31）' } });
    expect(held.matchedCount).toBe(3);
    expect(matchPolicies(candidates, { ...ledger, qualInnovativeSme: null }, { now }).qualificationsInReach).toEqual(['政策 g', '政策 e', '政策 h']);
    // Lapsed three years after its date: a target again, and said so.
    const lapsed = matchPolicies(candidates, { ...ledger, qualInnovativeSme: '2022-05-31' }, { now });
    expect(lapsed.qualificationsInReach).toEqual(['政策 g', '政策 e', '政策 h']);
    expect(lapsed.matches.find((match) => match.policyId === 'qual-yes')).toMatchObject({ status: 'eligible', lapsed: { text: '原资格已于 2025-05-30 期满' } });
  });

  it('offers only schemes that confer a qualification, not an award for holding one', () => {
    const award: PolicyCandidate = { policyId: 'award', category: QUALIFICATION_CATEGORY, supportAmount: 20, ruleSet: rule('award', [['hard', 'rdStaff', '>=', 1]]) };
    expect(matchPolicies([award], ledger, { now }).qualificationGaps).toEqual([]);
  });

  it('leaves out a qualification whose failure has no distance to name or that has more than two gaps', () => {
    const region: PolicyCandidate = { policyId: 'qual-region', category: QUALIFICATION_CATEGORY, supportAmount: null, ruleSet: granting('qualLittleGiant', [['hard', 'cityCode', '==', '310100']]) };
    const many: PolicyCandidate = {
      policyId: 'qual-many',
      category: QUALIFICATION_CATEGORY,
      supportAmount: null,
      ruleSet: granting('qualTechSme', [
        ['hard', 'rdStaff', '>=', 10],
        ['hard', 'trademarks', '>=', 5],
        ['hard', 'employeesTotal', '>=', 100],
      ]),
    };
    expect(matchPolicies([region, many], ledger, { now }).qualificationGaps).toEqual([]);
  });

  it('is deterministic whatever the input order', () => {
    const reversed = matchPolicies([...candidates].reverse(), ledger, { now });
    expect(reversed).toEqual(report);
  });

  it('returns an empty report for no candidates', () => {
    expect(matchPolicies([], {}, { now })).toEqual({
      matches: [],
      matchedCount: 0,
      estimatedSubsidy: 0,
      estimate: { conservative: 0, optimistic: 0, method: ESTIMATE_METHOD, lines: [], adjustments: [] },
      qualificationsInReach: [],
      qualificationGaps: [],
    });
  });
});
