import { describe, expect, it } from 'vitest';
import { formatReport, meetsGoals, PRECISION_GOAL, RECALL_GOAL, runEvaluation } from './evaluation';
import { QUESTIONS } from './questions';

// The evaluation set of questions.ts, asked over HTTP of a fresh stand-in, in
// `npm test`: below the citation goals the build fails. Latency is printed, not gated (a shared machine).
describe('assistant evaluation', () => {
  it('has at least 80 questions of every kind', () => {
    expect(QUESTIONS.length).toBeGreaterThanOrEqual(80);
    for (const kind of ['answered', 'nothing-found', 'declined'] as const) {
      expect(QUESTIONS.filter((question) => question.expect === kind).length).toBeGreaterThanOrEqual(5);
    }
    expect(QUESTIONS.filter((question) => question.as).length).toBeGreaterThanOrEqual(3);
  });

  it(`cites the right clauses: recall@3 ≥ ${RECALL_GOAL}, precision ≥ ${PRECISION_GOAL}`, { timeout: 150_000 }, async () => {
    const report = await runEvaluation();
    console.log(formatReport(report));
    expect(report.questions).toBe(QUESTIONS.length);
    expect(meetsGoals(report), formatReport(report)).toBe(true);
    // Honesty, not only recall: unanswerable questions are answered as such.
    expect(report.nothingFoundRight).toBe(report.nothingFoundExpected);
  });

  it('fails the gate when answers cite the wrong documents', () => {
    const wrong = { recallAt3: 0.5, precision: 0.95 };
    expect(meetsGoals({ ...wrong } as Parameters<typeof meetsGoals>[0])).toBe(false);
    expect(meetsGoals({ recallAt3: 0.95, precision: 0.7 } as Parameters<typeof meetsGoals>[0])).toBe(false);
    expect(meetsGoals({ recallAt3: 0.9, precision: 0.8 } as Parameters<typeof meetsGoals>[0])).toBe(true);
  });
});
