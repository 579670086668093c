import { EvaluationProblemScreen } from '../../features/evaluation/evaluation-problem';
import { HIGH_TECH_SCHEME } from '../../features/evaluation/schemes';

export default function HighEvaluationProblemPage() {
  return <EvaluationProblemScreen scheme={HIGH_TECH_SCHEME} />;
}
