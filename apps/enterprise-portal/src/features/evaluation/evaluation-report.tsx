import type { ReactNode } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PrintIcon from '@mui/icons-material/PrintOutlined';
import { useSession } from '@smes/session';
import { formatChinaDateTime, PageContainer, PageHeader, SectionCard, StatusChip } from '@smes/ui';
import { ConditionTable } from '../../shared/ledger/condition-table';
import { LEDGER_FIELD_NAMING } from '../../shared/ledger/ledger-field-labels';
import { LoginPrompt } from '../../shared/login-prompt/login-prompt';
import { parseRouteId, paths } from '../../app/paths';
import { schemeBreadcrumbs } from './breadcrumbs';
import { DirectPaths } from './direct-paths';
import { groupTotals, passLineText, pointsOutOf, pointsText, readScoreBlock } from './evaluation-reading';
import { HeldNotice } from './held-notice';
import { matchDegreeFormula } from '@smes/eligibility';
import { SchemeReportLoader } from './report-loader';
import type { EvaluationScheme, SchemeReport } from './scheme';
import { CountedIpRecords } from './counted-ip-records';
import { ScoreTable } from './score-table';

const VERDICT = {
  eligible: { label: '符合认定条件', tone: 'success' },
  ineligible: { label: '暂不符合认定条件', tone: 'failed' },
  incomplete: { label: '待核验', tone: 'pending' },
  held: { label: '已认定', tone: 'info' },
} as const;

export type EvaluationReportScreenProps = {
  scheme: EvaluationScheme;
  /** The PDF download, composed by the page: it belongs to the report area, which this area does not import. */
  renderPdfButton: (reportId: number) => ReactNode;
};

/** 评测报告: the saved evaluation, printable and as PDF, with the rule set version it used. */
export function EvaluationReportScreen({ scheme, renderPdfButton }: EvaluationReportScreenProps) {
  const { isLoggedIn } = useSession();
  const [searchParams] = useSearchParams();
  const id = parseRouteId(searchParams.get('id'));
  return (
    <PageContainer>
      <PageHeader title={`${scheme.name} · 评测报告`} breadcrumbs={schemeBreadcrumbs(scheme, '评测报告')} />
      {isLoggedIn ? (
        <SchemeReportLoader scheme={scheme} id={id}>
          {(report) => <EvaluationReport scheme={scheme} report={report} pdfButton={renderPdfButton(report.id)} />}
        </SchemeReportLoader>
      ) : (
        <LoginPrompt description={scheme.login.report} />
      )}
    </PageContainer>
  );
}

function EvaluationReport({ scheme, report, pdfButton }: { scheme: EvaluationScheme; report: SchemeReport; pdfButton: ReactNode }) {
  const { evaluation } = report;
  const score = readScoreBlock(evaluation);
  const verdict = VERDICT[evaluation.status];
  const passed = evaluation.results.filter((row) => row.status === 'pass').length;
  const groups = score ? groupTotals(score) : [];
  const formula = matchDegreeFormula(evaluation.results, score);
  return (
    <Stack spacing={3}>
      {evaluation.held ? <HeldNotice held={evaluation.held} then="下表按重新认定的条件核对，供期满前准备。" /> : null}
      <SectionCard title={report.title}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
          <Typography component="p" variant="h5" sx={{ fontWeight: 700 }}>
            {evaluation.held ? evaluation.held.text : verdict.label}
          </Typography>
          <StatusChip status={verdict.tone} label={`匹配度 ${evaluation.matchDegree}%`} />
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {formatChinaDateTime(report.createdAt)} 生成 · 规则：{evaluation.name}（{evaluation.version} 版）· {scheme.conditionsMet(passed, evaluation.results.length)}
          {score ? ` · ${scheme.scoreShortName} ${pointsText(score.total, score.totalHigh)}（${passLineText(score)}为达标）` : ''}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {formula.text}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          本报告已保存在
          <Box component={RouterLink} to={paths.personalCenter.myReport.list} sx={{ color: 'primary.main', mx: 0.5 }}>
            我的报告
          </Box>
          的「{scheme.name}」中。结论依据企业档案自动核对，仅供参考，以认定机构评审为准。
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 2, displayPrint: 'none' }}>
          {pdfButton}
          <Button variant="outlined" startIcon={<PrintIcon />} onClick={() => window.print()}>
            打印
          </Button>
          <Button component={RouterLink} to={scheme.paths.problem(report.id)} variant="text">
            查看问题诊断
          </Button>
        </Stack>
      </SectionCard>
      <SectionCard title="认定条件核对">
        <ConditionTable results={evaluation.results} fields={LEDGER_FIELD_NAMING} label={scheme.conditionsLabel} answerInPlace={!evaluation.held} />
      </SectionCard>
      {score ? (
        <SectionCard title={`${scheme.scoreName}（分指标得分）`}>
          {groups.length > 0 ? (
            <Typography variant="body2" sx={{ mb: 1.5 }}>
              {groups.map((item) => `${item.group} ${pointsOutOf(item.score, item.scoreMax, item.max)}`).join(' · ')}
            </Typography>
          ) : null}
          <ScoreTable block={score} label={scheme.scoreName} />
        </SectionCard>
      ) : null}
      {score && score.status !== 'pass' && score.directPaths.length > 0 ? <DirectPaths paths={score.directPaths} /> : null}
      {evaluation.countedIpRecords ? (
        <SectionCard title="计入的知识产权">
          <CountedIpRecords records={evaluation.countedIpRecords} />
        </SectionCard>
      ) : null}
    </Stack>
  );
}
