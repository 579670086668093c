import { Suspense, lazy, memo, useCallback, useMemo, useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ReplayIcon from '@mui/icons-material/Replay';
import { isNotFound, useCreateMatchReport, useReport, useReports } from '@smes/api';
import type { MatchReportPayload, Report } from '@smes/api';
import { useSession } from '@smes/session';
import { AsyncContent, EmptyState, formatChinaDateTime, PageContainer, PageHeader } from '@smes/ui';
import { ExportReportButton } from '../../features/match/export-report-button';
import { LoginPrompt } from '../../shared/login-prompt/login-prompt';
import { MatchReportBody } from '../../features/match/match-report-body';
import { fromSavedMatch, summaryDelta } from '../../features/match/report-model';
import type { MatchSummary } from '../../features/match/report-model';
import { WhatIfReach } from '../../features/match/what-if-reach';
import { parseRouteId, paths } from '../../app/paths';

// Only a saved self-evaluation is shown with it: a match report's visit does not fetch the evaluation's view.
const EvaluationReportView = lazy(() => import('../../features/match/evaluation-report-view').then((module) => ({ default: module.EvaluationReportView })));

export default function PolicyMatchReportPage() {
  const { isLoggedIn } = useSession();
  const [searchParams] = useSearchParams();
  const id = parseRouteId(searchParams.get('id'));
  return (
    <PageContainer>
      <PageHeader
        title="匹配报告"
        breadcrumbs={[
          { label: '首页', to: paths.home },
          { label: '找政策', to: paths.findpolicy },
          { label: '智能政策匹配', to: paths.policyMatch.index },
          { label: '匹配报告' },
        ]}
      />
      {!isLoggedIn ? (
        <LoginPrompt description="匹配报告属于您的企业账号，登录后即可查看、模拟测算和导出。" />
      ) : id !== null ? (
        <SavedReport id={id} />
      ) : (
        <LatestReport />
      )}
    </PageContainer>
  );
}

function NoReport() {
  return (
    <EmptyState
      title="还没有匹配报告"
      description="回答匹配问卷后，系统会用您的企业档案核对各项政策条件并生成报告。"
      action={
        <Button component={RouterLink} to={paths.policyMatch.proceed} variant="contained">
          开始匹配
        </Button>
      }
    />
  );
}

/** Without ?id= the page shows the account's newest match report. */
function LatestReport() {
  const reports = useReports({ query: { type: 'match', pageNum: 1, pageSize: 1 } });
  return (
    <AsyncContent
      isPending={reports.isPending}
      error={reports.error}
      data={reports.data}
      onRetry={() => void reports.refetch()}
      isEmpty={(page) => page.rows.length === 0}
      empty={<NoReport />}
    >
      {(page) => (page.rows[0] ? <SavedReport id={page.rows[0].id} /> : <NoReport />)}
    </AsyncContent>
  );
}

function SavedReport({ id }: { id: number }) {
  const report = useReport(id);
  if (isNotFound(report.error)) {
    return (
      <EmptyState
        title="报告不存在"
        description="该报告可能已被删除，或链接有误。"
        action={
          <Button component={RouterLink} to={paths.policyMatch.proceed} variant="contained">
            重新匹配
          </Button>
        }
      />
    );
  }
  return (
    <AsyncContent isPending={report.isPending} error={report.error} data={report.data} onRetry={() => void report.refetch()}>
      {(data) => <ReportScreen report={data} />}
    </AsyncContent>
  );
}

function ReportScreen({ report }: { report: Report }) {
  return (
    <Stack spacing={3}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
        <Typography color="text.secondary">
          {report.match?.enterpriseName ? `${report.match.enterpriseName} · ` : ''}
          {report.title} · 生成于 {formatChinaDateTime(report.createdAt)}
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <ExportReportButton reportId={report.id} format="pdf" />
          <ExportReportButton reportId={report.id} />
          <Button component={RouterLink} to={paths.policyMatch.proceed} variant="outlined" startIcon={<ReplayIcon />}>
            重新匹配
          </Button>
        </Stack>
      </Stack>
      {report.match ? (
        <MatchReportWithWhatIf payload={report.match} reportId={report.id} />
      ) : report.evaluation ? (
        <Suspense fallback={<Typography role="status">正在打开自评报告…</Typography>}>
          <EvaluationReportView evaluation={report.evaluation} projectId={report.projectId} />
        </Suspense>
      ) : (
        <EmptyState title="报告内容为空" />
      )}
    </Stack>
  );
}

// Its props are the saved report and stable callbacks: redrawing the report with a re-score does not redraw the what-if's fields.
const WhatIf = memo(WhatIfReach);

/**
 * The saved report with its what-if. The first view draws the server's verdicts; the what-if (the eligibility engine,
 * the ledger's inputs) loads when it is reached for (WhatIfReach, ADR 91) and, while a changed figure is usable, the
 * figures above are its re-score, marked 模拟结果.
 */
function MatchReportWithWhatIf({ payload, reportId }: { payload: MatchReportPayload; reportId: number }) {
  const saved = useMemo(() => fromSavedMatch(payload, reportId), [payload, reportId]);
  const [simulated, setSimulated] = useState<MatchSummary | null>(null);
  const regenerate = useCreateMatchReport();
  const navigate = useNavigate();
  const [savedToLedger, setSavedToLedger] = useState(false);
  // Stable, so the memoised result list is not redrawn on every what-if keystroke.
  const markSaved = useCallback(() => setSavedToLedger(true), []);

  const shown = simulated ?? saved;
  const delta = useMemo(() => (simulated ? summaryDelta(saved, simulated) : null), [saved, simulated]);

  const handleRegenerate = () =>
    regenerate.mutate(undefined, {
      onSuccess: (report) => {
        setSavedToLedger(false);
        navigate(paths.policyMatch.savedReport(report.id));
      },
    });

  return (
    <Stack spacing={2}>
      {savedToLedger ? (
        <Alert
          severity="success"
          action={
            <Button color="inherit" size="small" loading={regenerate.isPending} onClick={handleRegenerate}>
              重新生成报告
            </Button>
          }
        >
          改动已保存到企业档案。重新生成报告即可把新的匹配结果保存到“我的报告”。
        </Alert>
      ) : null}
      {regenerate.error ? <Alert severity="error">生成报告失败：{regenerate.error.message}</Alert> : null}
      <MatchReportBody
        summary={shown}
        completeness={payload.completeness}
        delta={delta}
        onAnswered={markSaved}
        whatIf={<WhatIf payload={payload} saved={saved} onSimulated={setSimulated} onSaved={markSaved} />}
      />
    </Stack>
  );
}
