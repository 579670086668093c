import { Suspense, lazy, useCallback, useMemo, useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ReplayIcon from '@mui/icons-material/Replay';
import { isLedgerValidationError, isNotFound, useCreateMatchReport, useLedger, useRegionTree, useReport, useReports, useUpdateLedger } from '@smes/api';
import type { MatchablePolicy, MatchReportPayload, Report } from '@smes/api';
import { useSession } from '@smes/session';
import { AsyncContent, EmptyState, formatChinaDateTime, getErrorMessage, PageContainer, PageHeader, useToast } from '@smes/ui';
import type { LedgerDraftErrors } from '../../shared/ledger/ledger-draft';
import { isLedgerFormField } from '../../shared/ledger/ledger-form-fields';
import { ExportReportButton } from '../../features/match/export-report-button';
import { LoginPrompt } from '../../shared/login-prompt/login-prompt';
import { MatchReportBody } from '../../features/match/match-report-body';
import { fromSavedMatch, preparePolicies, summaryDelta } from '../../features/match/report-model';
import { useWhatIf } from '../../features/match/use-what-if';
import { WhatIfPanel } from '../../features/match/what-if-panel';
import { whatIfFieldKeys } from '../../features/match/what-if';
import { parseRouteId, paths } from '../../app/paths';
import { useScopedMatchablePolicies } from '../../features/match/use-scoped-matchable-policies';

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
        <MatchReportWithWhatIf payload={report.match} />
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

const NO_POLICIES: MatchablePolicy[] = [];

/**
 * The saved report with its what-if panel. The what-if needs the rule sets and the ledger; until they
 * are here the saved figures show in the same place, so nothing on screen jumps when they arrive.
 */
function MatchReportWithWhatIf({ payload }: { payload: MatchReportPayload }) {
  const saved = useMemo(() => fromSavedMatch(payload), [payload]);
  const policies = useScopedMatchablePolicies();
  const ledgerQuery = useLedger();
  const [now] = useState(() => new Date());
  const regions = useRegionTree();
  const prepared = useMemo(
    () => preparePolicies(policies.data ?? NO_POLICIES, payload.scope, regions.data, { outOfScope: saved.outOfScope, outOfScopeCount: saved.outOfScopeCount }),
    [policies.data, payload.scope, regions.data, saved],
  );
  const keys = useMemo(() => whatIfFieldKeys(saved.matches), [saved]);
  const ledger = useMemo(() => ledgerQuery.data?.ledger ?? {}, [ledgerQuery.data]);
  const whatIf = useWhatIf({ prepared, ledger, keys, now });
  // Region names only word the rows; a failed tree still lets the what-if run (codes then read 行政区划代码 …).
  const ready = Boolean(policies.data && ledgerQuery.data && (regions.data || regions.error));
  const notReady = policies.error ?? ledgerQuery.error;
  const update = useUpdateLedger();
  const regenerate = useCreateMatchReport();
  const toast = useToast();
  const navigate = useNavigate();
  const [serverErrors, setServerErrors] = useState<LedgerDraftErrors>({});
  const [saveError, setSaveError] = useState<string | null>(null);
  const [savedToLedger, setSavedToLedger] = useState(false);
  // Stable, so the memoised result list is not redrawn on every what-if keystroke.
  const markSaved = useCallback(() => setSavedToLedger(true), []);

  const simulated = ready ? whatIf.simulated : null;
  const shown = simulated ?? saved;
  const delta = useMemo(() => (simulated ? summaryDelta(saved, simulated) : null), [saved, simulated]);

  const handleSave = () => {
    setSaveError(null);
    update.mutate(whatIf.edits, {
      onSuccess: () => {
        whatIf.reset();
        setServerErrors({});
        setSavedToLedger(true);
        toast.success('已保存到企业档案');
      },
      onError: (error) => {
        if (isLedgerValidationError(error)) {
          setServerErrors(Object.fromEntries(Object.entries(error.fieldErrors).filter(([key]) => isLedgerFormField(key))));
        }
        setSaveError(error.message);
      },
    });
  };

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
        whatIf={
          !ready ? (
            notReady ? (
              <Alert severity="warning">模拟测算暂不可用：{getErrorMessage(notReady)}</Alert>
            ) : (
              <Alert severity="info" icon={false}>
                正在准备模拟测算…
              </Alert>
            )
          ) : (
            <WhatIfPanel
              keys={keys}
              values={whatIf.values}
              errors={{ ...serverErrors, ...whatIf.errors }}
              changedCount={whatIf.changed.length}
              onChange={(key, value) => {
                setServerErrors((current) => {
                  if (!current[key]) return current;
                  const next = { ...current };
                  delete next[key];
                  return next;
                });
                whatIf.setValue(key, value);
              }}
              onReset={() => {
                whatIf.reset();
                setServerErrors({});
                setSaveError(null);
              }}
              onSave={handleSave}
              saving={update.isPending}
              saveError={saveError}
            />
          )
        }
      />
    </Stack>
  );
}
