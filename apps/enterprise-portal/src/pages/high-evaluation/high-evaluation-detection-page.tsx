import { EvaluationDetectionScreen } from '../../features/evaluation/evaluation-detection';
import { HIGH_TECH_SCHEME } from '../../features/evaluation/schemes';

export default function HighEvaluationDetectionPage() {
  return <EvaluationDetectionScreen scheme={HIGH_TECH_SCHEME} />;
}
