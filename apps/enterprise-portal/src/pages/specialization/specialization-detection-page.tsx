import { EvaluationDetectionScreen } from '../../features/evaluation/evaluation-detection';
import { SPECIALIZED_SCHEME } from '../../features/evaluation/schemes';

export default function SpecializationDetectionPage() {
  return <EvaluationDetectionScreen scheme={SPECIALIZED_SCHEME} />;
}
