import type { EvaluationPayload } from '@smes/api';

export type IndicatorRow = {
  id: string;
  title: string;
  score: number;
  max: number;
  status: 'scored' | 'unknown';
  actualText: string;
  standardText?: string;
  basis?: unknown;
  missingFields: string[];
};

export type ScoreBlock = {
  total: number;
  possibleMax: number;
  passScore: number;
  passRule: '>' | '>=';
  passed: boolean;
  status: 'pass' | 'fail' | 'unknown';
  indicators: IndicatorRow[];
};

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function readIndicator(value: unknown): IndicatorRow | null {
  if (!isRecord(value)) return null;
  const { id, title, score, max, status, actualText, standardText, basis, missingFields } = value;
  if (typeof id !== 'string' || typeof title !== 'string' || typeof score !== 'number' || typeof max !== 'number') return null;
  return {
    id,
    title,
    score,
    max,
    status: status === 'unknown' ? 'unknown' : 'scored',
    actualText: typeof actualText === 'string' ? actualText : '',
    ...(typeof standardText === 'string' ? { standardText } : {}),
    basis,
    missingFields: Array.isArray(missingFields) ? missingFields.filter((item): item is string => typeof item === 'string') : [],
  };
}

/**
 * The engine's score block of a saved evaluation with the score of each indicator. The contract leaves
 * `score` open (only scored schemes have one), so it is read defensively; null when absent or malformed.
 */
export function readScoreBlock(evaluation: EvaluationPayload): ScoreBlock | null {
  const value = evaluation['score'];
  if (!isRecord(value)) return null;
  const { total, possibleMax, passScore, passRule, passed, status, indicators } = value;
  if (typeof total !== 'number' || typeof passScore !== 'number' || !Array.isArray(indicators)) return null;
  const rows = indicators.map(readIndicator);
  if (rows.some((row) => row === null)) return null;
  return {
    total,
    possibleMax: typeof possibleMax === 'number' ? possibleMax : total,
    passScore,
    passRule: passRule === '>=' ? '>=' : '>',
    passed: passed === true,
    status: status === 'pass' || status === 'fail' ? status : 'unknown',
    indicators: rows as IndicatorRow[],
  };
}

/** 71 分及以上 for the 高企 scheme (> 70), in words. */
export function passLineText(block: Pick<ScoreBlock, 'passScore' | 'passRule'>): string {
  return block.passRule === '>' ? `高于 ${block.passScore} 分` : `不低于 ${block.passScore} 分`;
}
