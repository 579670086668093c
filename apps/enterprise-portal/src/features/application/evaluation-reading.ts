import { readScoreBlock, type EvaluationScore } from '../../shared/ledger/score-block';
import type { EvaluationConditionResult, ProjectEvaluation } from '@smes/api';

export type ConditionVerdict = Pick<EvaluationConditionResult, 'status' | 'actualText'>;

/**
 * A project condition's verdict in a self-evaluation. One displayed condition may be checked by
 * several rules (`c3`, `c3-2`, …): it fails if any fails, is undecided if any is, and passes otherwise.
 */
export function conditionVerdict(conditionId: string, results: readonly EvaluationConditionResult[]): ConditionVerdict | null {
  const own = results.filter((result) => result.id === conditionId || result.id.startsWith(`${conditionId}-`));
  if (own.length === 0) return null;
  const deciding = own.find((result) => result.status === 'fail') ?? own.find((result) => result.status === 'unknown') ?? own[0];
  return deciding ? { status: deciding.status, actualText: own.map((result) => result.actualText).join('；') } : null;
}

/** The scored scheme's total when the evaluation has one (the contract leaves `score` open, so it is read with care). */
export function readEvaluationScore(evaluation: ProjectEvaluation): EvaluationScore | null {
  return readScoreBlock((evaluation as Record<string, unknown>)['score']);
}
