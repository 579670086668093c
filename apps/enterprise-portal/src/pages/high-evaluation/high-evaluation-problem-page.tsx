import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSession } from '@smes/session';
import { formatChinaDateTime, PageContainer, PageHeader, SectionCard } from '@smes/ui';
import { HIGH_EVALUATION_BREADCRUMBS } from '../../features/evaluation/breadcrumbs';
import { passLineText, readScoreBlock } from '../../features/evaluation/evaluation-reading';
import { HighTechReportLoader } from '../../features/evaluation/high-tech-report-loader';
import type { HighTechReport } from '../../features/evaluation/high-tech-report-loader';
import { ProblemList, problemsOf } from '../../features/evaluation/problem-list';
import { ScoreTable } from '../../features/evaluation/score-table';
import { LoginPrompt } from '../../shared/login-prompt/login-prompt';
import { GapServices } from '../../shared/service-bridge/gap-services';
import { parseRouteId, paths } from '../../app/paths';

export default function HighEvaluationProblemPage() {
  const { isLoggedIn } = useSession();
  const [searchParams] = useSearchParams();
  const id = parseRouteId(searchParams.get('id'));
  return (
    <PageContainer>
      <PageHeader title="高企评测 · 问题诊断" breadcrumbs={[...HIGH_EVALUATION_BREADCRUMBS, { label: '问题诊断' }]} />
      {isLoggedIn ? (
        <HighTechReportLoader id={id}>{(report) => <Diagnosis report={report} />}</HighTechReportLoader>
      ) : (
        <LoginPrompt description="问题诊断读取您保存的高企评测，请先登录企业账号。" />
      )}
    </PageContainer>
  );
}

function Diagnosis({ report }: { report: HighTechReport }) {
  const { evaluation } = report;
  const problems = problemsOf(evaluation.results);
  const score = readScoreBlock(evaluation);
  const scoreShort = score !== null && score.status !== 'pass';
  return (
    <Stack spacing={3}>
      <Typography variant="body2" color="text.secondary" aria-live="polite">
        {formatChinaDateTime(report.createdAt)} 评测 · {report.headline}
      </Typography>
      <SectionCard title={`认定条件（${evaluation.results.length} 项中 ${problems.length} 项未通过或待核验）`}>
        {problems.length > 0 ? (
          <ProblemList results={evaluation.results} />
        ) : (
          <Alert severity="success">八项认定条件均已满足。</Alert>
        )}
      </SectionCard>
      {/* Right under the problems it answers: who can close each gap (renders nothing when all conditions pass). */}
      <GapServices conditions={evaluation.results} />
      {score ? (
        <SectionCard title={`企业创新能力评价：${score.total} 分`}>
          {scoreShort ? (
            <Alert severity={score.status === 'fail' ? 'error' : 'warning'} sx={{ mb: 2 }}>
              {score.status === 'fail'
                ? `创新能力评价 ${score.total} 分，须${passLineText(score)}；得分低的指标见下表。`
                : `有指标尚待核验，目前 ${score.total} 分、最高可达 ${score.possibleMax} 分（须${passLineText(score)}）。`}
            </Alert>
          ) : null}
          <ScoreTable block={score} />
        </SectionCard>
      ) : null}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <Button component={RouterLink} to={paths.highEvaluation.report(report.id)} variant="contained">
          查看评测报告
        </Button>
        <Button component={RouterLink} to={paths.highEvaluation.detection} variant="outlined">
          修改数据重新检测
        </Button>
      </Stack>
    </Stack>
  );
}
