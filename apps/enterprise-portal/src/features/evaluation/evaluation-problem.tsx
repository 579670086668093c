import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSession } from '@smes/session';
import { formatChinaDateTime, PageContainer, PageHeader, SectionCard } from '@smes/ui';
import { LoginPrompt } from '../../shared/login-prompt/login-prompt';
import { GapServices } from '../../shared/service-bridge/gap-services';
import { parseRouteId } from '../../app/paths';
import { schemeBreadcrumbs } from './breadcrumbs';
import { DirectPaths } from './direct-paths';
import { HeldNotice } from './held-notice';
import { directPathText, passLineText, pointsText, readScoreBlock } from './evaluation-reading';
import type { ScoreBlock } from './evaluation-reading';
import { ProblemList, problemsOf } from './problem-list';
import { SchemeReportLoader } from './report-loader';
import type { EvaluationScheme, SchemeReport } from './scheme';
import { ScoreTable } from './score-table';

export type EvaluationProblemScreenProps = { scheme: EvaluationScheme };

/** 问题诊断: each failed or 待核验 condition with what to do, the services that help, and the score per indicator. */
export function EvaluationProblemScreen({ scheme }: EvaluationProblemScreenProps) {
  const { isLoggedIn } = useSession();
  const [searchParams] = useSearchParams();
  const id = parseRouteId(searchParams.get('id'));
  return (
    <PageContainer>
      <PageHeader title={`${scheme.name} · 问题诊断`} breadcrumbs={schemeBreadcrumbs(scheme, '问题诊断')} />
      {isLoggedIn ? (
        <SchemeReportLoader scheme={scheme} id={id}>
          {(report) => <Diagnosis scheme={scheme} report={report} />}
        </SchemeReportLoader>
      ) : (
        <LoginPrompt description={scheme.login.problem} />
      )}
    </PageContainer>
  );
}

function scoreAlert(scheme: EvaluationScheme, score: ScoreBlock): { severity: 'error' | 'warning' | 'success'; text: string } | null {
  if (score.status === 'pass') return null;
  const paths = directPathText(score);
  if (score.status === 'fail') {
    const shortText = `${scheme.scoreShortName} ${pointsText(score.total, score.totalHigh)}，须${passLineText(score)}`;
    if (!paths) return { severity: 'error', text: `${shortText}；得分低的指标见下表。` };
    return { severity: score.gate === 'pass' ? 'success' : score.gate === 'unknown' ? 'warning' : 'error', text: `${shortText}；${paths}，见下方直通条件。` };
  }
  return { severity: 'warning', text: `有指标尚待核验，目前 ${score.total} 分、最高可达 ${score.possibleMax} 分（须${passLineText(score)}）。` };
}

function Diagnosis({ scheme, report }: { scheme: EvaluationScheme; report: SchemeReport }) {
  const { evaluation } = report;
  const problems = problemsOf(evaluation.results);
  const score = readScoreBlock(evaluation);
  const alert = score ? scoreAlert(scheme, score) : null;
  // A direct path counts as a way forward only while the score has not passed on its own.
  const openPaths = score && score.status !== 'pass' ? score.directPaths : [];
  return (
    <Stack spacing={3}>
      {evaluation.held ? <HeldNotice held={evaluation.held} then="以下按期满后重新认定的条件诊断，供提前准备。" /> : null}
      <Typography variant="body2" color="text.secondary" aria-live="polite">
        {formatChinaDateTime(report.createdAt)} 评测 · {report.headline}
      </Typography>
      <SectionCard title={`认定条件（${evaluation.results.length} 项中 ${problems.length} 项未通过或待核验）`}>
        {problems.length > 0 ? <ProblemList results={evaluation.results} timing={scheme.timing} answerInPlace={!evaluation.held} /> : <Alert severity="success">{scheme.allConditionsMet}</Alert>}
      </SectionCard>
      {/* Right under the problems it answers: who can close each gap (renders nothing when all conditions pass). */}
      <GapServices conditions={[...evaluation.results, ...openPaths]} />
      {score ? (
        <SectionCard title={`${scheme.scoreName}：${score.total} 分`}>
          {alert ? (
            <Alert severity={alert.severity} sx={{ mb: 2 }}>
              {alert.text}
            </Alert>
          ) : null}
          <ScoreTable block={score} label={scheme.scoreName} />
        </SectionCard>
      ) : null}
      {openPaths.length > 0 ? <DirectPaths paths={openPaths} /> : null}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <Button component={RouterLink} to={scheme.paths.report(report.id)} variant="contained">
          查看评测报告
        </Button>
        <Button component={RouterLink} to={scheme.paths.detection} variant="outlined">
          修改数据重新检测
        </Button>
      </Stack>
    </Stack>
  );
}
