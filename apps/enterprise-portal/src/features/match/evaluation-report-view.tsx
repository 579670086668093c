import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { EvaluationPayload } from '@smes/api';
import { matchDegreeFormula } from '@smes/eligibility';
import { ProgressBar, StatusChip } from '@smes/ui';
import { ConditionTable } from '../../shared/ledger/condition-table';
import { LEDGER_FIELD_NAMING } from '../../shared/ledger/ledger-field-labels';
import { GapServices } from '../../shared/service-bridge/gap-services';
import { readScoreBlock, SCORE_VERDICTS } from '../../shared/ledger/score-block';
import { MATCH_STATUS_TEXT, MATCH_STATUS_TONE } from './report-model';
import { paths } from '../../app/paths';

export type EvaluationReportViewProps = {
  evaluation: EvaluationPayload;
  projectId?: number | null;
};

/** A saved self-evaluation (项目自评, 高企/专精特新评测): verdict, 匹配度, score and the condition table. */
export function EvaluationReportView({ evaluation, projectId }: EvaluationReportViewProps) {
  const score = readScoreBlock(evaluation['score']);
  return (
    <Stack spacing={3}>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1.5 }}>
          <Typography component="h2" variant="h6">
            {evaluation.name}
          </Typography>
          <StatusChip status={MATCH_STATUS_TONE[evaluation.status]} label={MATCH_STATUS_TEXT[evaluation.status]} />
        </Stack>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, maxWidth: 420 }}>
          <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
            匹配度
          </Typography>
          <ProgressBar
            value={evaluation.matchDegree}
            aria-label={`匹配度 ${evaluation.matchDegree}%`}
            sx={{ flex: 1, height: 8, borderRadius: 1 }}
          />
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {evaluation.matchDegree}%
          </Typography>
        </Box>
        {score ? (
          <Typography variant="body2" sx={{ mt: 1 }}>
            评分 {score.totalHigh === undefined ? score.total : `${score.total}–${score.totalHigh}`} 分（通过线 {score.passRule === '>=' ? '≥' : '>'}{' '}
            {score.passScore} 分，{SCORE_VERDICTS[score.status]}）
          </Typography>
        ) : null}
        {projectId ? (
          <Button component={RouterLink} to={paths.declarationProject.detail(projectId)} size="small" sx={{ mt: 1 }}>
            查看申报项目
          </Button>
        ) : null}
      </Paper>
      {evaluation.status === 'incomplete' ? (
        <Alert severity="warning">部分条件尚无法判断：缺少企业数据的，表中“待核验”一栏可直接前往填写；需核验材料的，请备齐所列材料。</Alert>
      ) : null}
      <Typography variant="body2" color="text.secondary">
        {matchDegreeFormula(evaluation.results, score).text}
      </Typography>
      <ConditionTable results={evaluation.results} fields={LEDGER_FIELD_NAMING} label={`${evaluation.name} 条件核对`} />
      <GapServices conditions={evaluation.results} />
    </Stack>
  );
}
