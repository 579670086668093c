import type { Clock } from '../clock';
import type { AnswerCache, ChangedTable } from '../domain/search/answer-cache';
import type { KeptAnswer } from './kept-body';

/**
 * An answer that also says what the time makes true (a notice's 申报中 / 已截止, an activity still open for registration):
 * computed at `from`, true until `until` (exclusive; null: until one of its tables is written).
 */
export type KeptUntil<T> = KeptAnswer<T> & { from: string; until: string | null };

/**
 * `answers.answer` for such an answer (ADR 118, ADR 140): `compute` gets the moment it computes at and says until when
 * its answer holds; a kept answer is given only to a request between the two, and computed again otherwise — whatever
 * the counters say.
 */
export async function answerUntil<T>(
  answers: AnswerCache,
  now: Clock,
  key: string,
  reads: readonly ChangedTable[],
  compute: (at: Date) => Promise<{ value: T; until: string | null }>,
): Promise<KeptUntil<T>> {
  return await answers.answer(
    key,
    reads,
    async (): Promise<KeptUntil<T>> => {
      const at = now();
      return { ...await compute(at), from: at.toISOString() };
    },
    (kept) => {
      const at = now().toISOString();
      return kept.from <= at && (kept.until === null || at < kept.until);
    },
  );
}
