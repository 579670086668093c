import { describe, expect, it } from 'vitest';
import { buildMatchReportPayload, buildMatchablePolicy, buildPolicyMatch, buildSubsidyEstimate } from '@smes/api/testing';
import { SAMPLE_LEDGER } from '@smes/eligibility/testing';
import { preparePolicies, simulateMatch } from './report-engine';
import { formatDelta, fromSavedMatch, groupByCategory, groupPagedByCategory, policyCountOf, summaryDelta } from './report-model';
import { samplePolicies } from '../../testing/match-fixtures';
import { formatNumber } from '@smes/ui';

const now = new Date('2026-03-01T04:00:00Z');

describe('preparePolicies', () => {
  it('parses each rule set once and leaves out the ones that do not parse', () => {
    const prepared = preparePolicies([
      buildMatchablePolicy({ policyId: 1 }),
      buildMatchablePolicy({ policyId: 2, ruleSet: { id: 'broken', version: '1', name: '坏规则', conditions: [{ op: '≈' }] } }),
    ]);
    expect(prepared.candidates.map((candidate) => candidate.policyId)).toEqual(['1']);
    expect(prepared.skipped).toBe(1);
  });
});

describe('simulateMatch', () => {
  it('scores in the browser and keeps the policies’ own titles and numeric ids', () => {
    const prepared = preparePolicies(samplePolicies());
    const summary = simulateMatch(prepared, { ...SAMPLE_LEDGER, rdExpenseY1: 30 }, now);
    const rdSubsidy = summary.matches.find((match) => match.policyTitle === '杭州市企业研发费用投入补助实施细则');
    expect(rdSubsidy).toMatchObject({ status: 'ineligible', supportAmount: 200 });
    expect(typeof rdSubsidy?.policyId).toBe('number');

    const raised = simulateMatch(prepared, { ...SAMPLE_LEDGER, rdExpenseY1: 80 }, now);
    expect(raised.matchedCount).toBe(summary.matchedCount + 1);
    // The R&D subsidy pays 10% of the R&D expense (its funding data), certain once the figure is known.
    expect(raised.estimate.conservative).toBe(summary.estimate.conservative + 8);
    expect(raised.estimate.optimistic).toBe(summary.estimate.optimistic + 8);
    expect(raised.estimate.lines.find((line) => line.policyTitle === '杭州市企业研发费用投入补助实施细则')).toMatchObject({ counted: true, conservative: 8, optimistic: 8 });
  });

  it('scores only the policies of the saved scope and lists the others with their reason', () => {
    const scope = { label: '宁波市海曙区', regions: [{ code: '100000', name: '全国' }] };
    const prepared = preparePolicies(samplePolicies(), scope);
    const summary = simulateMatch(prepared, { ...SAMPLE_LEDGER, provinceCode: '330000', cityCode: '330200', districtCode: '330203' }, now);
    expect(summary.scope).toBe(scope);
    expect(summary.matches.length + summary.outOfScope.length).toBe(samplePolicies().length);
    expect(summary.outOfScope.length).toBeGreaterThan(0);
    for (const policy of summary.outOfScope) expect(policy.reason).toBe('仅适用于杭州市，贵企业注册地（宁波市海曙区）不在其范围内');
  });
});

describe('groupByCategory', () => {
  it('puts categories with more eligible policies first and keeps the rank inside each', () => {
    const groups = groupByCategory([
      { ...buildPolicyMatch({ policyId: 1, category: '奖励扶持', status: 'ineligible' }), missingFields: [] },
      { ...buildPolicyMatch({ policyId: 2, category: '研发创新', status: 'eligible' }), missingFields: [] },
      { ...buildPolicyMatch({ policyId: 3, category: '研发创新', status: 'incomplete' }), missingFields: [] },
    ]);
    expect(groups.map((group) => [group.category, group.policies.map((policy) => policy.policyId), group.eligible])).toEqual([
      ['研发创新', [2, 3], 1],
      ['奖励扶持', [1], 0],
    ]);
  });
});

describe('summaryDelta and formatting', () => {
  it('says how a what-if differs from the saved report', () => {
    const saved = fromSavedMatch(
      buildMatchReportPayload({ matchedCount: 3, estimate: buildSubsidyEstimate({ conservative: 20, optimistic: 250 }), qualificationsInReach: ['a'] }),
    );
    const simulated = { ...saved, matchedCount: 4, estimate: buildSubsidyEstimate({ conservative: 20, optimistic: 450.5 }), qualificationsInReach: [] };
    expect(summaryDelta(saved, simulated)).toEqual({ matchedCount: 1, conservative: 0, optimistic: 200.5, qualifications: -1 });
    expect(formatDelta(200.5, formatNumber)).toBe('+200.5');
    expect(formatDelta(-1)).toBe('−1');
    expect(formatDelta(0)).toBe('0');
  });
});

describe('a saved report answered by pages (ADR 122)', () => {
  it('groups its first pages in the order and with the counts the whole report would have', () => {
    const categories = ['人才', '科技创新', '人才', '科技创新', '数字化', '科技创新'];
    const statuses = ['ineligible', 'eligible', 'ineligible', 'eligible', 'eligible', 'incomplete'] as const;
    const whole = categories.map((category, index) => buildPolicyMatch({ policyId: index + 1, category, status: statuses[index]! }));
    const payload = buildMatchReportPayload({
      matches: [whole[0]!, whole[1]!, whole[4]!],
      policyCount: 6,
      categories: [
        { category: '人才', total: 2, eligible: 0 },
        { category: '科技创新', total: 3, eligible: 2 },
        { category: '数字化', total: 1, eligible: 1 },
      ],
      undecidedFields: ['rdStaff'],
    });
    const saved = fromSavedMatch(payload, 41);
    expect(saved.paged).toEqual({ reportId: 41, policyCount: 6, categories: payload.categories });
    expect(saved.undecidedFields).toEqual(['rdStaff']);
    expect(policyCountOf(saved)).toBe(6);
    const paged = groupPagedByCategory(saved.matches, saved.paged!.categories);
    const all = groupByCategory(fromSavedMatch(buildMatchReportPayload({ matches: whole })).matches);
    expect(paged.map(({ category, eligible, total }) => ({ category, eligible, total }))).toEqual(all.map(({ category, eligible, total }) => ({ category, eligible, total })));
    expect(paged.map((group) => group.policies.map((policy) => policy.policyId))).toEqual([[2], [5], [1]]);
    // Without an id (or without categories) a report is one at hand: every policy, no paging.
    expect(fromSavedMatch(payload).paged).toBeUndefined();
    expect(policyCountOf(fromSavedMatch(buildMatchReportPayload({ matches: whole })))).toBe(6);
  });
});
