import type { ScoreBand } from '@smes/eligibility';

/**
 * Identity bands for a metric that already is a score (0…max in steps of `step`): the score equals
 * the value, rounded down to the step. Bands stay data, so the JSON form of a rule set needs no code.
 */
export function pointBands(max: number, step = 1): ScoreBand[] {
  const bands: ScoreBand[] = [];
  for (let points = max; points > 0; points -= step) bands.push({ min: points, score: points });
  bands.push({ score: 0 });
  return bands;
}
