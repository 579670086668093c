import { Link as RouterLink, useParams } from 'react-router-dom';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import TuneIcon from '@mui/icons-material/Tune';
import { isNotFound, useReport } from '@smes/api';
import type { Report } from '@smes/api';
import { AsyncContent, EmptyState, formatChinaDateTime } from '@smes/ui';
import { EvaluationReportView } from '../../features/match/evaluation-report-view';
import { ExportReportButton } from '../../features/match/export-report-button';
import { MatchReportBody } from '../../features/match/match-report-body';
import { fromSavedMatch } from '../../features/match/report-model';
import { REPORT_TYPE_LABELS } from '../../features/match/report-types';
import { PersonalCenterFrame } from '../../shared/personal-center/personal-center-frame';
import { parseRouteId, paths } from '../../app/paths';

export default function MyReportDetailPage() {
  const id = parseRouteId(useParams().id);
  return <PersonalCenterFrame title="报告详情">{id === null ? <NotFound /> : <ReportDetail id={id} />}</PersonalCenterFrame>;
}

function NotFound() {
  return (
    <EmptyState
      title="报告不存在"
      description="该报告可能已被删除，或链接有误。"
      action={
        <Button component={RouterLink} to={paths.personalCenter.myReport.list} variant="outlined">
          返回我的报告
        </Button>
      }
    />
  );
}

function ReportDetail({ id }: { id: number }) {
  const report = useReport(id);
  if (isNotFound(report.error)) return <NotFound />;
  return (
    <AsyncContent isPending={report.isPending} error={report.error} data={report.data} onRetry={() => void report.refetch()}>
      {(data) => <ReadOnlyReport report={data} />}
    </AsyncContent>
  );
}

/** A saved report exactly as it was generated; the what-if lives on the 匹配报告 page. */
function ReadOnlyReport({ report }: { report: Report }) {
  return (
    <Stack spacing={3}>
      <Stack spacing={1}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Chip size="small" color="primary" variant="outlined" label={REPORT_TYPE_LABELS[report.type]} />
          <Typography component="h2" variant="h5" sx={{ wordBreak: 'break-word' }}>
            {report.title}
          </Typography>
        </Stack>
        <Typography color="text.secondary">
          {report.headline} · 生成于 {formatChinaDateTime(report.createdAt)}
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <ExportReportButton reportId={report.id} format="pdf" variant="contained" />
          <ExportReportButton reportId={report.id} />
          {report.match ? (
            <Button component={RouterLink} to={paths.policyMatch.savedReport(report.id)} variant="outlined" startIcon={<TuneIcon />}>
              模拟测算
            </Button>
          ) : null}
          {report.type === 'high_tech' || report.type === 'specialized' ? (
            <Button
              component={RouterLink}
              to={(report.type === 'high_tech' ? paths.highEvaluation : paths.specialization).report(report.id)}
              variant="outlined"
            >
              分指标得分与问题诊断
            </Button>
          ) : null}
          <Button component={RouterLink} to={paths.personalCenter.myReport.list} startIcon={<ArrowBackIcon />}>
            返回我的报告
          </Button>
        </Stack>
      </Stack>
      {report.match ? (
        <MatchReportBody summary={fromSavedMatch(report.match, report.id)} completeness={report.match.completeness} />
      ) : report.evaluation ? (
        <EvaluationReportView evaluation={report.evaluation} projectId={report.projectId} />
      ) : (
        <EmptyState title="报告内容为空" />
      )}
    </Stack>
  );
}
