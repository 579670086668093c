import { coverageIssues } from './coverage';
import type { PolicyDocument } from './coverage';
import { fundingIssues } from './funding';
import type { RuleSetIssue } from './funding';
import { getLedgerField, isLedgerFieldKey } from './ledger-fields';
import { METRICS } from './metrics';
import { checksRead, isEvidenceCondition, parseRuleSet } from './rule-set';
import type { RuleSet } from './rule-set';

export type RuleSetValidation = { ok: true; ruleSet: RuleSet; issues: [] } | { ok: false; issues: RuleSetIssue[] };

export type ValidateRuleSetOptions = {
  /** The policy text the rule set encodes: then every cited clause must exist and every enumerated requirement be encoded. */
  document?: PolicyDocument;
};

function structureIssue(error: unknown): RuleSetIssue {
  const message = error instanceof Error ? error.message : String(error);
  const match = /^Invalid rule set: (\S+) (.*)$/.exec(message);
  return match ? { path: match[1] ?? 'ruleSet', message: `规则格式不正确：${match[1]} ${match[2]}` } : { path: 'ruleSet', message: `规则格式不正确：${message}` };
}

/** Meaning the shape allows but the ledger does not: a date window on a field that is no date, an evidence marker without its reason. */
function conditionIssues(ruleSet: RuleSet, strict: boolean): RuleSetIssue[] {
  const issues: RuleSetIssue[] = [];
  ruleSet.conditions.forEach((condition, index) => {
    const at = `ruleSet.conditions[${index}]`;
    for (const check of checksRead(condition)) {
      if (check.op !== 'within') continue;
      const dateField = isLedgerFieldKey(check.metric) && getLedgerField(check.metric).kind === 'date';
      if (!dateField) issues.push({ path: at, message: `条件「${condition.title}」按期间判断的「${METRICS[check.metric].label}」不是日期` });
    }
    if (strict && isEvidenceCondition(condition) && !condition.reason) {
      issues.push({ path: `${at}.reason`, message: `条件「${condition.title}」标为无法从企业档案判断，须写明原因` });
    }
  });
  return issues;
}

/**
 * The one validator of a rule set, for the seed, the stand-in and the operator's policy desk: its shape (parsed as
 * the engine reads it), its funding's meaning, and — given the policy text — whether it covers that text. Messages
 * are in Chinese, each with the path of what it concerns.
 */
export function validateRuleSet(input: unknown, options: ValidateRuleSetOptions = {}): RuleSetValidation {
  let ruleSet: RuleSet;
  try {
    ruleSet = parseRuleSet(input);
  } catch (error) {
    return { ok: false, issues: [structureIssue(error)] };
  }
  const issues: RuleSetIssue[] = [...conditionIssues(ruleSet, options.document !== undefined)];
  const raw = typeof input === 'string' ? (JSON.parse(input) as Record<string, unknown>) : (input as Record<string, unknown>);
  if (raw.funding !== undefined && !ruleSet.funding) {
    issues.push({ path: 'ruleSet.funding', message: '资金规则是旧格式：须按条款逐项写明计算方式（定额、按件、按比例、阶梯、择优）' });
  }
  if (ruleSet.funding) issues.push(...fundingIssues(ruleSet.funding));
  if (options.document) issues.push(...coverageIssues(ruleSet, options.document));
  return issues.length === 0 ? { ok: true, ruleSet, issues: [] } : { ok: false, issues };
}
