import { describe, expect, it } from 'vitest';
import type { Condition, RuleSet } from './rule-set';
import { checksRead, conditionChecks, parseRuleSet, selectCurrentRuleSet } from './rule-set';

const minimal = (): Record<string, unknown> => ({
  id: 'demo',
  version: '1',
  name: '示例政策',
  effectiveFrom: '2024-01-01',
  source: { title: '《示例办法》', docNo: '示〔2024〕1号', issuer: '示例局' },
  conditions: [
    {
      id: 'c1',
      title: '研发人员占比',
      kind: 'hard',
      metric: 'rdStaffRatio',
      op: '>=',
      value: 10,
      standardText: '不低于 10%',
      evidence: '人员名单',
      basis: { title: '《示例办法》', clause: '第三条' },
    },
  ],
});

function withCondition(patch: Record<string, unknown>) {
  const json = minimal();
  const [condition] = json.conditions as Record<string, unknown>[];
  json.conditions = [{ ...condition, ...patch }];
  return json;
}

describe('parseRuleSet', () => {
  it('round-trips a rule set through JSON', () => {
    const ruleSet = parseRuleSet(minimal());
    expect(parseRuleSet(JSON.stringify(ruleSet))).toEqual(ruleSet);
    expect(parseRuleSet(JSON.parse(JSON.stringify(ruleSet)))).toEqual(ruleSet);
  });

  it('hands back a rule set it returned, and still checks an equal object it did not make', () => {
    const ruleSet = parseRuleSet(minimal());
    expect(parseRuleSet(ruleSet)).toBe(ruleSet);
    const copy = JSON.parse(JSON.stringify(ruleSet)) as typeof ruleSet;
    expect(parseRuleSet(copy)).not.toBe(copy);
    // An object shaped like a rule set but never checked is checked, however it was built.
    expect(() => parseRuleSet({ ...ruleSet, effectiveFrom: '2024-13-01' })).toThrow('ruleSet.effectiveFrom must be a date YYYY-MM-DD');
  });

  it('returns a clean copy without unknown keys', () => {
    const parsed = parseRuleSet({ ...minimal(), extra: true });
    expect(parsed).not.toHaveProperty('extra');
    expect(parsed.conditions[0]).toMatchObject({ id: 'c1', metric: 'rdStaffRatio', value: 10 });
  });

  it('rejects malformed JSON text', () => {
    expect(() => parseRuleSet('{"id": "demo",')).toThrow(/^Invalid rule set: not valid JSON/);
  });

  it.each([
    ['a non-object', [], 'ruleSet must be an object'],
    ['a missing id', { ...minimal(), id: undefined }, 'ruleSet.id must be a non-empty string'],
    ['a bad date', { ...minimal(), effectiveFrom: '2024-13-01' }, 'ruleSet.effectiveFrom must be a date YYYY-MM-DD'],
    ['a missing source', { ...minimal(), source: null }, 'ruleSet.source must be an object'],
    ['conditions that are not an array', { ...minimal(), conditions: {} }, 'ruleSet.conditions must be an array'],
    ['no conditions and no scoring', { ...minimal(), conditions: [] }, 'ruleSet.conditions must not be empty'],
    ['an unknown metric', withCondition({ metric: 'luck' }), 'ruleSet.conditions[0].metric is not a known metric: "luck"'],
    ['an unknown operator', withCondition({ op: '~=' }), 'ruleSet.conditions[0].op must be one of'],
    ['a bad kind', withCondition({ kind: 'maybe' }), 'ruleSet.conditions[0].kind must be "hard" or "soft"'],
    ['a missing value', withCondition({ value: undefined }), 'ruleSet.conditions[0].value must be a number or a date string'],
    ['an empty "in" list', withCondition({ op: 'in', value: [] }), 'must be a non-empty array'],
    ['bands on an equality', withCondition({ op: '==', bands: [] }), 'ruleSet.conditions[0].bands need an ordering operator'],
    ['a band without a value', withCondition({ bands: [{ when: { metric: 'revenueY1' }, standardText: 'x' }] }), 'ruleSet.conditions[0].bands[0].value must be a finite number'],
    ['a missing basis clause', withCondition({ basis: { title: '《示例办法》' } }), 'ruleSet.conditions[0].basis.clause must be a non-empty string'],
    ['a duplicate id', { ...minimal(), conditions: [...(minimal().conditions as unknown[]), ...(minimal().conditions as unknown[])] }, 'repeat the id "c1"'],
  ])('rejects %s', (_case, json, message) => {
    expect(() => parseRuleSet(json)).toThrow(message);
  });

  it('validates scoring', () => {
    const scoring = (patch: Record<string, unknown>, band: Record<string, unknown> = { score: 5 }) => ({
      ...minimal(),
      scoring: {
        passScore: 60,
        passRule: '>=',
        indicators: [{ id: 'i1', title: '指标', max: 10, metric: 'trademarks', bands: [band], basis: { title: 't', clause: 'c' }, ...patch }],
      },
    });
    expect(parseRuleSet(scoring({})).scoring?.indicators[0]?.bands).toEqual([{ score: 5 }]);
    expect(() => parseRuleSet({ ...scoring({}), scoring: { passScore: 60, passRule: '>', indicators: [] } })).toThrow(
      'ruleSet.scoring.indicators must not be empty',
    );
    expect(() => parseRuleSet({ ...scoring({}), scoring: { passScore: 60, passRule: '=', indicators: [] } })).toThrow(
      'ruleSet.scoring.passRule must be ">" or ">="',
    );
    expect(() => parseRuleSet(scoring({}, { score: 11 }))).toThrow("ruleSet.scoring.indicators[0].bands[0].score must be between 0 and the indicator's max 10");
    expect(() => parseRuleSet(scoring({}, { score: 1, metric: 'nope' }))).toThrow('bands[0].metric is not a known metric');
    expect(() => parseRuleSet(scoring({}, { score: 1, equals: {} }))).toThrow('bands[0].equals must be a string, number or boolean');
    expect(() => parseRuleSet(scoring({ max: 0 }))).toThrow('ruleSet.scoring.indicators[0].max must be positive');
  });
});

describe('conditions the ledger cannot decide, several checks, granted qualifications', () => {
  const evidenceOnly = { id: 'c1', title: '项目已竣工', kind: 'hard', decidedBy: 'evidence', standardText: '项目已竣工', evidence: '竣工验收报告', basis: { title: '《示例办法》', clause: '第三条' } };

  it('keeps a condition decided by its evidence, with no ledger check', () => {
    const ruleSet = parseRuleSet({ ...minimal(), conditions: [evidenceOnly] });
    expect(ruleSet.conditions).toEqual([evidenceOnly]);
    expect(conditionChecks(ruleSet.conditions[0] as Condition)).toEqual([]);
    expect(parseRuleSet(JSON.stringify(ruleSet))).toEqual(ruleSet);
  });

  it('keeps the ledger check that can refute an evidence condition, and refuses a malformed one', () => {
    const refuted = { ...evidenceOnly, refutedBy: { metric: 'majorIncidentLastYear', op: 'falsy' } };
    const ruleSet = parseRuleSet({ ...minimal(), conditions: [refuted] });
    expect(ruleSet.conditions).toEqual([refuted]);
    expect(checksRead(ruleSet.conditions[0] as Condition)).toEqual([{ metric: 'majorIncidentLastYear', op: 'falsy' }]);
    expect(() => parseRuleSet({ ...minimal(), conditions: [{ ...evidenceOnly, refutedBy: { metric: 'nope', op: 'falsy' } }] })).toThrow(
      'ruleSet.conditions[0].refutedBy.metric is not a known metric',
    );
    expect(() => parseRuleSet({ ...minimal(), conditions: [{ ...evidenceOnly, refutedBy: 'majorIncidentLastYear' }] })).toThrow('ruleSet.conditions[0].refutedBy');
  });

  it('refuses a condition decided by its evidence that also names a check, or an unknown decidedBy', () => {
    expect(() => parseRuleSet({ ...minimal(), conditions: [{ ...evidenceOnly, metric: 'rdStaff' }] })).toThrow(
      'ruleSet.conditions[0].metric must be absent when the condition is decided by its evidence',
    );
    expect(() => parseRuleSet(withCondition({ decidedBy: 'guess' }))).toThrow('ruleSet.conditions[0].decidedBy must be "ledger", "evidence" or "score"');
  });

  it('accepts a condition decided by the score only when there is a scoring', () => {
    const scoreRow = { ...evidenceOnly, title: '综合评分达标', decidedBy: 'score' };
    expect(() => parseRuleSet({ ...minimal(), conditions: [scoreRow] })).toThrow('ruleSet.conditions decided by the score need a scoring');
  });

  it('parses further checks that must all hold, and validates each', () => {
    const ruleSet = parseRuleSet(withCondition({ also: [{ metric: 'revenueY1', op: '<=', value: 20000 }] }));
    expect(conditionChecks(ruleSet.conditions[0] as Condition)).toEqual([
      { metric: 'rdStaffRatio', op: '>=', value: 10 },
      { metric: 'revenueY1', op: '<=', value: 20000 },
    ]);
    expect(() => parseRuleSet(withCondition({ also: [{ metric: 'nope', op: '>=', value: 1 }] }))).toThrow('ruleSet.conditions[0].also[0].metric is not a known metric');
  });

  it('accepts only a qualification date field as what a scheme grants', () => {
    expect(parseRuleSet({ ...minimal(), grants: 'qualHighTech' }).grants).toBe('qualHighTech');
    expect(() => parseRuleSet({ ...minimal(), grants: 'revenueY1' })).toThrow('ruleSet.grants must be a qualification date field');
  });
});

describe('selectCurrentRuleSet', () => {
  const version = (v: string, effectiveFrom: string): RuleSet => ({ ...parseRuleSet(minimal()), id: 'specialized-sme', version: v, effectiveFrom });
  const versions = [version('2022', '2022-08-01'), version('2026', '2026-01-01'), { ...parseRuleSet(minimal()), id: 'high-tech' }];

  it('picks the latest version already in force', () => {
    expect(selectCurrentRuleSet(versions, 'specialized-sme', { now: new Date('2025-12-31T12:00:00Z') })?.version).toBe('2022');
    // 2025-12-31T16:00Z is already 1 January 2026 in China.
    expect(selectCurrentRuleSet(versions, 'specialized-sme', { now: new Date('2025-12-31T16:00:00Z') })?.version).toBe('2026');
  });

  it('returns undefined when no version is in force yet or the id is unknown', () => {
    expect(selectCurrentRuleSet(versions, 'specialized-sme', { now: new Date('2021-01-01') })).toBeUndefined();
    expect(selectCurrentRuleSet(versions, 'nope', { now: new Date('2025-01-01') })).toBeUndefined();
  });
});

describe('parseRuleSet direct paths (直通条件)', () => {
  const scored = (directPaths: unknown) => ({
    ...minimal(),
    scoring: {
      passScore: 60,
      passRule: '>=',
      indicators: [{ id: 'i1', title: '研发人员占比', max: 100, metric: 'rdStaffRatio', bands: [{ min: 10, score: 100 }, { score: 0 }], basis: { title: '《示例办法》', clause: '第四条' } }],
      directPaths,
    },
  });
  const path = { id: 'd1', title: '省级奖励', kind: 'hard', decidedBy: 'evidence', standardText: '获得省级奖励', evidence: '获奖证书', basis: { title: '《示例办法》', clause: '第五条' } };

  it('keeps ledger and evidence paths', () => {
    expect(parseRuleSet(scored([path])).scoring?.directPaths).toEqual([path]);
  });

  it('rejects a path decided by the score it stands in for, an empty list and repeated ids', () => {
    expect(() => parseRuleSet(scored([{ ...path, decidedBy: 'score' }]))).toThrow('ruleSet.scoring.directPaths[0].decidedBy');
    expect(() => parseRuleSet(scored([]))).toThrow('ruleSet.scoring.directPaths must not be empty');
    expect(() => parseRuleSet(scored([path, path]))).toThrow('repeat the id "d1"');
  });
});
