import { describe, expect, expectTypeOf, it } from 'vitest';
import type { ContractPolicyMatch, MatchableInput } from './match-contract';
import { matchForContract, prepareMatchable } from './match-contract';
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
  { policyId: 7, policyTitle: '小微企业稳岗补贴', category: '资金扶持', supportAmount: 20, ruleSet: ruleSet('a', 10) },
  { policyId: 9, policyTitle: '规上企业奖励', category: '资金扶持', supportAmount: 50, ruleSet: JSON.parse(JSON.stringify(ruleSet('b', 500))) },
  { policyId: 11, policyTitle: '规则损坏的政策', category: '资金扶持', supportAmount: null, ruleSet: { id: 'broken', name: 'x', version: '1', conditions: [] } },
];

describe('matching in the contract shape', () => {
  it('parses each rule set once and leaves out the ones that do not parse', () => {
    const prepared = prepareMatchable(policies);
    expect(prepared.candidates.map((candidate) => candidate.policyId)).toEqual(['7', '9']);
    expect(prepared.skipped).toBe(1);
  });

  it("answers with the contract's numeric policy ids and the policies' titles", () => {
    const summary = matchForContract(prepareMatchable(policies), { employeesTotal: 30 }, now);
    expect(summary).toMatchObject({ matchedCount: 1, estimatedSubsidy: 20, qualificationsInReach: [] });
    expect(summary.matches.map(({ policyId, policyTitle, status }) => ({ policyId, policyTitle, status }))).toEqual([
      { policyId: 7, policyTitle: '小微企业稳岗补贴', status: 'eligible' },
      { policyId: 9, policyTitle: '规上企业奖励', status: 'ineligible' },
    ]);
    expectTypeOf(summary.matches[0]!).toExtend<ContractPolicyMatch>();
  });
});
