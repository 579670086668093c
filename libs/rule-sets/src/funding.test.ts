import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { QUALIFICATION_CATEGORY, estimateSubsidy } from '@smes/eligibility';
import type { EstimateCandidate, FundingGroup } from '@smes/eligibility';
import { SCHEME_FUNDING } from './funding';
import { SAMPLE_POLICIES } from './sample-policies';

const now = new Date('2025-06-01T04:00:00Z');
const MONETARY = SAMPLE_POLICIES.filter((policy) => policy.category !== QUALIFICATION_CATEGORY);

describe('SCHEME_FUNDING', () => {
  it('gives every scheme with money its funding data on the rule set, and no qualification any', () => {
    for (const policy of SAMPLE_POLICIES) {
      if (policy.category === QUALIFICATION_CATEGORY) expect(policy.ruleSet.funding).toBeUndefined();
      else expect(policy.ruleSet.funding).toEqual(SCHEME_FUNDING[policy.ruleSet.id]);
    }
    expect(Object.keys(SCHEME_FUNDING).sort()).toEqual(MONETARY.map((policy) => policy.ruleSet.id).sort());
  });

  it('defines each group once: one id, one title, one rule', () => {
    const groups = new Map<string, FundingGroup>();
    for (const funding of Object.values(SCHEME_FUNDING)) {
      if (!funding.group) continue;
      const seen = groups.get(funding.group.id);
      if (seen) expect(funding.group).toEqual(seen);
      groups.set(funding.group.id, funding.group);
    }
    expect(groups.size).toBeGreaterThan(0);
  });
});

/** Policies as the seed makes them: any scheme, at any level (so several per scheme), any amount, any verdict. */
const seededPolicies = fc.array(
  fc.record({
    scheme: fc.integer({ min: 0, max: MONETARY.length - 1 }),
    amount: fc.integer({ min: 1, max: 2000 }),
    eligible: fc.boolean(),
  }),
  { maxLength: 40 },
);

describe('the estimate over seeded rule sets (property)', () => {
  it('counts no fund twice, respects every group and keeps 保守 ≤ 乐观', () => {
    fc.assert(
      fc.property(seededPolicies, fc.option(fc.integer({ min: 0, max: 20000 }), { nil: undefined }), (drafts, rdExpense) => {
        const candidates: EstimateCandidate[] = drafts.map((draft, index) => {
          const sample = MONETARY[draft.scheme]!;
          return {
            policyId: String(index + 1),
            policyTitle: `${sample.ruleSet.name} ${index + 1}`,
            status: draft.eligible ? 'eligible' : 'ineligible',
            supportAmount: draft.amount,
            ...(sample.ruleSet.funding ? { funding: sample.ruleSet.funding } : {}),
          };
        });
        const estimate = estimateSubsidy(candidates, rdExpense === undefined ? {} : { rdExpenseY1: rdExpense, rdExpenseY2: 300, inventionPatentsGrantedY1: 2, bankLoanInterestY1: 40 }, { now });
        const counted = estimate.lines.filter((line) => line.counted);
        const fundingOf = (policyId: string) => candidates[Number(policyId) - 1]!.funding!;

        const items = counted.map((line) => fundingOf(line.policyId).item);
        expect(new Set(items).size).toBe(items.length);
        for (const line of counted) {
          const group = fundingOf(line.policyId).group;
          if (group?.rule === 'one') expect(counted.filter((other) => fundingOf(other.policyId).group?.id === group.id)).toHaveLength(1);
        }
        expect(estimate.conservative).toBeLessThanOrEqual(estimate.optimistic);
        expect(estimate.conservative).toBeGreaterThanOrEqual(0);
        const countedMax = counted.reduce((sum, line) => sum + line.optimistic, 0);
        expect(estimate.optimistic).toBeLessThanOrEqual(countedMax + 1e-9);
        expect(estimate.lines).toHaveLength(candidates.filter((candidate) => candidate.status === 'eligible').length);
      }),
      { numRuns: 300 },
    );
  });
});
