import { chinaToday, isIsoDate } from './dates';
import type { LedgerFieldKey } from './ledger';
import { getLedgerField, isLedgerFieldKey } from './ledger-fields';
import { parseFundingShape } from './funding';
import type { RuleSetFunding } from './funding';
import type { MetricKey } from './metrics';
import { isMetricKey } from './metrics';

export type Comparison = '>=' | '>' | '<=' | '<' | '==' | '!=' | 'in' | 'truthy' | 'falsy' | 'notNull' | 'within';

/**
 * Windows a date can be `within` (China calendar years, counted from the day of evaluation): 上年度 is the
 * previous calendar year, 当年 this one; 近两年 / 近三年 the last two / three years up to today.
 */
export type DateWindow = 'lastYear' | 'thisYear' | 'lastOrThisYear' | 'last2Years' | 'last3Years';

export const DATE_WINDOWS: readonly DateWindow[] = ['lastYear', 'thisYear', 'lastOrThisYear', 'last2Years', 'last3Years'];

export const DATE_WINDOW_LABELS: Readonly<Record<DateWindow, string>> = {
  lastYear: '上年度',
  thisYear: '当年',
  lastOrThisYear: '上年度或当年',
  last2Years: '近两年',
  last3Years: '近三年',
};

export type ConditionValue = number | string | boolean | (string | number)[];

/** The official source of a condition or indicator, e.g. 《高新技术企业认定管理办法》第十一条（五）. */
export type RuleBasis = { title: string; clause: string; url?: string };

/**
 * One piecewise standard. Bands are tried in order and the first whose range holds the `when`
 * metric applies; `min` and `max` are both inclusive.
 */
export type ConditionBand = {
  when: { metric: MetricKey; min?: number; max?: number };
  value: number;
  standardText: string;
};

/** One test of a ledger metric against a standard. */
export type ConditionCheck = {
  metric: MetricKey;
  op: Comparison;
  value?: ConditionValue;
  /** Piecewise standards: the threshold depends on another metric (e.g. R&D ratio by revenue band). */
  bands?: ConditionBand[];
};

type ConditionHead = {
  id: string;
  /** The requirement, phrased so that 符合 / 不符合 reads as an answer to it (e.g. 近一年无重大安全事故). */
  title: string;
  /** hard: failing excludes; soft: failing only lowers the match degree. */
  kind: 'hard' | 'soft';
  /** 标准 as shown to the user. */
  standardText: string;
  /** The document that proves it, e.g. 近三个会计年度研发费用专项审计报告. */
  evidence: string;
  basis: RuleBasis;
  /** What to do when it fails. */
  advice?: string;
  /**
   * Needs (data, matched to service products' need tags) a failure or 待核验 leaves: the portal offers the
   * certified products tagged with them (the gap bridge). E.g. 发明专利 → 专利申请代理.
   */
  serviceNeeds?: string[];
};

/**
 * A condition the ledger decides: its main check and any further checks, all of which must hold
 * (职工总数 ≤ 500 人、营业收入 ≤ 2 亿元、资产总额 ≤ 2 亿元 is one condition with three checks).
 */
export type LedgerCondition = ConditionHead &
  ConditionCheck & {
    decidedBy?: 'ledger';
    also?: ConditionCheck[];
    /**
     * Alternatives (或): the condition also holds when any one of these does (科技型中小企业或高新技术企业). It
     * fails only when its own checks fail and every alternative fails.
     */
    anyOf?: ConditionCheck[];
    /**
     * The ledger can show it met, never unmet: what it does not record also counts (高新技术企业 or any of the
     * other honours it does not keep). When the checks fail the condition stays 待核验 on its evidence.
     */
    metOnly?: boolean;
  };

/**
 * A condition no ledger field can decide (项目已竣工, 投资额, 合同): it is 待核验 against its evidence,
 * never dropped and never assumed to hold. `refutedBy` is a ledger check that can only prove it unmet:
 * 近三年无重大事故 cannot pass from the one-year incident field, but an incident last year fails it.
 */
export type EvidenceCondition = ConditionHead & {
  decidedBy: 'evidence';
  refutedBy?: ConditionCheck;
  /** Why the ledger cannot decide it (企业档案不记录贷款合同): the "cannot be decided from the ledger" marker's reason. */
  reason?: string;
};

/** A condition met by the rule set's scored scheme (综合得分 71 分以上): its row shows the score's verdict. */
export type ScoreCondition = ConditionHead & { decidedBy: 'score' };

export type Condition = LedgerCondition | EvidenceCondition | ScoreCondition;

export function isEvidenceCondition(condition: Condition): condition is EvidenceCondition {
  return condition.decidedBy === 'evidence';
}

export function isScoreCondition(condition: Condition): condition is ScoreCondition {
  return condition.decidedBy === 'score';
}

/** The ledger checks of a condition, main check first; none for a condition decided by its evidence. */
export function conditionChecks(condition: Condition): ConditionCheck[] {
  if (isEvidenceCondition(condition) || isScoreCondition(condition)) return [];
  const { metric, op, value, bands } = condition;
  let main: ConditionCheck = { metric, op };
  if (value !== undefined) main = { ...main, value };
  if (bands !== undefined) main = { ...main, bands };
  return [main, ...(condition.also ?? [])];
}

/** Every ledger check a condition reads: its own checks and alternatives, or the check that can refute an evidence condition. */
export function checksRead(condition: Condition): ConditionCheck[] {
  if (isEvidenceCondition(condition)) return condition.refutedBy ? [condition.refutedBy] : [];
  if (isScoreCondition(condition)) return [];
  return [...conditionChecks(condition), ...(condition.anyOf ?? [])];
}

/**
 * A scoring band. Bands are tried in order; the first that holds the value gives the score. `min`/`max`
 * are inclusive, `equals` matches exactly, a band with none of them matches any known value. `metric`
 * overrides the indicator's metric for this band (e.g. "Ⅰ类 ≥ 1, else Ⅱ类 ≥ 5").
 */
export type ScoreBand = {
  min?: number;
  max?: number;
  equals?: string | number | boolean;
  score: number;
  /**
   * The top of the band's score range where the standard gives one (≥35%：9–10 分): the experts pick within it, so
   * the evaluation reports `score`–`scoreMax`.
   */
  scoreMax?: number;
  /** The band's name in the standard, e.g. A. */
  grade?: string;
  metric?: MetricKey;
};

/**
 * One sub-item of an indicator (知识产权: 技术的先进程度 ≤8 …), banded like an indicator. `judgedBy: 'self'` marks
 * an item the experts judge, answered by the enterprise's own rating against `rubric` (shown where it is asked).
 */
export type ScoreItem = {
  id: string;
  title: string;
  max: number;
  metric: MetricKey;
  bands: ScoreBand[];
  standardText?: string;
  judgedBy?: 'ledger' | 'self';
  rubric?: string;
  /** 加分项: counts towards the indicator, whose total stays at most its max. */
  bonus?: boolean;
};

export type ScoredIndicator = {
  id: string;
  title: string;
  /** Heading the indicator is shown under, e.g. 专业化. */
  group?: string;
  max: number;
  metric: MetricKey;
  bands: ScoreBand[];
  /** Sub-items whose scores add up to the indicator's (at most `max`); `metric`/`bands` are then not read. */
  items?: ScoreItem[];
  standardText?: string;
  basis: RuleBasis;
};

export type RuleSetScoring = {
  passScore: number;
  passRule: '>' | '>=';
  indicators: ScoredIndicator[];
  /** Group sub-minimums (创新能力指标得分不低于 20 分): the score passes only when each group reaches its own. */
  groupMinimums?: { group: string; min: number }[];
  /**
   * 直通条件: conditions any one of which stands in for the score (专精特新: 评价得分达到 60 分以上或满足下列
   * 条件之一). Decided by the ledger or by their evidence, never by the score itself.
   */
  directPaths?: (LedgerCondition | EvidenceCondition)[];
};

export type RuleSetSource = { title: string; docNo: string; issuer: string; url?: string };

export type RuleSet = {
  id: string;
  version: string;
  name: string;
  /** ISO date from which this version applies; a later version of the same id replaces it. */
  effectiveFrom: string;
  source: RuleSetSource;
  conditions: Condition[];
  scoring?: RuleSetScoring;
  /** The qualification (a ledger 资质 date field) this scheme confers: an enterprise holding it is not offered it again. */
  grants?: LedgerFieldKey;
  /** What the policy's money pays for, for the estimate (exclusion groups, caps); see funding.ts. */
  funding?: RuleSetFunding;
};

const COMPARISONS: readonly Comparison[] = ['>=', '>', '<=', '<', '==', '!=', 'in', 'truthy', 'falsy', 'notNull', 'within'];
const ORDERING: readonly Comparison[] = ['>=', '>', '<=', '<'];

class RuleSetError extends Error {
  constructor(path: string, problem: string) {
    super(`Invalid rule set: ${path} ${problem}`);
    this.name = 'RuleSetError';
  }
}

type Json = Record<string, unknown>;

function object(value: unknown, path: string): Json {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new RuleSetError(path, 'must be an object');
  return value as Json;
}

function text(parent: Json, key: string, path: string): string {
  const value = parent[key];
  if (typeof value !== 'string' || value.trim() === '') throw new RuleSetError(`${path}.${key}`, 'must be a non-empty string');
  return value;
}

function optionalTextList(parent: Json, key: string, path: string): string[] | undefined {
  const value = parent[key];
  if (value === undefined) return undefined;
  if (!Array.isArray(value) || !value.every((item) => typeof item === 'string' && item.trim() !== '')) {
    throw new RuleSetError(`${path}.${key}`, 'must be an array of non-empty strings');
  }
  return [...value] as string[];
}

function optionalText(parent: Json, key: string, path: string): string | undefined {
  return parent[key] === undefined ? undefined : text(parent, key, path);
}

function finite(parent: Json, key: string, path: string): number {
  const value = parent[key];
  if (typeof value !== 'number' || !Number.isFinite(value)) throw new RuleSetError(`${path}.${key}`, 'must be a finite number');
  return value;
}

function optionalFinite(parent: Json, key: string, path: string): number | undefined {
  return parent[key] === undefined ? undefined : finite(parent, key, path);
}

function metric(parent: Json, key: string, path: string): MetricKey {
  const value = parent[key];
  if (!isMetricKey(value)) throw new RuleSetError(`${path}.${key}`, `is not a known metric: ${JSON.stringify(value)}`);
  return value;
}

function array(parent: Json, key: string, path: string): unknown[] {
  const value = parent[key];
  if (!Array.isArray(value)) throw new RuleSetError(`${path}.${key}`, 'must be an array');
  return value;
}

/**
 * Sets an optional key on an object this parser has just made (never on one it was given), at the end of its keys as
 * a copy with the key added would have it: a copy per optional key was most of a province's parsing time.
 */
function withOptional<T extends object, K extends string, V>(target: T, key: K, value: V | undefined): T & Partial<Record<K, V>> {
  if (value !== undefined) (target as Record<string, unknown>)[key] = value;
  return target;
}

function parseBasis(value: unknown, path: string): RuleBasis {
  const json = object(value, path);
  return withOptional({ title: text(json, 'title', path), clause: text(json, 'clause', path) }, 'url', optionalText(json, 'url', path));
}

function parseConditionValue(json: Json, op: Comparison, hasBands: boolean, path: string): ConditionValue | undefined {
  const value = json.value;
  const at = `${path}.value`;
  if (op === 'truthy' || op === 'falsy' || op === 'notNull') return undefined;
  if (op === 'within') {
    if (!DATE_WINDOWS.includes(value as DateWindow)) throw new RuleSetError(at, `must be one of ${DATE_WINDOWS.join(' ')} for "within"`);
    return value as DateWindow;
  }
  if (op === 'in') {
    if (!Array.isArray(value) || value.length === 0 || !value.every((item) => typeof item === 'string' || typeof item === 'number')) {
      throw new RuleSetError(at, 'must be a non-empty array of strings or numbers for "in"');
    }
    return [...value] as (string | number)[];
  }
  if (ORDERING.includes(op)) {
    if (value === undefined && hasBands) return undefined;
    if (typeof value !== 'number' && typeof value !== 'string') {
      throw new RuleSetError(at, `must be a number or a date string for "${op}"`);
    }
    return value;
  }
  if (typeof value !== 'number' && typeof value !== 'string' && typeof value !== 'boolean') {
    throw new RuleSetError(at, `must be a number, string or boolean for "${op}"`);
  }
  return value;
}

function parseConditionBand(value: unknown, path: string): ConditionBand {
  const json = object(value, path);
  const when = object(json.when, `${path}.when`);
  const whenPath = `${path}.when`;
  let range: ConditionBand['when'] = { metric: metric(when, 'metric', whenPath) };
  range = withOptional(range, 'min', optionalFinite(when, 'min', whenPath));
  range = withOptional(range, 'max', optionalFinite(when, 'max', whenPath));
  return { when: range, value: finite(json, 'value', path), standardText: text(json, 'standardText', path) };
}

/** One ledger check as JSON (a condition's, an alternative's, a funding item's). */
export function parseCheckJson(value: unknown, path: string): ConditionCheck {
  return parseCheck(object(value, path), path);
}

function parseCheck(json: Json, path: string): ConditionCheck {
  const op = json.op;
  if (!COMPARISONS.includes(op as Comparison)) {
    throw new RuleSetError(`${path}.op`, `must be one of ${COMPARISONS.join(' ')}`);
  }
  const comparison = op as Comparison;
  let bands: ConditionBand[] | undefined;
  if (json.bands !== undefined) {
    if (!ORDERING.includes(comparison)) throw new RuleSetError(`${path}.bands`, 'need an ordering operator (>=, >, <=, <)');
    bands = array(json, 'bands', path).map((band, index) => parseConditionBand(band, `${path}.bands[${index}]`));
    if (bands.length === 0) throw new RuleSetError(`${path}.bands`, 'must not be empty');
  }
  let check: ConditionCheck = { metric: metric(json, 'metric', path), op: comparison };
  check = withOptional(check, 'value', parseConditionValue(json, comparison, bands !== undefined, path));
  return withOptional(check, 'bands', bands);
}

function parseCondition(value: unknown, path: string): Condition {
  const json = object(value, path);
  const kind = json.kind;
  if (kind !== 'hard' && kind !== 'soft') throw new RuleSetError(`${path}.kind`, 'must be "hard" or "soft"');
  let head: ConditionHead = {
    id: text(json, 'id', path),
    title: text(json, 'title', path),
    kind,
    standardText: text(json, 'standardText', path),
    evidence: text(json, 'evidence', path),
    basis: parseBasis(json.basis, `${path}.basis`),
  };
  head = withOptional(head, 'advice', optionalText(json, 'advice', path));
  head = withOptional(head, 'serviceNeeds', optionalTextList(json, 'serviceNeeds', path));
  const decidedBy = json.decidedBy;
  if (decidedBy === 'evidence' || decidedBy === 'score') {
    for (const key of ['metric', 'op', 'value', 'bands', 'also', 'anyOf']) {
      if (json[key] !== undefined) throw new RuleSetError(`${path}.${key}`, `must be absent when the condition is decided by its ${decidedBy}`);
    }
    if (decidedBy === 'score') {
      if (json.refutedBy !== undefined) throw new RuleSetError(`${path}.refutedBy`, 'must be absent when the condition is decided by its score');
      return Object.assign(head, { decidedBy } as const);
    }
    const evidence: EvidenceCondition = withOptional(Object.assign(head, { decidedBy } as const), 'reason', optionalText(json, 'reason', path));
    if (json.refutedBy !== undefined) evidence.refutedBy = parseCheck(object(json.refutedBy, `${path}.refutedBy`), `${path}.refutedBy`);
    return evidence;
  }
  if (decidedBy !== undefined && decidedBy !== 'ledger') throw new RuleSetError(`${path}.decidedBy`, 'must be "ledger", "evidence" or "score"');
  const condition: LedgerCondition = Object.assign(head, parseCheck(json, path));
  if (json.metOnly !== undefined) {
    if (typeof json.metOnly !== 'boolean') throw new RuleSetError(`${path}.metOnly`, 'must be a boolean');
    if (json.metOnly) condition.metOnly = true;
  }
  if (json.anyOf !== undefined) {
    const anyOf = array(json, 'anyOf', path).map((check, index) => parseCheck(object(check, `${path}.anyOf[${index}]`), `${path}.anyOf[${index}]`));
    if (anyOf.length > 0) condition.anyOf = anyOf;
  }
  if (json.also === undefined) return condition;
  const also = array(json, 'also', path).map((check, index) => parseCheck(object(check, `${path}.also[${index}]`), `${path}.also[${index}]`));
  if (also.length > 0) condition.also = also;
  return condition;
}

function parseScoreBand(value: unknown, path: string, max: number): ScoreBand {
  const json = object(value, path);
  const score = finite(json, 'score', path);
  if (score < 0 || score > max) throw new RuleSetError(`${path}.score`, `must be between 0 and the indicator's max ${max}`);
  let band: ScoreBand = { score };
  const scoreMax = optionalFinite(json, 'scoreMax', path);
  if (scoreMax !== undefined && (scoreMax < score || scoreMax > max)) throw new RuleSetError(`${path}.scoreMax`, `must be between the band's score ${score} and the max ${max}`);
  band = withOptional(band, 'scoreMax', scoreMax);
  band = withOptional(band, 'grade', optionalText(json, 'grade', path));
  band = withOptional(band, 'min', optionalFinite(json, 'min', path));
  band = withOptional(band, 'max', optionalFinite(json, 'max', path));
  if (json.equals !== undefined) {
    const equals = json.equals;
    if (typeof equals !== 'string' && typeof equals !== 'number' && typeof equals !== 'boolean') {
      throw new RuleSetError(`${path}.equals`, 'must be a string, number or boolean');
    }
    band.equals = equals;
  }
  if (json.metric !== undefined) band.metric = metric(json, 'metric', path);
  return band;
}

function parseIndicator(value: unknown, path: string): ScoredIndicator {
  const json = object(value, path);
  const max = finite(json, 'max', path);
  if (max <= 0) throw new RuleSetError(`${path}.max`, 'must be positive');
  const bands = array(json, 'bands', path).map((band, index) => parseScoreBand(band, `${path}.bands[${index}]`, max));
  const items = json.items === undefined ? undefined : array(json, 'items', path).map((item, index) => parseScoreItem(item, `${path}.items[${index}]`));
  if (items !== undefined) {
    if (items.length === 0) throw new RuleSetError(`${path}.items`, 'must not be empty when present');
    assertUniqueIds(items, `${path}.items`);
  } else if (bands.length === 0) throw new RuleSetError(`${path}.bands`, 'must not be empty');
  let indicator: ScoredIndicator = {
    id: text(json, 'id', path),
    title: text(json, 'title', path),
    max,
    metric: metric(json, 'metric', path),
    bands,
    basis: parseBasis(json.basis, `${path}.basis`),
  };
  indicator = withOptional(indicator, 'items', items);
  indicator = withOptional(indicator, 'group', optionalText(json, 'group', path));
  return withOptional(indicator, 'standardText', optionalText(json, 'standardText', path));
}

function parseScoreItem(value: unknown, path: string): ScoreItem {
  const json = object(value, path);
  const max = finite(json, 'max', path);
  if (max <= 0) throw new RuleSetError(`${path}.max`, 'must be positive');
  const bands = array(json, 'bands', path).map((band, index) => parseScoreBand(band, `${path}.bands[${index}]`, max));
  if (bands.length === 0) throw new RuleSetError(`${path}.bands`, 'must not be empty');
  let item: ScoreItem = { id: text(json, 'id', path), title: text(json, 'title', path), max, metric: metric(json, 'metric', path), bands };
  item = withOptional(item, 'standardText', optionalText(json, 'standardText', path));
  item = withOptional(item, 'rubric', optionalText(json, 'rubric', path));
  if (json.judgedBy !== undefined) {
    if (json.judgedBy !== 'ledger' && json.judgedBy !== 'self') throw new RuleSetError(`${path}.judgedBy`, 'must be "ledger" or "self"');
    item.judgedBy = json.judgedBy;
  }
  if (json.bonus !== undefined) {
    if (typeof json.bonus !== 'boolean') throw new RuleSetError(`${path}.bonus`, 'must be a boolean');
    item.bonus = json.bonus;
  }
  return item;
}

function parseScoring(value: unknown, path: string): RuleSetScoring {
  const json = object(value, path);
  const passRule = json.passRule;
  if (passRule !== '>' && passRule !== '>=') throw new RuleSetError(`${path}.passRule`, 'must be ">" or ">="');
  const indicators = array(json, 'indicators', path).map((indicator, index) =>
    parseIndicator(indicator, `${path}.indicators[${index}]`),
  );
  if (indicators.length === 0) throw new RuleSetError(`${path}.indicators`, 'must not be empty');
  assertUniqueIds(indicators, `${path}.indicators`);
  const scoring: RuleSetScoring = { passScore: finite(json, 'passScore', path), passRule, indicators };
  if (json.groupMinimums !== undefined) {
    const groupMinimums = array(json, 'groupMinimums', path).map((value, index) => {
      const at = `${path}.groupMinimums[${index}]`;
      const entry = object(value, at);
      const group = text(entry, 'group', at);
      if (!indicators.some((indicator) => indicator.group === group)) throw new RuleSetError(`${at}.group`, `names no indicator group: ${group}`);
      return { group, min: finite(entry, 'min', at) };
    });
    scoring.groupMinimums = groupMinimums;
  }
  if (json.directPaths === undefined) return scoring;
  const directPaths = array(json, 'directPaths', path).map((value, index) => {
    const at = `${path}.directPaths[${index}]`;
    const condition = parseCondition(value, at);
    if (isScoreCondition(condition)) throw new RuleSetError(`${at}.decidedBy`, 'must not be "score": a direct path stands in for the score');
    return condition;
  });
  if (directPaths.length === 0) throw new RuleSetError(`${path}.directPaths`, 'must not be empty when present');
  assertUniqueIds(directPaths, `${path}.directPaths`);
  scoring.directPaths = directPaths;
  return scoring;
}

function assertUniqueIds(items: readonly { id: string }[], path: string) {
  const seen = new Set<string>();
  for (const item of items) {
    if (seen.has(item.id)) throw new RuleSetError(path, `repeat the id "${item.id}"`);
    seen.add(item.id);
  }
}

/** Rule sets `parseRuleSet` returned: given one of them again it hands it back unchecked (treat rule sets as immutable). */
const parsedHere = new WeakSet<object>();

/**
 * Validates a rule set that arrives as JSON (an object, or its JSON text) and returns a clean copy.
 * Throws an Error naming the offending path, e.g. `Invalid rule set: ruleSet.conditions[2].op must be one of …`.
 * A rule set this function returned before comes back as it is: a caller that holds parsed rule sets (the server
 * keeps them across requests) does not pay for the check again in `prepareMatchable`.
 */
export function parseRuleSet(json: unknown): RuleSet {
  if (typeof json === 'object' && json !== null && parsedHere.has(json)) return json as RuleSet;
  const ruleSet = readRuleSet(json);
  parsedHere.add(ruleSet);
  return ruleSet;
}

function readRuleSet(json: unknown): RuleSet {
  let input = json;
  if (typeof json === 'string') {
    try {
      input = JSON.parse(json) as unknown;
    } catch (error) {
      throw new Error(`Invalid rule set: not valid JSON (${(error as Error).message})`, { cause: error });
    }
  }
  const path = 'ruleSet';
  const root = object(input, path);
  const effectiveFrom = text(root, 'effectiveFrom', path);
  if (!isIsoDate(effectiveFrom)) throw new RuleSetError(`${path}.effectiveFrom`, 'must be a date YYYY-MM-DD');
  const sourceJson = object(root.source, `${path}.source`);
  const source = withOptional(
    {
      title: text(sourceJson, 'title', `${path}.source`),
      docNo: text(sourceJson, 'docNo', `${path}.source`),
      issuer: text(sourceJson, 'issuer', `${path}.source`),
    },
    'url',
    optionalText(sourceJson, 'url', `${path}.source`),
  );
  const conditions = array(root, 'conditions', path).map((condition, index) =>
    parseCondition(condition, `${path}.conditions[${index}]`),
  );
  assertUniqueIds(conditions, `${path}.conditions`);
  const ruleSet: RuleSet = {
    id: text(root, 'id', path),
    version: text(root, 'version', path),
    name: text(root, 'name', path),
    effectiveFrom,
    source,
    conditions,
  };
  if (root.grants !== undefined) {
    const grants = root.grants;
    if (!isLedgerFieldKey(grants) || getLedgerField(grants).group !== '资质' || getLedgerField(grants).kind !== 'date') {
      throw new RuleSetError(`${path}.grants`, `must be a qualification date field of the ledger: ${JSON.stringify(grants)}`);
    }
    ruleSet.grants = grants;
  }
  if (root.scoring === undefined && conditions.some((condition) => condition.decidedBy === 'score')) {
    throw new RuleSetError(`${path}.conditions`, 'decided by the score need a scoring');
  }
  if (conditions.length === 0 && root.scoring === undefined) {
    throw new RuleSetError(`${path}.conditions`, 'must not be empty when there is no scoring');
  }
  if (root.scoring !== undefined) ruleSet.scoring = parseScoring(root.scoring, `${path}.scoring`);
  if (root.funding === undefined) return ruleSet;
  const funding = parseFunding(root.funding, `${path}.funding`);
  if (funding) ruleSet.funding = funding;
  return ruleSet;
}

/** Validates the shape of `ruleSet.funding` (see funding.ts); undefined for funding of the old shape. */
export function parseFunding(value: unknown, path = 'ruleSet.funding'): RuleSetFunding | undefined {
  return parseFundingShape(value, path, parseCheckJson);
}

/**
 * The version of rule set `id` in force on `now` (latest `effectiveFrom` not after today, China time),
 * so publishing a new scheme version replaces the old one without code changes.
 */
export function selectCurrentRuleSet(ruleSets: readonly RuleSet[], id: string, options: { now: Date }): RuleSet | undefined {
  const today = chinaToday(options.now);
  let current: RuleSet | undefined;
  for (const ruleSet of ruleSets) {
    if (ruleSet.id !== id || ruleSet.effectiveFrom > today) continue;
    if (
      !current ||
      ruleSet.effectiveFrom > current.effectiveFrom ||
      (ruleSet.effectiveFrom === current.effectiveFrom && ruleSet.version > current.version)
    ) {
      current = ruleSet;
    }
  }
  return current;
}
