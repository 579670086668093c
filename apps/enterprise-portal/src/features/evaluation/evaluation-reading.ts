import type { ConditionResultData, EvaluationPayload } from '@smes/api';

/** A sub-item of an indicator (知识产权: 技术的先进程度 …), with the band's score range. */
export type IndicatorItemRow = {
  id: string;
  title: string;
  score: number;
  scoreMax: number;
  max: number;
  status: 'scored' | 'unknown';
  grade?: string;
  actualText: string;
  standardText?: string;
  /** 'self': experts judge it; the enterprise rated itself against `rubric`. */
  judgedBy: 'ledger' | 'self';
  rubric?: string;
  bonus: boolean;
  missingFields: string[];
};

export type IndicatorRow = {
  id: string;
  title: string;
  /** The heading the indicator is scored under (专业化 …); absent for schemes without groups. */
  group?: string;
  score: number;
  /** The top of the indicator's range (the experts pick within each band); equal to `score` without bands. */
  scoreMax: number;
  max: number;
  status: 'scored' | 'unknown';
  actualText: string;
  standardText?: string;
  basis?: unknown;
  missingFields: string[];
  items: IndicatorItemRow[];
};

export type ScoreBlock = {
  total: number;
  /** The top of the range the known indicators rest on; equal to `total` for a scheme without banded ranges. */
  totalHigh: number;
  possibleMax: number;
  passScore: number;
  passRule: '>' | '>=';
  passed: boolean;
  status: 'pass' | 'fail' | 'unknown';
  indicators: IndicatorRow[];
  /** 直通条件 (专精特新): any one met stands in for the score; empty for a scheme without them. */
  directPaths: ConditionResultData[];
  /** The score or a direct path: what the verdict uses (the score's own status when there are no paths). */
  gate: 'pass' | 'fail' | 'unknown';
};

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

const stringsOf = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);

function readItem(value: unknown): IndicatorItemRow[] {
  if (!isRecord(value)) return [];
  const { id, title, score, scoreMax, max, status, grade, actualText, standardText, judgedBy, rubric, bonus, missingFields } = value;
  if (typeof id !== 'string' || typeof title !== 'string' || typeof score !== 'number' || typeof max !== 'number') return [];
  return [
    {
      id,
      title,
      score,
      scoreMax: typeof scoreMax === 'number' ? scoreMax : score,
      max,
      status: status === 'unknown' ? 'unknown' : 'scored',
      ...(typeof grade === 'string' ? { grade } : {}),
      actualText: typeof actualText === 'string' ? actualText : '',
      ...(typeof standardText === 'string' ? { standardText } : {}),
      judgedBy: judgedBy === 'self' ? 'self' : 'ledger',
      ...(typeof rubric === 'string' ? { rubric } : {}),
      bonus: bonus === true,
      missingFields: stringsOf(missingFields),
    },
  ];
}

function readIndicator(value: unknown): IndicatorRow | null {
  if (!isRecord(value)) return null;
  const { id, title, group, score, scoreMax, max, status, actualText, standardText, basis, missingFields, items } = value;
  if (typeof id !== 'string' || typeof title !== 'string' || typeof score !== 'number' || typeof max !== 'number') return null;
  return {
    id,
    title,
    score,
    // Reports saved before ranges existed carry one score.
    scoreMax: typeof scoreMax === 'number' ? scoreMax : score,
    max,
    status: status === 'unknown' ? 'unknown' : 'scored',
    actualText: typeof actualText === 'string' ? actualText : '',
    ...(typeof standardText === 'string' ? { standardText } : {}),
    ...(typeof group === 'string' && group ? { group } : {}),
    basis,
    missingFields: stringsOf(missingFields),
    items: Array.isArray(items) ? items.flatMap(readItem) : [],
  };
}

function isConditionResult(value: unknown): value is ConditionResultData {
  return (
    isRecord(value) &&
    typeof value['id'] === 'string' &&
    typeof value['title'] === 'string' &&
    typeof value['standardText'] === 'string' &&
    typeof value['actualText'] === 'string' &&
    (value['status'] === 'pass' || value['status'] === 'fail' || value['status'] === 'unknown')
  );
}

/**
 * The engine's score block of a saved evaluation with the score of each indicator. The contract leaves
 * `score` open (only scored schemes have one), so it is read defensively; null when absent or malformed.
 */
export function readScoreBlock(evaluation: EvaluationPayload): ScoreBlock | null {
  const value = evaluation['score'];
  if (!isRecord(value)) return null;
  const { total, totalHigh, possibleMax, passScore, passRule, passed, status, indicators, directPaths, gate } = value;
  if (typeof total !== 'number' || typeof passScore !== 'number' || !Array.isArray(indicators)) return null;
  const rows = indicators.map(readIndicator);
  if (rows.some((row) => row === null)) return null;
  const scoreStatus = status === 'pass' || status === 'fail' ? status : 'unknown';
  return {
    total,
    totalHigh: typeof totalHigh === 'number' ? totalHigh : total,
    possibleMax: typeof possibleMax === 'number' ? possibleMax : total,
    passScore,
    passRule: passRule === '>=' ? '>=' : '>',
    passed: passed === true,
    status: scoreStatus,
    indicators: rows as IndicatorRow[],
    directPaths: Array.isArray(directPaths) ? directPaths.filter(isConditionResult) : [],
    gate: gate === 'pass' || gate === 'fail' || gate === 'unknown' ? gate : scoreStatus,
  };
}

/** 47–78 分, or 86 分 when the score has no range. */
export function pointsText(low: number, high: number): string {
  return high > low ? `${low}–${high} 分` : `${low} 分`;
}

/** 20–28 / 30 分 (or 18 / 20 分): a score or its range out of the maximum. */
export function pointsOutOf(low: number, high: number, max: number): string {
  return `${high > low ? `${low}–${high}` : low} / ${max} 分`;
}

/** 71 分及以上 for the 高企 scheme (> 70), in words. */
export function passLineText(block: Pick<ScoreBlock, 'passScore' | 'passRule'>): string {
  return block.passRule === '>' ? `高于 ${block.passScore} 分` : `不低于 ${block.passScore} 分`;
}

export type GroupTotal = { group: string; score: number; scoreMax: number; max: number };

/** 专业化 22 / 25 …: each group's score (low and high) and maximum in indicator order; empty without groups. */
export function groupTotals(block: Pick<ScoreBlock, 'indicators'>): GroupTotal[] {
  const totals: GroupTotal[] = [];
  for (const row of block.indicators) {
    if (!row.group) continue;
    const total = totals.find((item) => item.group === row.group);
    if (total) {
      total.score += row.score;
      total.scoreMax += row.scoreMax;
      total.max += row.max;
    } else totals.push({ group: row.group, score: row.score, scoreMax: row.scoreMax, max: row.max });
  }
  return totals;
}

/**
 * 评价得分 or a direct path, in words, for a score that did not pass on its own; null when the scheme has no
 * direct paths or the score passed.
 */
export function directPathText(block: Pick<ScoreBlock, 'status' | 'directPaths' | 'gate'>): string | null {
  if (block.directPaths.length === 0 || block.status === 'pass') return null;
  const met = block.directPaths.find((path) => path.status === 'pass');
  if (met) return `满足直通条件：${met.title}`;
  return block.gate === 'unknown' ? '直通条件待核验，满足任一项即可' : '直通条件均不满足';
}
