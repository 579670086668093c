import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PrintIcon from '@mui/icons-material/PrintOutlined';
import { useSession } from '@smes/session';
import { formatChinaDateTime, PageContainer, PageHeader, SectionCard, StatusChip } from '@smes/ui';
import { HIGH_EVALUATION_BREADCRUMBS } from '../../features/evaluation/breadcrumbs';
import { CountedIpRecords } from '../../features/evaluation/counted-ip-records';
import { passLineText, readScoreBlock } from '../../features/evaluation/evaluation-reading';
import { HighTechReportLoader } from '../../features/evaluation/high-tech-report-loader';
import type { HighTechReport } from '../../features/evaluation/high-tech-report-loader';
import { ScoreTable } from '../../features/evaluation/score-table';
import { ExportReportButton } from '../../features/match/export-report-button';
import { ConditionTable } from '../../shared/ledger/condition-table';
import { LoginPrompt } from '../../shared/login-prompt/login-prompt';
import { parseRouteId, paths } from '../../app/paths';

const VERDICT = {
  eligible: { label: '符合认定条件', tone: 'success' },
  ineligible: { label: '暂不符合认定条件', tone: 'failed' },
  incomplete: { label: '待核验', tone: 'pending' },
} as const;

export default function HighEvaluationReportPage() {
  const { isLoggedIn } = useSession();
  const [searchParams] = useSearchParams();
  const id = parseRouteId(searchParams.get('id'));
  return (
    <PageContainer>
      <PageHeader title="高企评测 · 评测报告" breadcrumbs={[...HIGH_EVALUATION_BREADCRUMBS, { label: '评测报告' }]} />
      {isLoggedIn ? (
        <HighTechReportLoader id={id}>{(report) => <EvaluationReport report={report} />}</HighTechReportLoader>
      ) : (
        <LoginPrompt description="评测报告属于您的企业账号，登录后即可查看、打印和下载。" />
      )}
    </PageContainer>
  );
}

function EvaluationReport({ report }: { report: HighTechReport }) {
  const { evaluation } = report;
  const score = readScoreBlock(evaluation);
  const verdict = VERDICT[evaluation.status];
  const passed = evaluation.results.filter((row) => row.status === 'pass').length;
  return (
    <Stack spacing={3}>
      <SectionCard title={report.title}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
          <Typography component="p" variant="h5" sx={{ fontWeight: 700 }}>
            {verdict.label}
          </Typography>
          <StatusChip status={verdict.tone} label={`匹配度 ${evaluation.matchDegree}%`} />
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {formatChinaDateTime(report.createdAt)} 生成 · 规则：{evaluation.name}（{evaluation.version} 版）· 八项条件中 {passed} 项已满足
          {score ? ` · 创新能力评价 ${score.total} 分（${passLineText(score)}为达标）` : ''}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          本报告已保存在
          <Box component={RouterLink} to={paths.personalCenter.myReport.list} sx={{ color: 'primary.main', mx: 0.5 }}>
            我的报告
          </Box>
          的「高企评测」中。结论依据企业档案自动核对，仅供参考，以认定机构评审为准。
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 2, displayPrint: 'none' }}>
          <ExportReportButton reportId={report.id} format="pdf" label="下载 PDF" variant="contained" />
          <Button variant="outlined" startIcon={<PrintIcon />} onClick={() => window.print()}>
            打印
          </Button>
          <Button component={RouterLink} to={paths.highEvaluation.problem(report.id)} variant="text">
            查看问题诊断
          </Button>
        </Stack>
      </SectionCard>
      <SectionCard title="认定条件核对">
        <ConditionTable results={evaluation.results} label="高新技术企业认定条件核对" />
      </SectionCard>
      {score ? (
        <SectionCard title="企业创新能力评价（分指标得分）">
          <ScoreTable block={score} />
        </SectionCard>
      ) : null}
      {evaluation.countedIpRecords ? (
        <SectionCard title="计入的知识产权">
          <CountedIpRecords records={evaluation.countedIpRecords} />
        </SectionCard>
      ) : null}
    </Stack>
  );
}
