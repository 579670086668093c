import { describe, expect, expectTypeOf, it } from 'vitest';
import type { ContractPolicyMatch, MatchableInput } from './match-contract';
import { matchForContract, matchForContractInSteps, prepareMatchable } from './match-contract';
import type { RuleSet } from './rule-set';

const now = new Date('2025-06-01T04:00:00Z');

function ruleSet(id: string, minimum: number): RuleSet {
  return {
    id,
    version: '1',
    name: `规则 ${id}`,
    effectiveFrom: '2024-01-01',
    source: { title: '《示例办法》', docNo: '示〔2024〕1号', issuer: '示例局' },
    conditions: [
      {
        id: 'staff',
        title: '职工总数',
        kind: 'hard',
        metric: 'employeesTotal',
        op: '>=',
        value: minimum,
        standardText: `不少于 ${minimum} 人`,
        evidence: '社保缴纳证明',
        basis: { title: '《示例办法》', clause: '第二条' },
      },
    ],
  };
}

const policies: MatchableInput[] = [
  { policyId: 7, policyTitle: '小微企业稳岗补贴', category: '资金扶持', supportAmount: 20, ruleSet: ruleSet('a', 10), regionCode: '100000', regionName: '全国' },
  { policyId: 9, policyTitle: '规上企业奖励', category: '资金扶持', supportAmount: 50, ruleSet: JSON.parse(JSON.stringify(ruleSet('b', 500))), regionCode: '330000', regionName: '浙江省' },
  { policyId: 11, policyTitle: '规则损坏的政策', category: '资金扶持', supportAmount: null, ruleSet: { id: 'broken', name: 'x', version: '1', conditions: [] }, regionCode: '100000', regionName: '全国' },
];

describe('matching in the contract shape', () => {
  it('parses each rule set once and leaves out the ones that do not parse', () => {
    const prepared = prepareMatchable(policies);
    expect(prepared.candidates.map((candidate) => candidate.policyId)).toEqual(['7', '9']);
    expect(prepared.skipped).toBe(1);
  });

  it("answers with the contract's numeric policy ids and the policies' titles", () => {
    const summary = matchForContract(prepareMatchable(policies), { employeesTotal: 30, provinceCode: '330000' }, now);
    expect(summary).toMatchObject({ matchedCount: 1, estimatedSubsidy: 20, qualificationsInReach: [] });
    expect(summary.matches.map(({ policyId, policyTitle, status }) => ({ policyId, policyTitle, status }))).toEqual([
      { policyId: 7, policyTitle: '小微企业稳岗补贴', status: 'eligible' },
      { policyId: 9, policyTitle: '规上企业奖励', status: 'ineligible' },
    ]);
    expectTypeOf(summary.matches[0]!).toExtend<ContractPolicyMatch>();
  });

  it('scores only the policies whose region contains the registered region and says why the others do not apply', () => {
    const regional: MatchableInput[] = [
      ...policies.slice(0, 2),
      { policyId: 21, policyTitle: '余杭区人才新政', category: '资金扶持', supportAmount: 30, ruleSet: ruleSet('c', 1), regionCode: '330110', regionName: '杭州市余杭区' },
      { policyId: 22, policyTitle: '福州市研发补助', category: '资金扶持', supportAmount: 80, ruleSet: ruleSet('d', 1), regionCode: '350100', regionName: '福州市' },
      { policyId: 23, policyTitle: '西湖区数字经济奖励', category: '资金扶持', supportAmount: 40, ruleSet: ruleSet('e', 1), regionCode: '330106', regionName: '杭州市西湖区' },
    ];
    const scope = { label: '杭州市余杭区', regions: [{ code: '100000', name: '全国' }] };
    const ledger = { employeesTotal: 30, provinceCode: '330000', cityCode: '330100', districtCode: '330110' };
    const summary = matchForContract(prepareMatchable(regional), ledger, now, scope);
    expect(summary.matches.map((match) => match.policyId).sort()).toEqual([21, 7, 9].sort());
    expect(summary.outOfScope.map(({ policyId, reason }) => ({ policyId, reason }))).toEqual([
      { policyId: 22, reason: '仅适用于福州市，贵企业注册地（杭州市余杭区）不在其范围内' },
      { policyId: 23, reason: '仅适用于杭州市西湖区，贵企业注册地（杭州市余杭区）不在其范围内' },
    ]);
    expect(summary.scope).toBe(scope);
    expect(summary.estimate.lines.map((line) => line.policyId).sort()).toEqual([21, 7]);
  });

  it('in steps pauses after each policy scored and each later stage, and its end is the same answer as in one go', () => {
    const regional: MatchableInput[] = [
      ...policies.slice(0, 2),
      { policyId: 21, policyTitle: '余杭区人才新政', category: '资金扶持', supportAmount: 30, ruleSet: ruleSet('c', 1), regionCode: '330110', regionName: '杭州市余杭区' },
      { policyId: 22, policyTitle: '福州市研发补助', category: '资金扶持', supportAmount: 80, ruleSet: ruleSet('d', 1), regionCode: '350100', regionName: '福州市' },
    ];
    const prepared = prepareMatchable(regional);
    const ledger = { employeesTotal: 30, provinceCode: '330000', cityCode: '330100', districtCode: '330110' };
    const steps = matchForContractInSteps(prepared, ledger, now);
    let pauses = 0;
    let step = steps.next();
    while (!step.done) {
      pauses += 1;
      step = steps.next();
    }
    // Three policies in scope (7, 9, 21): a pause after each, then after the sort and the qualification gaps.
    expect(pauses).toBe(5);
    expect(step.value).toEqual(matchForContract(prepared, ledger, now));
  });
});
