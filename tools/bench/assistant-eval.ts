/**
 * The assistant's evaluation from the command line (issue 12): prints recall@3, precision, nothing-found
 * and first-token latency for the question set in tools/provider-hosts/src/assistant-eval/, and with
 * --gate exits 1 below the goals. --verbose lists every question's citations.
 *
 *   npm run bench:assistant
 */
import { formatReport, meetsGoals, PRECISION_GOAL, RECALL_GOAL, runEvaluation } from '../provider-hosts/src/assistant-eval/evaluation';

const report = await runEvaluation();
console.log(formatReport(report, process.argv.includes('--verbose')));
if (process.argv.includes('--gate') && !meetsGoals(report)) {
  console.error(`Below the goals: recall@3 ${report.recallAt3.toFixed(3)} (≥ ${RECALL_GOAL}), precision ${report.precision.toFixed(3)} (≥ ${PRECISION_GOAL}).`);
  process.exit(1);
}
