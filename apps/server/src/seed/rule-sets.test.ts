import { evaluate, matchPolicies, parseRuleSet, qualificationRecord, scoreGate } from '@smes/eligibility';
import type { EnterpriseLedger, Evaluation, RuleSet } from '@smes/eligibility';
import type { PortalSchemas } from '@smes/contract-types';
import { shortPeriodChecks } from '@smes/eligibility/testing';
import { afterAll, describe, expect, it } from 'vitest';
import { valueNames } from '../domain/matching';
import { openTestDatabase } from '../testing/test-database';
import { TEST_START } from '../testing/test-hosts';
import { COMMON_HARD_CONDITIONS, DECLARATION_TOPICS } from './declaration-topics';
import { PROJECT_EVIDENCE } from './rule-sets';

/**
 * Properties over everything the seed can evaluate: every declaration project and every matchable policy,
 * against every seeded ledger and an empty one. Rows are the listed conditions, one for one and in order,
 * and 符合 (eligible) never comes with a hard condition that failed or is undecided.
 */
const db = await openTestDatabase(TEST_START);
afterAll(async () => {
  await db.close();
});
const now = TEST_START;
const names = await valueNames(db);

type ProjectRow = { id: number; project_name: string; conditions: string; rule_set: string; policy_id: number | null };
const projects = (await db.all('SELECT id, project_name, conditions, rule_set, policy_id FROM declaration_projects ORDER BY id')) as ProjectRow[];
type PolicyRow = { id: number; title: string; category: string; support_amount: number | null; rule_set: string };
const policies = (await db.all("SELECT id, title, category, support_amount, rule_set FROM policies WHERE rule_set IS NOT NULL AND validity = 'valid' ORDER BY id")) as PolicyRow[];
const ledgers: [string, EnterpriseLedger][] = [
  ['empty ledger', {}],
  ...((await db.all('SELECT user_id, data FROM ledgers ORDER BY user_id')) as { user_id: number; data: string }[]).map(
    (row): [string, EnterpriseLedger] => [`ledger of user ${row.user_id}`, JSON.parse(row.data) as EnterpriseLedger],
  ),
];

function expectHonestVerdict(evaluation: Evaluation, where: string) {
  const hardNotPassed = evaluation.results.filter((result) => result.kind === 'hard' && result.status !== 'pass');
  if (evaluation.status === 'eligible') {
    expect(hardNotPassed, `${where}: 符合 with a hard condition not passed`).toEqual([]);
    if (evaluation.score) expect(scoreGate(evaluation.score), `${where}: 符合 with a score not passed`).toBe('pass');
  }
  // 已认定 is the qualification held, whatever a re-application would need; otherwise a failed hard condition excludes.
  if (evaluation.status === 'held') expect(evaluation.held, where).toBeDefined();
  else if (hardNotPassed.some((result) => result.status === 'fail')) expect(evaluation.status, where).toBe('ineligible');
  for (const result of evaluation.results) {
    // An undecided row names what decides it: ledger fields, or the material to check.
    if (result.status === 'unknown' && result.decidedBy === 'ledger') expect(result.missingFields.length, `${where} ${result.id}`).toBeGreaterThan(0);
    if (result.decidedBy === 'evidence') expect(result.status, `${where} ${result.id}`).toBe('unknown');
    // 实际值 in words: no bare administrative code and no bare 是 / 否.
    expect(result.actualText, `${where} ${result.id}`).not.toMatch(/^\d{6}$|^[是否]$/);
  }
}

describe('seeded rule sets', () => {
  it('holds enough to be a real check', () => {
    expect(projects.length).toBeGreaterThanOrEqual(100);
    expect(policies.length).toBeGreaterThanOrEqual(50);
    expect(ledgers.length).toBeGreaterThanOrEqual(3);
  });

  it('decides no project or policy condition from data covering fewer years than its standard', async () => {
    const stored = (await db.all('SELECT rule_set FROM policies WHERE rule_set IS NOT NULL UNION ALL SELECT rule_set FROM declaration_projects')) as { rule_set: string }[];
    const ruleSets = stored.map((row) => parseRuleSet(row.rule_set));
    expect(ruleSets.length).toBeGreaterThanOrEqual(projects.length + policies.length);
    expect(ruleSets.flatMap(shortPeriodChecks)).toEqual([]);
  });

  it('gives every declaration project one rule-set condition per listed condition, same ids, same order', () => {
    for (const project of projects) {
      const listed = (JSON.parse(project.conditions) as PortalSchemas['DeclarationCondition'][]).map((condition) => [condition.id, condition.kind, condition.title]);
      const ruleSet = parseRuleSet(project.rule_set);
      expect(ruleSet.conditions.map((condition) => [condition.id, condition.kind, condition.title]), project.project_name).toEqual(listed);
    }
  });

  it('evaluates every project against every seeded ledger and an empty one: rows are the listed conditions, 符合 only when every hard one passed', () => {
    for (const project of projects) {
      const listed = (JSON.parse(project.conditions) as PortalSchemas['DeclarationCondition'][]).map((condition) => condition.id);
      const ruleSet = parseRuleSet(project.rule_set);
      for (const [who, ledger] of ledgers) {
        const evaluation = evaluate(ruleSet, ledger, { now, names });
        const where = `${project.project_name} / ${who}`;
        expect(evaluation.results.map((result) => result.id), where).toEqual(listed);
        expectHonestVerdict(evaluation, where);
      }
    }
  });

  it('matches every policy with all of its rule set\'s conditions for every seeded ledger and an empty one', () => {
    const candidates = policies.map((policy) => ({
      policyId: String(policy.id),
      ruleSet: parseRuleSet(policy.rule_set),
      supportAmount: policy.support_amount,
      category: policy.category,
    }));
    const byId = new Map<string, RuleSet>(candidates.map((candidate) => [candidate.policyId, candidate.ruleSet]));
    for (const [who, ledger] of ledgers) {
      const report = matchPolicies(candidates, ledger, { now, names });
      expect(report.matches).toHaveLength(candidates.length);
      for (const match of report.matches) {
        const where = `policy ${match.policyId} / ${who}`;
        expect(match.results.map((result) => result.id), where).toEqual(byId.get(match.policyId)?.conditions.map((condition) => condition.id));
        expectHonestVerdict(match, where);
      }
      for (const gap of report.qualificationGaps) {
        const grants = byId.get(gap.policyId)?.grants;
        // 可冲刺资质 never offers what the ledger holds in its validity.
        expect(grants, gap.name).toBeDefined();
        if (grants) expect(qualificationRecord(ledger, grants as Parameters<typeof qualificationRecord>[1], now)?.valid ?? false, `${gap.name} / ${who}`).toBe(false);
      }
    }
  });

  it('gives a policy that a project rests on the project\'s own conditions', () => {
    const byPolicy = new Map(policies.map((policy) => [policy.id, parseRuleSet(policy.rule_set)]));
    let shared = 0;
    for (const project of projects) {
      const policyRules = project.policy_id === null ? undefined : byPolicy.get(project.policy_id);
      if (!policyRules?.id.startsWith('declaration-project-')) continue;
      if (policyRules.id !== parseRuleSet(project.rule_set).id) continue;
      shared += 1;
      // The same conditions and money; the policy's copy is its own rule set's 第 1 版 (ADR 76), the project's keeps its year.
      const own = parseRuleSet(project.rule_set);
      expect(policyRules.version).toBe('第 1 版');
      expect({ ...policyRules, version: own.version }).toEqual(own);
    }
    expect(shared).toBeGreaterThan(10);
  });

  it('decides 近三年无事故 from the three years the ledger records, never from the last one alone', () => {
    let checked = 0;
    const clean = { majorIncidentLastYear: false, majorIncidentYear2: false, majorIncidentYear3: false, seriousDishonestyListed: false } as const;
    for (const project of projects) {
      const ruleSet = parseRuleSet(project.rule_set);
      const record = ruleSet.conditions.filter((item) => item.standardText.startsWith('近三年未发生重大')).map((item) => item.id);
      if (record.length === 0) continue;
      checked += 1;
      const rows = (ledger: EnterpriseLedger) => evaluate(ruleSet, ledger, { now, names }).results.filter((result) => record.includes(result.id));
      for (const row of rows({ majorIncidentLastYear: false })) expect(row, project.project_name).toMatchObject({ status: 'unknown', missingFields: expect.arrayContaining(['majorIncidentYear2', 'majorIncidentYear3']) });
      for (const row of rows(clean)) expect(row, project.project_name).toMatchObject({ status: 'pass', decidedBy: 'ledger' });
      for (const row of rows({ ...clean, majorIncidentYear3: true })) expect(row, project.project_name).toMatchObject({ status: 'fail', decidedBy: 'ledger' });
    }
    expect(checked).toBeGreaterThanOrEqual(projects.length / 2);
  });

  it('decides 研发费用增长 from the ledger and names the material of what the ledger cannot decide', () => {
    const growth = projects.find((project) => project.project_name.endsWith('企业研发费用补助'));
    if (!growth) throw new Error('the seed has no 企业研发费用补助 project');
    const condition = parseRuleSet(growth.rule_set).conditions.find((item) => item.title === '研发费用增长');
    expect(condition).toMatchObject({ metric: 'rdExpenseChangeY1', op: '>', value: 0 });
    const undecidable = [...COMMON_HARD_CONDITIONS, ...DECLARATION_TOPICS.flatMap((topic) => topic.conditions)];
    for (const project of projects) {
      for (const item of parseRuleSet(project.rule_set).conditions) {
        if (item.decidedBy !== 'evidence') continue;
        expect(undecidable.map((template) => template.title), project.project_name).toContain(item.title);
        // Its own material, not the fallback: a new condition template needs an entry in PROJECT_EVIDENCE.
        expect(PROJECT_EVIDENCE[item.standardText], `${project.project_name} ${item.title}`).toBe(item.evidence);
      }
    }
  });
  it('tags conditions with the service needs certified products offer (the gap bridge), and every tag has a product', async () => {
    const offered = new Set(
      ((await db.all("SELECT DISTINCT n.value AS need FROM service_products p, jsonb_array_elements_text((p.needs)::jsonb) n WHERE p.status = 'on_shelf'")) as { need: string }[]).map(
        (row) => row.need,
      ),
    );
    let tagged = 0;
    for (const project of projects) {
      for (const item of parseRuleSet(project.rule_set).conditions) {
        for (const need of item.serviceNeeds ?? []) {
          tagged += 1;
          expect(offered, `${project.project_name} ${item.title}: no certified product offers ${need}`).toContain(need);
        }
      }
    }
    // Most projects list at least one condition a service can help with (R&D, patents, credit …).
    expect(tagged).toBeGreaterThanOrEqual(projects.length);
  });
});
