import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AssignmentTurnedInIcon from '@mui/icons-material/AssignmentTurnedInOutlined';
import FactCheckIcon from '@mui/icons-material/FactCheckOutlined';
import { type DeclarationProjectDetail, type ProjectEvaluation, useEvaluateDeclaration, useLastProjectEvaluation, useLedger } from '@smes/api';

import { formatChinaDateTime, PageHeader, SectionCard, type BreadcrumbItem } from '@smes/ui';

import { EvaluationResult } from './evaluation-result';
import { CompletenessBar } from '../../shared/ledger/completeness-bar';
import { LEDGER_FIELD_NAMING } from '../../shared/ledger/ledger-field-labels';
import { MaterialShortcutAlerts, WriteMaterialsButton, type MaterialShortcuts } from './material-shortcuts';
import { paths } from '../../app/paths';

/**
 * 项目自评 for a signed-in account: the header, the ledger's completeness, 开始自评 and the last result. Loaded while
 * the project is (ADR 97), so a visitor, shown the login prompt, fetches none of it.
 */
export type ProjectEvaluationViewProps = {
  project: DeclarationProjectDetail;
  shortcuts: MaterialShortcuts;
  breadcrumbs: BreadcrumbItem[];
  /** The saved report's download button (the match area's, composed by the page). */
  exportButton: (reportId: number) => ReactNode;
};

export function ProjectEvaluationView({ project, shortcuts, breadcrumbs, exportButton }: ProjectEvaluationViewProps) {
  const evaluate = useEvaluateDeclaration();
  const last = useLastProjectEvaluation(project.id);
  const report = last.data;
  const hardCount = project.conditions.filter((condition) => condition.kind === 'hard').length;

  return (
    <>
      <PageHeader title="项目自评" subtitle={project.projectName} breadcrumbs={breadcrumbs} />
      <MaterialShortcutAlerts shortcuts={shortcuts} />
      <Stack spacing={3}>
        <SectionCard title="自评说明">
          <Typography sx={{ mb: 2 }}>
            本项目共 {project.conditions.length} 项申报条件，其中 {hardCount} 项须全部满足。自评会用您的企业档案逐条核对，
            给出每项条件的标准、您的实际值和结论；每次自评都会生成一份报告，保存在
            <Link component={RouterLink} to={paths.personalCenter.myReport.list} underline="always">
              我的报告
            </Link>
            中。
          </Typography>
          <LedgerHint />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 2 }}>
            <Button
              variant="contained"
              startIcon={<FactCheckIcon />}
              loading={evaluate.isPending}
              onClick={() => evaluate.mutate(project.id)}
            >
              {report ? '重新自评' : '开始自评'}
            </Button>
            <Button component={RouterLink} to={paths.declarationProject.detail(project.id)} variant="text">
              查看项目详情
            </Button>
          </Stack>
          {evaluate.error ? (
            <Alert severity="error" sx={{ mt: 2 }}>
              自评未完成：{evaluate.error.message}
            </Alert>
          ) : null}
        </SectionCard>
        {report ? (
          <SectionCard title="自评结果">
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }} aria-live="polite">
              {formatChinaDateTime(report.createdAt)} 自评 · {report.headline}
            </Typography>
            {report.evaluation && !coversConditions(report.evaluation, project) ? (
              <Alert severity="warning">
                这份自评报告只核对了 {report.evaluation.results.length} 项条件，与项目现列的 {project.conditions.length}{' '}
                项申报条件不一致，其结论不再有效，请重新自评。
              </Alert>
            ) : report.evaluation ? (
              <EvaluationResult evaluation={report.evaluation} onAnswered={() => evaluate.mutate(project.id)} />
            ) : (
              <Alert severity="error">这份自评报告没有包含结果，请重新自评。</Alert>
            )}
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 3 }}>
              <Button component={RouterLink} to={paths.projectApplication(project.id)} variant="contained" startIcon={<AssignmentTurnedInIcon />}>
                我要申报
              </Button>
              <WriteMaterialsButton shortcuts={shortcuts} projectId={project.id} />
              {exportButton(report.id)}
            </Stack>
          </SectionCard>
        ) : null}
      </Stack>
    </>
  );
}

/** How complete the ledger is: a self-evaluation is only as good as the data it reads. */
function LedgerHint() {
  const ledger = useLedger();
  if (!ledger.data) return null;
  return (
    <Box sx={{ p: 2, borderRadius: 1, bgcolor: 'action.hover' }}>
      <CompletenessBar completeness={ledger.data.completeness} fields={LEDGER_FIELD_NAMING} label="企业档案完整度" maxLinks={5} />
    </Box>
  );
}

/**
 * Whether a saved evaluation has a row for each condition the project lists. Reports saved before every
 * condition was evaluated may lack some, and their 符合 must not be shown as if it still held.
 */
function coversConditions(evaluation: ProjectEvaluation, project: DeclarationProjectDetail): boolean {
  const rows = new Set(evaluation.results.map((result) => result.id));
  return project.conditions.every((condition) => rows.has(condition.id));
}
