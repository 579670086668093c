import { EvaluationReportScreen } from '../../features/evaluation/evaluation-report';
import { SPECIALIZED_SCHEME } from '../../features/evaluation/schemes';
import { ExportReportButton } from '../../features/match/export-report-button';

export default function SpecializationReportPage() {
  return (
    <EvaluationReportScreen
      scheme={SPECIALIZED_SCHEME}
      renderPdfButton={(reportId) => <ExportReportButton reportId={reportId} format="pdf" variant="contained" />}
    />
  );
}
