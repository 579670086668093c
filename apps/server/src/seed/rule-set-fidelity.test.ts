import { COUNTED_UNITS, computeMetric, countMetric, evaluate, matchPolicies, scoreGate, parseRuleSet, qualificationRecord, validateRuleSet } from '@smes/eligibility';
import type { EnterpriseLedger, PolicyDocument, RuleSet } from '@smes/eligibility';
import { HIGH_TECH_RULESET, INNOVATIVE_SME_RULESET, OFFICIAL_TEXTS, SPECIALIZED_RULESET, TECH_SME_RULESET } from '@smes/rule-sets';
import { afterAll, describe, expect, it } from 'vitest';
import { ledgerForEvaluation } from '../domain/ip-records';
import { mapInOrder } from '../shared/in-order';
import { openTestDatabase } from '../testing/test-database';
import { generatedLedgers } from '../testing/generated-ledgers';
import { TEST_START } from '../testing/test-hosts';

/**
 * The promises of the match report, checked over every seeded enterprise (and generated ones) against every seeded
 * rule set: each rule set covers the text it cites; money counts only where every hard condition passed from the
 * enterprise's own data; a per-unit amount never exceeds the units in its window times the unit, nor its cap;
 * every breakdown adds up to its headline; a qualification held is never a target.
 */
const db = await openTestDatabase(TEST_START);
afterAll(async () => {
  await db.close();
});
const now = TEST_START;

type Row = { id: number; title: string; doc_no: string; content: string; category: string; support_amount: number | null; rule_set: string };
const policies = (await db.all("SELECT id, title, doc_no, content, category, support_amount, rule_set FROM policies WHERE rule_set IS NOT NULL AND validity = 'valid' ORDER BY id")) as Row[];
const projects = (await db.all('SELECT d.id, d.project_name, d.rule_set, p.title, p.doc_no, p.content FROM declaration_projects d JOIN policies p ON p.id = d.policy_id ORDER BY d.id')) as { id: number; project_name: string; rule_set: string; title: string; doc_no: string; content: string }[];

const documentKey = (title: string) => title.replace(/（[^（）]*〔[^（）]*）$/, '');

/** The text a rule set encodes: the national standard it cites by 文号, else the document it is attached to. */
function documentOf(ruleSet: RuleSet, own: { title: string; doc_no: string; content: string }): PolicyDocument {
  const official = OFFICIAL_TEXTS.find((text) => documentKey(`《${text.title}》`) === documentKey(ruleSet.source.title) && text.docNo === ruleSet.source.docNo);
  return official
    ? { title: `《${official.title}》`, docNo: official.docNo, content: official.content }
    : { title: `《${own.title}》`, docNo: own.doc_no, content: JSON.parse(own.content) as string[] };
}

const users = (await db.all('SELECT user_id FROM ledgers ORDER BY user_id')) as { user_id: number }[];
const ledgers: [string, EnterpriseLedger][] = [
  ['empty ledger', {}],
  ...(await mapInOrder(users, async ({ user_id: userId }): Promise<[string, EnterpriseLedger]> => [`seeded enterprise ${userId}`, await ledgerForEvaluation(db, userId, now)])),
  ...(await generatedLedgers(db, 40, now)).map((ledger, index): [string, EnterpriseLedger] => [`generated ledger ${index}`, ledger]),
];

const candidates = policies.map((policy) => ({
  policyId: String(policy.id),
  ruleSet: parseRuleSet(policy.rule_set),
  supportAmount: policy.support_amount,
  category: policy.category,
  title: policy.title,
}));
const byId = new Map(candidates.map((candidate) => [candidate.policyId, candidate.ruleSet]));

describe('every seeded rule set against its text', () => {
  it('covers every enumerated requirement of the clauses it cites, and cites nothing the text lacks', () => {
    expect(policies.length).toBeGreaterThanOrEqual(50);
    for (const policy of policies) {
      const ruleSet = parseRuleSet(policy.rule_set);
      const result = validateRuleSet(ruleSet, { document: documentOf(ruleSet, policy) });
      expect(result.ok ? [] : result.issues.map((issue) => issue.message), `${policy.title} (${ruleSet.id})`).toEqual([]);
    }
    for (const project of projects) {
      const ruleSet = parseRuleSet(project.rule_set);
      const result = validateRuleSet(ruleSet, { document: documentOf(ruleSet, project) });
      expect(result.ok ? [] : result.issues.map((issue) => issue.message), project.project_name).toEqual([]);
    }
  });
});

describe('the estimate over every seeded and generated enterprise', () => {
  const sum = (values: number[]) => Math.round(values.reduce((total, value) => total + value, 0) * 100) / 100;

  it.each(ledgers)('holds its promises for %s', (_who, ledger) => {
    const report = matchPolicies(candidates, ledger, { now });
    const matches = new Map(report.matches.map((match) => [match.policyId, match]));
    const { estimate } = report;

    // Each breakdown adds up to its headline.
    for (const line of estimate.lines) {
      expect(sum(line.parts.map((part) => part.conservative)), line.policyTitle).toBe(line.conservative);
      expect(sum(line.parts.map((part) => part.optimistic)), line.policyTitle).toBe(line.optimistic);
    }
    const counted = estimate.lines.filter((line) => line.counted);
    expect(sum([...counted.map((line) => line.conservative), ...estimate.adjustments.map((line) => line.conservative)])).toBe(estimate.conservative);
    expect(sum([...counted.map((line) => line.optimistic), ...estimate.adjustments.map((line) => line.optimistic)])).toBe(estimate.optimistic);
    expect(estimate.conservative).toBeLessThanOrEqual(estimate.optimistic);

    for (const line of estimate.lines) {
      // Counted (or even listed) money rests on every hard condition passed from the enterprise's own data.
      const match = matches.get(line.policyId);
      expect(match?.status, line.policyTitle).toBe('eligible');
      for (const result of match?.results ?? []) if (result.kind === 'hard') expect([result.id, result.status, result.decidedBy]).toEqual([result.id, 'pass', 'ledger']);
      const funding = byId.get(line.policyId)?.funding;
      if (!funding) continue;
      if (funding.cap) expect(line.optimistic, line.policyTitle).toBeLessThanOrEqual(funding.cap.amount);
      // A per-unit amount: at most the units counted in its window times the unit, and at most its cap.
      for (const item of funding.items) {
        if (item.amount.kind !== 'perUnit') continue;
        const part = line.parts.find((candidate) => candidate.title === item.title && candidate.kind !== 'cap');
        if (!part) continue;
        const metric = countMetric(item.amount.counts, item.amount.window);
        const units = metric ? computeMetric(metric, ledger, { now }) : undefined;
        const count = units?.known && typeof units.value === 'number' ? units.value : 0;
        expect(part.optimistic, `${line.policyTitle} ${item.title}`).toBeLessThanOrEqual(count * item.amount.unitAmount + 1e-9);
        if (count > 0) expect(part.text).toContain(`${count} ${COUNTED_UNITS[item.amount.counts].unit} × ${item.amount.unitAmount} 万元`);
        const capLine = line.parts.find((candidate) => candidate.kind === 'cap' && candidate.title === `${item.title}上限`);
        if (item.cap !== undefined) expect(part.optimistic + (capLine?.optimistic ?? 0)).toBeLessThanOrEqual(item.cap + 1e-9);
      }
    }

    const lineIds = new Set(estimate.lines.map((line) => line.policyId));
    for (const match of report.matches) {
      // Every 符合, with money or without, rests on every hard condition passed from the enterprise's own data.
      if (match.status === 'eligible') {
        for (const result of match.results) if (result.kind === 'hard') expect([match.name, result.id, result.status, result.decidedBy]).toEqual([match.name, result.id, 'pass', 'ledger']);
      }
      // A qualification held, or a verdict short of 符合, brings no money line at all.
      if (match.status !== 'eligible') expect(lineIds.has(match.policyId), `${match.name} (${match.status})`).toBe(false);
      const ruleSet = byId.get(match.policyId);
      const grants = ruleSet?.grants;
      const held = grants ? qualificationRecord(ledger, grants as Parameters<typeof qualificationRecord>[1], now)?.valid === true : false;
      // A qualification held in its validity is 已认定, never a target …
      expect(match.status === 'held', `${match.name}: held ${String(held)}`).toBe(held);
      // … and a verdict of 100% rests on every condition decided from the ledger (nothing left to material).
      if (match.matchDegree === 100 && match.status !== 'held') {
        for (const result of match.results) expect(result.status, `${match.name} ${result.title}`).toBe('pass');
      }
    }
    for (const gap of report.qualificationGaps) {
      const grants = byId.get(gap.policyId)?.grants;
      expect(grants, gap.name).toBeDefined();
      if (grants) expect(qualificationRecord(ledger, grants as Parameters<typeof qualificationRecord>[1], now)?.valid ?? false, gap.name).toBe(false);
    }
  });
});

describe('every self-evaluation over every seeded and generated enterprise', () => {
  // 项目自评 reads each declaration project's rule set; 高企/专精特新/创新型/科技型 评测 the schemes themselves.
  const schemes: RuleSet[] = [
    HIGH_TECH_RULESET,
    SPECIALIZED_RULESET,
    INNOVATIVE_SME_RULESET,
    TECH_SME_RULESET,
    ...projects.map((project) => parseRuleSet(project.rule_set)),
  ];

  it.each(ledgers)('says 符合 only on every hard condition passed from the ledger, and a full 匹配度 only when all pass, for %s', (_who, ledger) => {
    for (const ruleSet of schemes) {
      const evaluation = evaluate(ruleSet, ledger, { now });
      const grants = ruleSet.grants;
      const held = grants ? qualificationRecord(ledger, grants as Parameters<typeof qualificationRecord>[1], now)?.valid === true : false;
      expect(evaluation.status === 'held', `${ruleSet.name}: held ${String(held)}`).toBe(held);
      if (evaluation.status === 'eligible') {
        for (const result of evaluation.results) if (result.kind === 'hard') expect([ruleSet.name, result.id, result.status, result.decidedBy]).toEqual([ruleSet.name, result.id, 'pass', 'ledger']);
        if (evaluation.score) expect(scoreGate(evaluation.score), ruleSet.name).toBe('pass');
      }
      if (evaluation.matchDegree === 100 && evaluation.status !== 'held') {
        for (const result of evaluation.results) expect(result.status, `${ruleSet.name} ${result.title}`).toBe('pass');
      }
    }
  });
});
