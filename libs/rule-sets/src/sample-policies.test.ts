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
      expect(ruleSet.source.title).toMatch(/^《.+》/);
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

  it('evaluates each against the sample ledger with nothing left to fill in: only material stays to check', () => {
    for (const ruleSet of SAMPLE_POLICY_RULESETS) {
      const result = evaluate(ruleSet, SAMPLE_LEDGER, { now });
      expect(result.missingFields, ruleSet.id).toEqual([]);
      const open = result.results.filter((item) => item.kind === 'hard' && item.status === 'unknown');
      expect(open.every((item) => item.decidedBy === 'evidence'), ruleSet.id).toBe(true);
    }
  });

  it('scores the 科技型中小企业 evaluation on staff, R&D and IP', () => {
    const techSme = SAMPLE_POLICY_RULESETS.find((ruleSet) => ruleSet.id === 'tech-sme-evaluation');
    if (!techSme) throw new Error('missing tech-sme-evaluation');
    const result = evaluate(techSme, SAMPLE_LEDGER, { now });
    // 27.96% staff → 16, 7.08% R&D → 50, Ⅰ类 IP → 30
    expect(result.score?.indicators.map((item) => item.score)).toEqual([16, 50, 30]);
    // 科研严重失信 is in no ledger field: the evaluation waits on the enterprise's 承诺书.
    expect(result.status).toBe('incomplete');
    expect(result.results.filter((item) => item.status !== 'pass').map((item) => item.id)).toEqual(['tsme-research-integrity']);
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
    expect(sample.matchedCount).toBe(3);
    // Σ maximums would be 805. The estimate counts what the ledger computes: 研发补助 10% of the 612 万元 上年度研发费用
    // = 61.2, 专利 2 件 × 1 万元 = 2, 产学研 30 择优 (保守 0). 技改, 数字化 and 贴息 wait on the project or the loan
    // (待核验), so none of their money counts.
    expect(sample.estimate).toMatchObject({ conservative: 63.2, optimistic: 93.2 });
    expect(sample.estimatedSubsidy).toBe(93.2);
    // 创新型 is held (已认定, listed last); 科技型中小企业's 2024 入库 has lapsed, so it is a target again.
    expect(sample.qualificationsInReach).toEqual(['科技型中小企业评价']);
    expect(sample.matches.at(-1)).toMatchObject({ policyId: 'innovative-sme', status: 'held' });
  });

  it('offers the qualifications the ledger meets but does not hold, with nothing left to do', () => {
    const notHeld = { ...SAMPLE_LEDGER, qualInnovativeSme: null, qualTechSme: null };
    const sample = matchPolicies(
      SAMPLE_POLICIES.map((policy) => ({ ...policy, policyId: policy.ruleSet.id })),
      notHeld,
      { now },
    );
    expect(sample.qualificationGaps).toEqual([
      { policyId: 'innovative-sme', name: '创新型中小企业评价', gaps: [] },
      { policyId: 'tech-sme-evaluation', name: '科技型中小企业评价', gaps: ['待核验企业科研诚信承诺书'] },
    ]);
  });
});
