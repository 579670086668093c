import { EvaluationProblemScreen } from '../../features/evaluation/evaluation-problem';
import { SPECIALIZED_SCHEME } from '../../features/evaluation/schemes';

export default function SpecializationProblemPage() {
  return <EvaluationProblemScreen scheme={SPECIALIZED_SCHEME} />;
}
