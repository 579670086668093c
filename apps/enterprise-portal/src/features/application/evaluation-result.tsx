import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ProgressBar } from '@smes/ui';
import type { ProjectEvaluation } from '@smes/api';
import { matchDegreeFormula } from '@smes/eligibility';
import { ConditionTable } from '../../shared/ledger/condition-table';
import { GapServices } from '../../shared/service-bridge/gap-services';
import { isLedgerFormField, LEDGER_FIELD_NAMING, ledgerFieldHref, ledgerFieldLabel } from '../../shared/ledger/ledger-field-labels';
import { EVALUATION_STATUS_LABELS, EVALUATION_STATUS_TONES } from './application-display';
import { SCORE_VERDICTS } from '../../shared/ledger/score-block';
import { readEvaluationScore } from './evaluation-reading';

export type EvaluationResultProps = {
  evaluation: ProjectEvaluation;
  /** A 待核验 condition's question answered in its row was saved to the ledger: the caller evaluates again. */
  onAnswered?: () => void;
};

/** The verdict of a self-evaluation: 符合申报条件 / 待核验 / 不符合, 匹配度, what to fill in, and each condition. */
export function EvaluationResult({ evaluation, onAnswered }: EvaluationResultProps) {
  const degreeLabelId = useId();
  const tone = EVALUATION_STATUS_TONES[evaluation.status];
  const passed = evaluation.results.filter((result) => result.status === 'pass').length;
  const missing = evaluation.missingFields.filter(isLedgerFormField);
  const score = readEvaluationScore(evaluation);
  const toVerify = evaluation.results.filter((result) => result.status === 'unknown' && result.decidedBy === 'evidence');

  return (
    <Stack spacing={2}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, alignItems: 'center' }}>
        <Box>
          <Typography variant="body2" color="text.secondary">
            自评结论
          </Typography>
          <Typography
            component="p"
            variant="h4"
            // The tone's main shade is under 4.5:1 on white for a 17 px word (warning's amber): the dark one reads.
            sx={(theme) => ({ color: theme.palette.mode === 'light' ? theme.palette[tone].dark : theme.palette[tone].main, fontWeight: 700 })}
          >
            {EVALUATION_STATUS_LABELS[evaluation.status]}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {evaluation.results.length} 项条件中 {passed} 项已满足
          </Typography>
          {score ? (
            <Typography variant="body2" color="text.secondary">
              综合评分 {score.totalHigh === undefined ? score.total : `${score.total}–${score.totalHigh}`} 分（{score.passRule === '>' ? '高于' : '不低于'}{' '}
              {score.passScore} 分为达标，{SCORE_VERDICTS[score.status]}）
            </Typography>
          ) : null}
        </Box>
        <Box>
          <Typography id={degreeLabelId} variant="body2" color="text.secondary">
            匹配度 <Box component="strong" sx={{ color: 'text.primary', typography: 'h5' }}>{evaluation.matchDegree}%</Box>
          </Typography>
          <ProgressBar
            value={evaluation.matchDegree}
            color={tone}
            aria-labelledby={degreeLabelId}
            sx={{ mt: 1, height: (theme) => theme.spacing(1), borderRadius: 1 }}
          />
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.5 }}>
            {matchDegreeFormula(evaluation.results, score).text}
          </Typography>
        </Box>
      </Box>
      {missing.length > 0 ? (
        <Alert severity="warning">
          <Typography variant="body2" sx={{ mb: 0.5 }}>
            企业档案中还有 {missing.length} 项信息未填写，相关条件暂时无法判断。{onAnswered ? '可在下表中直接填写，保存后自动重新自评；也可' : '补全后重新自评：'}
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {missing.map((key) => (
              <li key={key}>
                <Link component={RouterLink} to={ledgerFieldHref(key)}>
                  填写{ledgerFieldLabel(key)}
                </Link>
              </li>
            ))}
          </Box>
        </Alert>
      ) : null}
      {toVerify.length > 0 ? (
        <Alert severity="info">
          <Typography variant="body2" sx={{ mb: 0.5 }}>
            {toVerify.length} 项条件企业档案无法判断，需主管部门核验材料后才能确认：
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {toVerify.map((result) => (
              <li key={result.id}>
                {result.title}（{result.evidence}）
              </li>
            ))}
          </Box>
        </Alert>
      ) : null}
      <ConditionTable
        results={evaluation.results}
        fields={LEDGER_FIELD_NAMING}
        label={`${evaluation.name}申报条件核对`}
        answerInPlace={Boolean(onAnswered)}
        {...(onAnswered ? { onAnswered } : {})}
      />
      <GapServices conditions={evaluation.results} />
    </Stack>
  );
}
