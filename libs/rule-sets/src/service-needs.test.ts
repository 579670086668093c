import { describe, expect, it } from 'vitest';
import { evaluate, parseRuleSet } from '@smes/eligibility';
import { SAMPLE_LEDGER } from '@smes/eligibility/testing';
import { HIGH_TECH_RULESET } from './high-tech';
import { SAMPLE_POLICY_RULESETS } from './sample-policies';
import { SPECIALIZED_RULESET } from './specialized';

const RULE_SETS = [HIGH_TECH_RULESET, SPECIALIZED_RULESET, ...SAMPLE_POLICY_RULESETS];

describe('service needs on conditions (the gap bridge)', () => {
  it('survive the JSON round trip the stand-in stores rule sets through', () => {
    for (const ruleSet of RULE_SETS) {
      const parsed = parseRuleSet(JSON.stringify(ruleSet));
      expect(parsed.conditions.map((condition) => condition.serviceNeeds)).toEqual(ruleSet.conditions.map((condition) => condition.serviceNeeds));
    }
  });

  it('reach the condition results, so a failed or 待核验 condition can offer its services', () => {
    for (const ruleSet of [HIGH_TECH_RULESET, SPECIALIZED_RULESET]) {
      const { results } = evaluate(ruleSet, SAMPLE_LEDGER, { now: new Date('2026-11-24T04:00:00Z') });
      for (const condition of ruleSet.conditions) {
        expect(results.find((item) => item.id === condition.id)?.serviceNeeds).toEqual(condition.serviceNeeds);
      }
    }
    const coreIp = evaluate(HIGH_TECH_RULESET, SAMPLE_LEDGER, { now: new Date('2026-11-24T04:00:00Z') }).results.find((item) => item.id === 'ht-core-ip');
    expect(coreIp?.serviceNeeds).toEqual(['专利申请代理', '知识产权贯标']);
  });

  it('tag the conditions an enterprise can get help with in every national scheme', () => {
    const tagged = (ids: string[]) => ids.filter((id) => HIGH_TECH_RULESET.conditions.find((condition) => condition.id === id)?.serviceNeeds?.length);
    expect(tagged(['ht-core-ip', 'ht-rd-expense', 'ht-no-incident'])).toHaveLength(3);
    expect(SPECIALIZED_RULESET.conditions.filter((condition) => condition.serviceNeeds).length).toBeGreaterThanOrEqual(3);
  });

  it('are rejected when not a list of words', () => {
    const broken = { ...HIGH_TECH_RULESET, conditions: [{ ...HIGH_TECH_RULESET.conditions[0], serviceNeeds: '专利' }] };
    expect(() => parseRuleSet(JSON.stringify(broken))).toThrow(/serviceNeeds/);
  });
});
