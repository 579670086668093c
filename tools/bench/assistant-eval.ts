/**
 * The assistant's evaluation from the command line: prints, for the two question sets in
 * apps/server/src/assistant-eval/, recall@3, precision and nothing-found (first set), clause
 * recall@3, key-fact accuracy, eligibility intent and refusals per kind of question (owners' set) and
 * first-token latency; with --gate exits 1 below the goals. --verbose lists every question's citations.
 *
 *   npm run bench:assistant
 */
import { formatReport, meetsGoals, runEvaluation } from '@smes/server/testing';

const report = await runEvaluation();
console.log(formatReport(report, process.argv.includes('--verbose')));
if (process.argv.includes('--gate') && !meetsGoals(report)) {
  console.error('Below the goals (see the figures above).');
  process.exit(1);
}
