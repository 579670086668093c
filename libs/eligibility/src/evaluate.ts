import { assertValidNow, chinaToday } from './dates';
import type { EnterpriseLedger, LedgerFieldKey } from './ledger';
import { sortLedgerFieldKeys } from './ledger-fields';
import type { MetricKey, MetricResult, MetricValue, ValueNames } from './metrics';
import { METRICS, computeMetric, describeMetric, formatNumber } from './metrics';
import type { Comparison, Condition, ConditionCheck, ConditionValue, DateWindow, RuleBasis, RuleSet, RuleSetScoring, ScoreBand, ScoreItem, ScoredIndicator } from './rule-set';
import { DATE_WINDOW_LABELS, isEvidenceCondition, isScoreCondition } from './rule-set';
import { heldText, isQualificationField, qualificationRecord } from './qualifications';
import type { QualificationRecord } from './qualifications';
import { HARD_WEIGHT, SCORE_WEIGHT, SOFT_WEIGHT, scoreGate } from './match-degree';
export { matchDegreeFormula, scoreGate } from './match-degree';
export type { MatchDegreeFormula } from './match-degree';

export type EvaluateOptions = { now: Date; names?: ValueNames };

export type ConditionStatus = 'pass' | 'fail' | 'unknown';

export type ConditionResult = {
  id: string;
  title: string;
  kind: 'hard' | 'soft';
  status: ConditionStatus;
  /** The main check's metric value; null when unknown or when no ledger field decides the condition. */
  actual: MetricValue;
  /**
   * 'evidence': no ledger field can decide it, so it stays unknown (待核验) until `evidence` is checked;
   * 'score': the rule set's scored scheme decides it.
   */
  decidedBy: 'ledger' | 'evidence' | 'score';
  /** What is still missing when it fails, in words: 发明专利数量还差 2 件. */
  gap?: string;
  /** 实际值 in Chinese with its unit, e.g. '4.2%', '未填写'. */
  actualText: string;
  /** 标准: the band's text when a piecewise standard applied. */
  standardText: string;
  evidence: string;
  basis: RuleBasis;
  advice?: string;
  /** The needs a failure leaves, copied from the condition (service products tagged with them close the gap). */
  serviceNeeds?: string[];
  /** Ledger fields to fill in (or correct) before this condition can be decided. */
  missingFields: LedgerFieldKey[];
};

/** One sub-item of an indicator: its band (grade) and the score range the standard gives it. */
export type IndicatorItemResult = {
  id: string;
  title: string;
  status: 'scored' | 'unknown';
  /** Lowest score of the band (0 while unknown). */
  score: number;
  /** Highest score of the band (the item's max while unknown). */
  scoreMax: number;
  max: number;
  grade?: string;
  actualText: string;
  standardText?: string;
  judgedBy: 'ledger' | 'self';
  rubric?: string;
  bonus?: boolean;
  missingFields: LedgerFieldKey[];
};

export type IndicatorResult = {
  id: string;
  title: string;
  group?: string;
  status: 'scored' | 'unknown';
  /** 0 while unknown; the low end of the range when the standard gives bands a range. */
  score: number;
  /** The high end of the indicator's range once scored (equal to `score` for single-score bands). */
  scoreMax: number;
  max: number;
  actualText: string;
  standardText?: string;
  basis: RuleBasis;
  missingFields: LedgerFieldKey[];
  /** Sub-items (知识产权: 技术的先进程度 …), when the indicator is made of them. */
  items?: IndicatorItemResult[];
};

export type ScoreResult = {
  /** Sum of the scored indicators (unknown ones count 0; the low end of each banded range). */
  total: number;
  /** Sum of the high ends of the scored indicators' ranges (unknown ones count 0): total–totalHigh is what the data rests on. */
  totalHigh: number;
  /** Highest total reachable if every unknown indicator scored its max. */
  possibleMax: number;
  passScore: number;
  passRule: '>' | '>=';
  passed: boolean;
  /** 'unknown' while unanswered indicators or the experts' choice within a band could still change the verdict. */
  status: ConditionStatus;
  indicators: IndicatorResult[];
  /** Each group's own minimum (创新能力不低于 20 分) and where the group stands. */
  groupMinimums?: { group: string; min: number; total: number; possibleMax: number; status: ConditionStatus }[];
  /** 直通条件 of the scheme, each evaluated like a condition; only for schemes that have them. */
  directPaths?: ConditionResult[];
  /**
   * 评价得分达标或满足直通条件之一: what the evaluation's verdict uses; present only with `directPaths`
   * (without them it is `status`). A failed score with an undecided direct path is 'unknown', never 'fail'.
   */
  gate?: ConditionStatus;
};


/** `held`: the ledger already holds the qualification the scheme confers, in its validity — never a target. */
export type EvaluationStatus = 'eligible' | 'ineligible' | 'incomplete' | 'held';

/** The qualification an evaluation found held: 已认定（有效期至 …） and what keeps it. */
export type HeldQualification = Pick<QualificationRecord, 'field' | 'label' | 'since' | 'validUntil' | 'renewal' | 'basis'> & { text: string };

export type Evaluation = {
  ruleSetId: string;
  version: string;
  name: string;
  results: ConditionResult[];
  status: EvaluationStatus;
  /** 0–100: weighted share of passed conditions (hard 2, soft 1, the score 2); 100 only when all pass. */
  matchDegree: number;
  missingFields: LedgerFieldKey[];
  score?: ScoreResult;
  /** Set when the ledger holds, in its validity, the qualification this scheme confers (status `held`). */
  held?: HeldQualification;
  /**
   * The qualification the ledger records but which has lapsed: the scheme is measured again, and the screens
   * say since when it is no longer held.
   */
  lapsed?: HeldQualification;
};


/** Computes each metric once per ledger, however many rule sets ask for it. */
export class MetricCache {
  private readonly results = new Map<MetricKey, MetricResult>();
  private readonly texts = new Map<MetricKey, string>();
  private todayText: string | undefined;

  constructor(
    readonly ledger: EnterpriseLedger,
    private readonly options: EvaluateOptions,
  ) {
    assertValidNow(options.now, 'evaluate');
  }

  get(key: MetricKey): MetricResult {
    let result = this.results.get(key);
    if (!result) {
      result = computeMetric(key, this.ledger, this.options);
      this.results.set(key, result);
    }
    return result;
  }

  /** 实际值 in words; kept like the value itself, since a province's rule sets ask the same few metrics thousands of times. */
  describe(key: MetricKey): string {
    let text = this.texts.get(key);
    if (text === undefined) {
      text = describeMetric(key, this.get(key), this.ledger, this.options.names);
      this.texts.set(key, text);
    }
    return text;
  }

  get now(): Date {
    return this.options.now;
  }

  /** `chinaToday(now)`, worked out once. */
  get today(): string {
    this.todayText ??= chinaToday(this.options.now);
    return this.todayText;
  }
}

function sameValue(actual: MetricValue, expected: string | number | boolean): boolean {
  if (typeof actual === typeof expected) return actual === expected;
  // Codes may arrive as numbers in one place and strings in another (330100 vs '330100').
  return (typeof actual === 'number' || typeof actual === 'string') && String(actual) === String(expected);
}

function compare(op: Comparison, actual: MetricValue, expected: ConditionValue | undefined): boolean {
  switch (op) {
    case 'truthy':
      return Boolean(actual);
    case 'falsy':
      return !actual;
    case 'notNull':
      return actual !== null;
    case 'in':
      return Array.isArray(expected) && expected.some((item) => sameValue(actual, item));
    case '==':
      return expected !== undefined && !Array.isArray(expected) && sameValue(actual, expected);
    case '!=':
      return expected !== undefined && !Array.isArray(expected) && !sameValue(actual, expected);
    default: {
      const comparable =
        (typeof actual === 'number' && typeof expected === 'number') ||
        (typeof actual === 'string' && typeof expected === 'string');
      if (!comparable) return false;
      const a = actual as number | string;
      const b = expected as number | string;
      if (op === '>=') return a >= b;
      if (op === '>') return a > b;
      if (op === '<=') return a <= b;
      return a < b;
    }
  }
}

function inRange(value: MetricValue, range: { min?: number; max?: number }): boolean {
  if (typeof value !== 'number') return false;
  return (range.min === undefined || value >= range.min) && (range.max === undefined || value <= range.max);
}

function missingOf(result: MetricResult): LedgerFieldKey[] {
  return result.known ? [] : result.missingFields;
}

type Threshold = { values: readonly ConditionValue[]; standardText: string; bandNote: string; missingFields: readonly LedgerFieldKey[] };

const NONE: readonly never[] = Object.freeze([]);

/** Picks the piecewise threshold; when the band metric is unknown, every band that could still apply is kept. */
function resolveThreshold(check: ConditionCheck, standardText: string, metrics: MetricCache): Threshold {
  const bands = check.bands;
  if (!bands || bands.length === 0) {
    return { values: check.value === undefined ? NONE : [check.value], standardText, bandNote: '', missingFields: NONE };
  }
  for (let index = 0; index < bands.length; index += 1) {
    const band = bands[index];
    if (!band) continue;
    const result = metrics.get(band.when.metric);
    if (!result.known) {
      const values: ConditionValue[] = bands.slice(index).map((candidate) => candidate.value);
      if (check.value !== undefined) values.push(check.value);
      return { values, standardText, bandNote: '', missingFields: result.missingFields };
    }
    if (inRange(result.value, band.when)) {
      const note = `${METRICS[band.when.metric].label} ${metrics.describe(band.when.metric)}`;
      return { values: [band.value], standardText: band.standardText, bandNote: note, missingFields: NONE };
    }
  }
  return { values: check.value === undefined ? NONE : [check.value], standardText, bandNote: '', missingFields: NONE };
}

/** One check's answer, inside the engine only: its rows are built from it (so one shape, `gap` always set). */
type CheckOutcome = {
  check: ConditionCheck;
  status: ConditionStatus;
  actual: MetricValue;
  valueText: string;
  standardText: string;
  missingFields: LedgerFieldKey[];
  gap: string | undefined;
};

/** A known value against the threshold's values: all hold → pass, some → unknown (a band still open), none → fail. */
function verdictOf(op: Comparison, actual: MetricValue, values: readonly ConditionValue[]): ConditionStatus {
  if (op === 'truthy' || op === 'falsy' || op === 'notNull') return compare(op, actual, undefined) ? 'pass' : 'fail';
  let held = 0;
  for (const value of values) if (compare(op, actual, value)) held += 1;
  if (values.length > 0 && held === values.length) return 'pass';
  return held > 0 ? 'unknown' : 'fail';
}

/** How far a failed numeric check is from its standard, in words; undefined when distance means nothing. */
function gapText(check: ConditionCheck, actual: MetricValue, threshold: ConditionValue | undefined): string | undefined {
  if (typeof actual !== 'number' || typeof threshold !== 'number') return undefined;
  const { label, unit } = METRICS[check.metric];
  const amount = (value: number) => `${formatNumber(Math.abs(value))}${unit === '%' ? ' 个百分点' : unit ? ` ${unit}` : ''}`;
  if (check.op === '>=') return `${label}还差 ${amount(threshold - actual)}`;
  // Strictly more is needed: reaching the standard exactly is not enough, hence 以上.
  if (check.op === '>') return `${label}还差 ${amount(threshold - actual)}以上`;
  if (check.op === '<=' || check.op === '<') return `${label}超出 ${amount(actual - threshold)}`;
  return undefined;
}

/** Whether a date falls in a window of China calendar years counted from `today` (上年度, 当年, 近三年 …). */
export function dateWithin(date: string, window: DateWindow, today: string): boolean {
  const year = Number(today.slice(0, 4));
  const of = Number(date.slice(0, 4));
  if (date > today) return false;
  switch (window) {
    case 'lastYear':
      return of === year - 1;
    case 'thisYear':
      return of === year;
    case 'lastOrThisYear':
      return of === year || of === year - 1;
    case 'last2Years':
      return of >= year - 1;
    case 'last3Years':
      return of >= year - 2;
  }
}

function runCheck(check: ConditionCheck, standardText: string, metrics: MetricCache): CheckOutcome {
  if (check.op === 'within') return runWithin(check, standardText, metrics);
  const main = metrics.get(check.metric);
  const threshold = resolveThreshold(check, standardText, metrics);
  let status: ConditionStatus;
  let missingFields: LedgerFieldKey[];
  let gap: string | undefined;
  if (!main.known) {
    status = 'unknown';
    missingFields = sortLedgerFieldKeys(threshold.missingFields.length === 0 ? main.missingFields : [...main.missingFields, ...threshold.missingFields]);
  } else {
    status = verdictOf(check.op, main.value, threshold.values);
    missingFields = status === 'unknown' ? sortLedgerFieldKeys(threshold.missingFields) : [];
    if (status === 'fail' && threshold.values.length === 1) gap = gapText(check, main.value, threshold.values[0]);
  }
  const valueText = metrics.describe(check.metric);
  return {
    check,
    status,
    actual: main.known ? main.value : null,
    valueText: threshold.bandNote && main.known ? `${valueText}（${threshold.bandNote}）` : valueText,
    standardText: threshold.standardText,
    missingFields,
    gap,
  };
}

function runWithin(check: ConditionCheck, standardText: string, metrics: MetricCache): CheckOutcome {
  const main = metrics.get(check.metric);
  const window = check.value as DateWindow;
  const valueText = metrics.describe(check.metric);
  if (!main.known) return { check, status: 'unknown', actual: null, valueText, standardText, missingFields: sortLedgerFieldKeys(main.missingFields), gap: undefined };
  const passed = typeof main.value === 'string' && dateWithin(main.value, window, metrics.today);
  return {
    check,
    status: passed ? 'pass' : 'fail',
    actual: main.value,
    valueText,
    standardText,
    missingFields: [],
    gap: passed ? undefined : `${METRICS[check.metric].label}不在${DATE_WINDOW_LABELS[window]}内`,
  };
}

/** One check's verdict on its own (a funding item's condition reads the same language as a rule set's). */
export function checkStatus(check: ConditionCheck, metrics: MetricCache): ConditionStatus {
  return runCheck(check, '', metrics).status;
}

/**
 * One check's value among several, named by its metric (上年度营业收入 8650 万元) — unless the value says what it is on
 * its own (近三年无重大安全、质量事故…), where the label would only repeat it.
 */
function labelledValue(outcome: CheckOutcome): string {
  const selfDescribing = typeof outcome.actual === 'boolean' && outcome.valueText !== '是' && outcome.valueText !== '否';
  return selfDescribing ? outcome.valueText : `${METRICS[outcome.check.metric].label} ${outcome.valueText}`;
}

/** Every check must hold: one fail fails the condition, else one unknown leaves it unknown. */
function combinedStatus(outcomes: readonly CheckOutcome[]): ConditionStatus {
  if (outcomes.some((outcome) => outcome.status === 'fail')) return 'fail';
  if (outcomes.some((outcome) => outcome.status === 'unknown')) return 'unknown';
  return 'pass';
}

/**
 * A condition's row, its keys in the order the answers have always had them (a saved report is stored as JSON):
 * the condition's id, title, kind, evidence, basis, advice and service needs as it has them, then the verdict, and
 * `gap` last when there is one. Built in one go rather than by copying a head object into each row.
 */
function conditionRow(
  condition: Condition,
  status: ConditionStatus,
  actual: MetricValue,
  decidedBy: ConditionResult['decidedBy'],
  actualText: string,
  standardText: string,
  missingFields: LedgerFieldKey[],
  gap?: string,
): ConditionResult {
  let row: ConditionResult;
  const { id, title, kind, evidence, basis, advice, serviceNeeds } = condition;
  if (advice === undefined && serviceNeeds === undefined) {
    row = { id, title, kind, evidence, basis, status, actual, decidedBy, actualText, standardText, missingFields };
  } else if (serviceNeeds === undefined) {
    row = { id, title, kind, evidence, basis, advice, status, actual, decidedBy, actualText, standardText, missingFields };
  } else if (advice === undefined) {
    row = { id, title, kind, evidence, basis, serviceNeeds, status, actual, decidedBy, actualText, standardText, missingFields };
  } else {
    row = { id, title, kind, evidence, basis, advice, serviceNeeds, status, actual, decidedBy, actualText, standardText, missingFields };
  }
  if (gap !== undefined) row.gap = gap;
  return row;
}

function scoreRow(condition: Condition, score: ScoreResult): ConditionResult {
  // The low end is what the data guarantees; the experts' choice within the bands can add up to the high end.
  const total = score.totalHigh > score.total ? `${formatNumber(score.total)}–${formatNumber(score.totalHigh)}` : formatNumber(score.total);
  const gate = scoreGate(score);
  const byPath = score.directPaths?.find((path) => path.status === 'pass');
  const unanswered = score.indicators.some((indicator) => indicator.status === 'unknown');
  const scoreText =
    score.status !== 'unknown'
      ? `综合评分 ${total} 分`
      : unanswered
        ? `已得 ${total} 分，尚有评分指标未填写`
        : `综合评分 ${total} 分，是否达标取决于专家在各档分值内的评定`;
  const pathText =
    score.status === 'pass' || !score.directPaths
      ? ''
      : byPath
        ? `；满足直通条件：${byPath.title}`
        : score.directPaths.some((path) => path.status === 'unknown')
          ? '；直通条件待核验'
          : '；直通条件均不满足';
  const missingFields =
    gate === 'unknown'
      ? sortLedgerFieldKeys([
          ...score.indicators.flatMap((indicator) => indicator.missingFields),
          ...(score.directPaths ?? []).flatMap((path) => path.missingFields),
        ])
      : [];
  const needed = score.passRule === '>' ? score.passScore + 1 - score.total : score.passScore - score.total;
  const gap = gate === 'fail' ? `综合评分还差 ${formatNumber(needed)} 分` : undefined;
  return conditionRow(condition, gate, score.total, 'score', `${scoreText}${pathText}`, condition.standardText, missingFields, gap);
}

/** The fields a row of undecided checks asks for, in form order (none to gather for a single check: its own, as sorted). */
function fieldsOf(outcomes: readonly CheckOutcome[]): LedgerFieldKey[] {
  if (outcomes.length === 1) return sortLedgerFieldKeys((outcomes[0] as CheckOutcome).missingFields);
  return sortLedgerFieldKeys(outcomes.flatMap((outcome) => outcome.missingFields));
}

function evaluateCondition(condition: Condition, metrics: MetricCache, score: ScoreResult | undefined): ConditionResult {
  if (isScoreCondition(condition)) {
    if (!score) throw new Error(`Condition ${condition.id} is decided by a score the rule set does not have`);
    return scoreRow(condition, score);
  }
  if (isEvidenceCondition(condition)) {
    const refuting = condition.refutedBy ? runCheck(condition.refutedBy, condition.standardText, metrics) : undefined;
    if (refuting?.status === 'fail') {
      // The ledger can show this condition unmet (an incident last year breaks 近三年无事故), never met.
      return conditionRow(condition, 'fail', refuting.actual, 'ledger', refuting.valueText, condition.standardText, [], refuting.gap || undefined);
    }
    const actualText =
      refuting?.status === 'pass'
        ? `${refuting.valueText}；企业档案不足以判定，需核验材料`
        : condition.reason
          ? `${condition.reason}，需核验材料`
          : '企业档案无此信息，需核验材料';
    // A refuting question not yet answered is asked where the condition is shown.
    return conditionRow(condition, 'unknown', null, 'evidence', actualText, condition.standardText, refuting?.status === 'unknown' ? refuting.missingFields : []);
  }
  // The condition is its own main check (metric, op, value, bands), then the checks of `also`.
  const main = runCheck(condition, condition.standardText, metrics);
  const outcomes = condition.also && condition.also.length > 0 ? [main, ...condition.also.map((check) => runCheck(check, condition.standardText, metrics))] : [main];
  const alternatives = condition.anyOf && condition.anyOf.length > 0 ? condition.anyOf.map((check) => runCheck(check, condition.standardText, metrics)) : [];
  const own = combinedStatus(outcomes);
  // 或: the condition's own checks or any alternative; a fail needs everything to fail.
  const status: ConditionStatus =
    alternatives.length === 0
      ? own
      : own === 'pass' || alternatives.some((outcome) => outcome.status === 'pass')
        ? 'pass'
        : own === 'fail' && alternatives.every((outcome) => outcome.status === 'fail')
          ? 'fail'
          : 'unknown';
  if (condition.metOnly && status === 'fail') {
    // What the ledger does not record can still meet it: not shown met, never shown unmet.
    const actualText = `${[...outcomes, ...alternatives].map((outcome) => outcome.valueText).join('；')}；企业档案不足以判定，需核验材料`;
    return conditionRow(condition, 'unknown', main.actual, 'evidence', actualText, condition.standardText, []);
  }
  if (alternatives.length > 0) {
    const all = [...outcomes, ...alternatives];
    return conditionRow(condition, status, main.actual, 'ledger', all.map(labelledValue).join('；'), condition.standardText, status === 'unknown' ? fieldsOf(all) : []);
  }
  const actualText = outcomes.length === 1 ? main.valueText : outcomes.map(labelledValue).join('；');
  let gap: string | undefined;
  if (status === 'fail') {
    const gaps = outcomes.filter((outcome) => outcome.status === 'fail' && outcome.gap).map((outcome) => outcome.gap as string);
    if (gaps.length > 0) gap = gaps.join('；');
  }
  // A single check may have picked a band's own standard; several checks keep the condition's wording.
  const standardText = outcomes.length === 1 ? main.standardText : condition.standardText;
  return conditionRow(condition, status, main.actual, 'ledger', actualText, standardText, status === 'unknown' ? fieldsOf(outcomes) : [], gap);
}

function bandMatches(band: ScoreBand, value: MetricValue): boolean {
  if (band.equals !== undefined) return sameValue(value, band.equals);
  if (band.min === undefined && band.max === undefined) return true;
  return inRange(value, band);
}

type Banded = { status: 'scored' | 'unknown'; score: number; scoreMax: number; grade?: string; consulted: MetricKey[]; missingFields: LedgerFieldKey[] };

/** The first band that holds the value (bands tried in order); unknown as soon as a band's metric is. */
function scoreBands(bands: readonly ScoreBand[], metric: MetricKey, max: number, metrics: MetricCache): Banded {
  const consulted: MetricKey[] = [];
  for (const band of bands) {
    const key = band.metric ?? metric;
    if (!consulted.includes(key)) consulted.push(key);
    const result = metrics.get(key);
    if (!result.known) return { status: 'unknown', score: 0, scoreMax: max, consulted, missingFields: sortLedgerFieldKeys(missingOf(result)) };
    if (bandMatches(band, result.value)) {
      const banded: Banded = { status: 'scored', score: band.score, scoreMax: band.scoreMax ?? band.score, consulted, missingFields: [] };
      return band.grade === undefined ? banded : { ...banded, grade: band.grade };
    }
  }
  return { status: 'scored', score: 0, scoreMax: 0, consulted, missingFields: [] };
}

function describeConsulted(consulted: readonly MetricKey[], fallback: MetricKey, metrics: MetricCache): string {
  return consulted.length <= 1
    ? metrics.describe(consulted[0] ?? fallback)
    : consulted.map((key) => `${METRICS[key].label} ${metrics.describe(key)}`).join('；');
}

function scoreItem(item: ScoreItem, metrics: MetricCache): IndicatorItemResult {
  const banded = scoreBands(item.bands, item.metric, item.max, metrics);
  // The optional keys follow the fixed ones, in this order (the answers' JSON keeps it).
  const result: IndicatorItemResult = {
    id: item.id,
    title: item.title,
    status: banded.status,
    score: banded.score,
    scoreMax: banded.scoreMax,
    max: item.max,
    actualText: banded.status === 'unknown' ? '未填写' : describeConsulted(banded.consulted, item.metric, metrics),
    judgedBy: item.judgedBy ?? 'ledger',
    missingFields: banded.missingFields,
  };
  if (banded.grade !== undefined) result.grade = banded.grade;
  if (item.standardText !== undefined) result.standardText = item.standardText;
  if (item.rubric !== undefined) result.rubric = item.rubric;
  if (item.bonus) result.bonus = true;
  return result;
}

function scoreIndicator(indicator: ScoredIndicator, metrics: MetricCache): IndicatorResult {
  let result: IndicatorResult;
  if (indicator.items) {
    // The sub-items add up, within the indicator's max (a 加分项 cannot take it past); an unanswered item counts 0–its max.
    const items = indicator.items.map((item) => scoreItem(item, metrics));
    const low = Math.min(indicator.max, items.reduce((sum, item) => sum + item.score, 0));
    const high = Math.min(indicator.max, items.reduce((sum, item) => sum + item.scoreMax, 0));
    const unknown = items.some((item) => item.status === 'unknown');
    result = {
      id: indicator.id,
      title: indicator.title,
      max: indicator.max,
      basis: indicator.basis,
      status: unknown ? 'unknown' : 'scored',
      score: low,
      scoreMax: high,
      actualText: items.map((item) => `${item.title} ${item.status === 'unknown' ? '未填写' : item.score === item.scoreMax ? `${formatNumber(item.score)} 分` : `${formatNumber(item.score)}–${formatNumber(item.scoreMax)} 分`}`).join('；'),
      missingFields: sortLedgerFieldKeys(items.flatMap((item) => item.missingFields)),
      items,
    };
  } else {
    const banded = scoreBands(indicator.bands, indicator.metric, indicator.max, metrics);
    result = {
      id: indicator.id,
      title: indicator.title,
      max: indicator.max,
      basis: indicator.basis,
      status: banded.status,
      score: banded.score,
      scoreMax: banded.status === 'unknown' ? banded.score : banded.scoreMax,
      actualText: describeConsulted(banded.consulted, indicator.metric, metrics),
      missingFields: banded.missingFields,
    };
  }
  if (indicator.group !== undefined) result.group = indicator.group;
  if (indicator.standardText !== undefined) result.standardText = indicator.standardText;
  return result;
}

function meets(total: number, scoring: RuleSetScoring): boolean {
  return scoring.passRule === '>' ? total > scoring.passScore : total >= scoring.passScore;
}

/** The highest an indicator can still reach: its range's top once scored, its max while anything in it is unanswered. */
function reachable(indicator: IndicatorResult): number {
  if (indicator.status === 'scored') return indicator.scoreMax;
  if (!indicator.items) return indicator.max;
  return Math.min(indicator.max, indicator.items.reduce((sum, item) => sum + (item.status === 'unknown' ? item.max : item.scoreMax), 0));
}

function scoreRuleSet(scoring: RuleSetScoring, metrics: MetricCache): ScoreResult {
  const indicators = scoring.indicators.map((indicator) => scoreIndicator(indicator, metrics));
  const total = indicators.reduce((sum, indicator) => sum + indicator.score, 0);
  const totalHigh = indicators.reduce((sum, indicator) => sum + (indicator.status === 'scored' ? indicator.scoreMax : indicator.score), 0);
  const possibleMax = indicators.reduce((sum, indicator) => sum + reachable(indicator), 0);
  const groupMinimums = (scoring.groupMinimums ?? []).map(({ group, min }) => {
    const members = indicators.filter((indicator) => indicator.group === group);
    const groupTotal = members.reduce((sum, indicator) => sum + indicator.score, 0);
    const groupMax = members.reduce((sum, indicator) => sum + reachable(indicator), 0);
    const status: ConditionStatus = groupTotal >= min ? 'pass' : groupMax >= min ? 'unknown' : 'fail';
    return { group, min, total: groupTotal, possibleMax: groupMax, status };
  });
  const groupsPass = groupMinimums.every((entry) => entry.status === 'pass');
  const groupsFail = groupMinimums.some((entry) => entry.status === 'fail');
  // Passed only when even the low end of every range passes; failed only when even the top cannot.
  const status: ConditionStatus = meets(total, scoring) && groupsPass ? 'pass' : !meets(possibleMax, scoring) || groupsFail ? 'fail' : 'unknown';
  const result: ScoreResult = {
    total,
    totalHigh,
    possibleMax,
    passScore: scoring.passScore,
    passRule: scoring.passRule,
    passed: status === 'pass',
    status,
    indicators,
  };
  if (groupMinimums.length > 0) result.groupMinimums = groupMinimums;
  if (!scoring.directPaths) return result;
  const directPaths = scoring.directPaths.map((path) => evaluateCondition(path, metrics, undefined));
  // An OR: the score or one direct path met decides; otherwise anything undecided keeps it undecided.
  const gate: ConditionStatus =
    status === 'pass' || directPaths.some((path) => path.status === 'pass')
      ? 'pass'
      : status === 'unknown' || directPaths.some((path) => path.status === 'unknown')
        ? 'unknown'
        : 'fail';
  result.directPaths = directPaths;
  result.gate = gate;
  return result;
}

function matchDegreeOf(results: readonly ConditionResult[], score: ScoreResult | undefined): number {
  let weight = 0;
  let passed = 0;
  for (const result of results) {
    const itemWeight = result.kind === 'hard' ? HARD_WEIGHT : SOFT_WEIGHT;
    weight += itemWeight;
    if (result.status === 'pass') passed += itemWeight;
  }
  if (score) {
    weight += SCORE_WEIGHT;
    if (scoreGate(score) === 'pass') passed += SCORE_WEIGHT;
  }
  if (weight === 0 || passed === weight) return 100;
  return Math.min(99, Math.round((passed * 100) / weight));
}

/**
 * The verdict `evaluateWithCache` reaches, when it can be told without scoring the ledger: 已认定 when the rule set
 * grants a qualification the ledger holds in its validity; 不符合 when a hard condition the score does not decide
 * fails on the ledger's own data (the same condition rows, stopping at the first that fails), whatever the score.
 * Otherwise undefined: only the whole evaluation tells. A caller that only needs "not a yes" (the push over a
 * province's ledgers) skips scoring most of them.
 */
export function verdictBeforeScoring(ruleSet: RuleSet, metrics: MetricCache): 'held' | 'ineligible' | undefined {
  if (ruleSet.grants && isQualificationField(ruleSet.grants) && qualificationRecord(metrics.ledger, ruleSet.grants, metrics.now)?.valid) return 'held';
  const fails = ruleSet.conditions.some((condition) => condition.kind === 'hard' && !isScoreCondition(condition) && evaluateCondition(condition, metrics, undefined).status === 'fail');
  return fails ? 'ineligible' : undefined;
}

/** Evaluates with a shared metric cache; `evaluate` and `matchPolicies` both go through here. */
export function evaluateWithCache(ruleSet: RuleSet, metrics: MetricCache): Evaluation {
  const score = ruleSet.scoring ? scoreRuleSet(ruleSet.scoring, metrics) : undefined;
  const results = ruleSet.conditions.map((condition) => evaluateCondition(condition, metrics, score));
  const gate = score ? scoreGate(score) : undefined;
  // Written as "every hard condition passed" rather than "nothing failed", so an undecided condition can never read as 符合.
  let allHardPassed = gate === undefined || gate === 'pass';
  let anyHardFailed = gate === 'fail';
  const fields: LedgerFieldKey[] = [];
  for (const result of results) {
    if (result.kind === 'hard') {
      if (result.status !== 'pass') allHardPassed = false;
      if (result.status === 'fail') anyHardFailed = true;
    }
    for (const field of result.missingFields) fields.push(field);
  }
  if (score) {
    for (const indicator of score.indicators) for (const field of indicator.missingFields) fields.push(field);
    // A direct path only matters while the score has not passed: its fields are not asked otherwise.
    if (gate !== 'pass') for (const path of score.directPaths ?? []) for (const field of path.missingFields) fields.push(field);
  }
  const status: EvaluationStatus = anyHardFailed ? 'ineligible' : allHardPassed ? 'eligible' : 'incomplete';
  const evaluation: Evaluation = {
    ruleSetId: ruleSet.id,
    version: ruleSet.version,
    name: ruleSet.name,
    results,
    status,
    matchDegree: matchDegreeOf(results, score),
    missingFields: sortLedgerFieldKeys(fields),
  };
  // The optional keys follow, in this order (the answers' JSON keeps it).
  if (score) evaluation.score = score;
  const record = ruleSet.grants && isQualificationField(ruleSet.grants) ? qualificationRecord(metrics.ledger, ruleSet.grants, metrics.now) : null;
  if (!record) return evaluation;
  const { field, label, since, validUntil, renewal, basis } = record;
  // A qualification held in its validity is the answer, not a target: nothing to fill in, nothing to apply for.
  if (record.valid) {
    evaluation.status = 'held';
    evaluation.missingFields = [];
    evaluation.held = { field, label, since, validUntil, renewal, basis, text: heldText(record) };
  } else if (since <= metrics.today) {
    evaluation.lapsed = { field, label, since, validUntil, renewal, basis, text: `原资格已于 ${validUntil} 期满` };
  }
  return evaluation;
}

/**
 * Runs a rule set against a ledger. Pure and deterministic: the only clock is `options.now`.
 * A hard fail (or a score that can no longer pass) makes it 'ineligible'; otherwise any hard
 * unknown (or an undecided score) makes it 'incomplete'; soft conditions only move `matchDegree`.
 */
export function evaluate(ruleSet: RuleSet, ledger: EnterpriseLedger, options: EvaluateOptions): Evaluation {
  return evaluateWithCache(ruleSet, new MetricCache(ledger, options));
}
