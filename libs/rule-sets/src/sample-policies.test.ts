import { describe, expect, it } from 'vitest';
import { QUALIFICATION_CATEGORY, evaluate, matchPolicies, parseRuleSet } from '@smes/eligibility';
import { SAMPLE_LEDGER } from '@smes/eligibility/testing';
import { SAMPLE_POLICIES, SAMPLE_POLICY_RULESETS } from './sample-policies';

const now = new Date('2025-06-01T04:00:00Z');

describe('SAMPLE_POLICY_RULESETS', () => {
  it('ships about a dozen valid rule sets with unique ids', () => {
    expect(SAMPLE_POLICY_RULESETS.length).toBeGreaterThanOrEqual(12);
    expect(new Set(SAMPLE_POLICY_RULESETS.map((ruleSet) => ruleSet.id)).size).toBe(SAMPLE_POLICY_RULESETS.length);
    for (const ruleSet of SAMPLE_POLICY_RULESETS) expect(parseRuleSet(JSON.stringify(ruleSet))).toEqual(ruleSet);
  });

  it('cites a source with a document number and issuer for each', () => {
    for (const ruleSet of SAMPLE_POLICY_RULESETS) {
      expect(ruleSet.source.title).toMatch(/^《.+》$/);
      expect(ruleSet.source.docNo).toMatch(/〔\d{4}〕\d+号$/);
      expect(ruleSet.source.issuer).not.toBe('');
    }
  });

  it('pairs qualifications with no money and other policies with an amount', () => {
    for (const policy of SAMPLE_POLICIES) {
      if (policy.category === QUALIFICATION_CATEGORY) expect(policy.supportAmount).toBeNull();
      else expect(policy.supportAmount).toBeGreaterThan(0);
    }
    expect(SAMPLE_POLICIES.filter((policy) => policy.category === QUALIFICATION_CATEGORY).map((policy) => policy.ruleSet.name)).toEqual([
      '科技型中小企业评价',
      '创新型中小企业评价',
      '高新技术企业培育库入库',
    ]);
  });

  it('evaluates each against the sample ledger without unknowns', () => {
    for (const ruleSet of SAMPLE_POLICY_RULESETS) {
      const result = evaluate(ruleSet, SAMPLE_LEDGER, { now });
      expect(result.status, ruleSet.id).not.toBe('incomplete');
      expect(result.missingFields, ruleSet.id).toEqual([]);
    }
  });

  it('scores the 科技型中小企业 evaluation on staff, R&D and IP', () => {
    const techSme = SAMPLE_POLICY_RULESETS.find((ruleSet) => ruleSet.id === 'tech-sme-evaluation');
    if (!techSme) throw new Error('missing tech-sme-evaluation');
    const result = evaluate(techSme, SAMPLE_LEDGER, { now });
    // 27.96% staff → 16, 7.08% R&D → 50, Ⅰ类 IP → 30
    expect(result.score?.indicators.map((item) => item.score)).toEqual([16, 50, 30]);
    expect(result.status).toBe('eligible');
    expect(evaluate(techSme, { ...SAMPLE_LEDGER, employeesTotal: 501, rdStaff: 60 }, { now }).status).toBe('ineligible');
  });
});

describe('matching the sample policies', () => {
  it('matches the sample policies against the sample ledger', () => {
    const sample = matchPolicies(
      SAMPLE_POLICIES.map((policy) => ({ ...policy, policyId: policy.ruleSet.id })),
      SAMPLE_LEDGER,
      { now },
    );
    expect(sample.matchedCount).toBe(8);
    // Σ maximums would be 805. The estimate: 技改 500 (择优, so 保守 0) excludes 数字化改造 50; 研发补助 10% of
    // 612 = 61.2 (certain); 产学研 30 + 贴息 20 capped at 40; 专利 5 (择优).
    expect(sample.estimate).toMatchObject({ conservative: 61.2, optimistic: 606.2 });
    expect(sample.estimatedSubsidy).toBe(606.2);
    // The sample ledger already holds both qualifications it meets: 可冲刺资质 offers neither again.
    expect(sample.qualificationsInReach).toEqual([]);
    expect(sample.matches.at(-1)?.status).toBe('ineligible');
  });

  it('offers the qualifications the ledger meets but does not hold, with nothing left to do', () => {
    const notHeld = { ...SAMPLE_LEDGER, qualInnovativeSme: null, qualTechSme: null };
    const sample = matchPolicies(
      SAMPLE_POLICIES.map((policy) => ({ ...policy, policyId: policy.ruleSet.id })),
      notHeld,
      { now },
    );
    // Equal rank and support: ties fall back to the policy id, innovative-sme before tech-sme-evaluation.
    expect(sample.qualificationGaps).toEqual([
      { policyId: 'innovative-sme', name: '创新型中小企业评价', gaps: [] },
      { policyId: 'tech-sme-evaluation', name: '科技型中小企业评价', gaps: [] },
    ]);
  });
});
