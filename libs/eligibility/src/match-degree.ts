import type { ConditionResult, ConditionStatus, ScoreResult } from './evaluate';

/** How much each part of a rule set weighs in its 匹配度: a hard condition, a soft one, the score. */
export const HARD_WEIGHT = 2;
export const SOFT_WEIGHT = 1;
export const SCORE_WEIGHT = 2;

/** The score's say in the verdict: the score alone, or the score or any of its direct paths. */
export function scoreGate(score: Pick<ScoreResult, 'status' | 'gate'>): ConditionStatus {
  return score.gate ?? score.status;
}

/** What a 匹配度 is made of, for the screen that shows it: passed and total weights, and the formula in words. */
export type MatchDegreeFormula = { passed: number; total: number; text: string };

/**
 * 匹配度 in words (匹配度 = 已满足的权重 ÷ 全部权重): each hard condition weighs 2, a soft one 1, the score 2; a
 * condition 待核验 counts 0 until it is decided. Read from an evaluation as saved (its rows' kind and status), so a
 * screen showing a saved report needs this module and not the engine.
 */
export function matchDegreeFormula(
  results: readonly Pick<ConditionResult, 'kind' | 'status'>[],
  score?: Pick<ScoreResult, 'status' | 'gate'> | null,
): MatchDegreeFormula {
  let total = 0;
  let passed = 0;
  for (const result of results) {
    const weight = result.kind === 'hard' ? HARD_WEIGHT : SOFT_WEIGHT;
    total += weight;
    if (result.status === 'pass') passed += weight;
  }
  if (score) {
    total += SCORE_WEIGHT;
    if (scoreGate(score) === 'pass') passed += SCORE_WEIGHT;
  }
  const degree = total === 0 || passed === total ? 100 : Math.min(99, Math.round((passed * 100) / total));
  const weights = `必要条件每项 ${HARD_WEIGHT}、加分项每项 ${SOFT_WEIGHT}${score ? `、评分 ${SCORE_WEIGHT}` : ''}，待核验计 0`;
  return { passed, total, text: `匹配度 ${degree}% = 已满足权重 ${passed} ÷ 全部权重 ${total}（${weights}）` };
}
