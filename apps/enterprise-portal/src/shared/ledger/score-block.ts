/** The score block of a saved evaluation (its contract leaves `score` open): read with care, shared by every screen that shows one. */
type Verdict = 'pass' | 'fail' | 'unknown';
/** `total` is the low end of the score; `totalHigh` its high end when the scheme scores bands as ranges. */
export type EvaluationScore = { total: number; totalHigh?: number; passScore: number; passRule: '>' | '>='; passed: boolean; status: Verdict; gate?: Verdict };

const verdictOf = (value: unknown): Verdict | undefined => (value === 'pass' || value === 'fail' || value === 'unknown' ? value : undefined);

/** A saved score block read with care: a malformed one is none; one saved before scores had a status is never a fail. */
export function readScoreBlock(score: unknown): EvaluationScore | null {
  if (typeof score !== 'object' || score === null) return null;
  const { total, totalHigh, passScore, passRule, passed, status, gate } = score as Record<string, unknown>;
  if (typeof total !== 'number' || typeof passScore !== 'number' || (passRule !== '>' && passRule !== '>=')) return null;
  const read: EvaluationScore = { total, passScore, passRule, passed: passed === true, status: verdictOf(status) ?? (passed === true ? 'pass' : 'unknown') };
  if (typeof totalHigh === 'number' && totalHigh > total) read.totalHigh = totalHigh;
  const pathGate = verdictOf(gate);
  return pathGate ? { ...read, gate: pathGate } : read;
}

/** A score's verdict in words: a range that straddles the pass line is 待核验 until the unsure items are decided. */
export const SCORE_VERDICTS: Record<Verdict, string> = { pass: '已达标', fail: '未达标', unknown: '待核验，取决于区间内的得分' };
