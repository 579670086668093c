import { EvaluationReportScreen } from '../../features/evaluation/evaluation-report';
import { HIGH_TECH_SCHEME } from '../../features/evaluation/schemes';
import { ExportReportButton } from '../../features/match/export-report-button';

export default function HighEvaluationReportPage() {
  return (
    <EvaluationReportScreen
      scheme={HIGH_TECH_SCHEME}
      renderPdfButton={(reportId) => <ExportReportButton reportId={reportId} format="pdf" variant="contained" />}
    />
  );
}
