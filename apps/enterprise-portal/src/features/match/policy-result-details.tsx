import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { matchDegreeFormula } from '@smes/eligibility';
import { ConditionTable } from '../../shared/ledger/condition-table';
import { LEDGER_FIELD_NAMING } from '../../shared/ledger/ledger-field-labels';
import type { PolicyResult } from './report-model';
import { paths } from '../../app/paths';

export type PolicyResultDetailsProps = {
  policy: PolicyResult;
  /** Called after a 待核验 question is answered in the table (saved to the ledger). */
  onAnswered?: () => void;
};

/** An opened result row: how its 匹配度 was computed (or why a held qualification needs none), every condition, the policy. */
export function PolicyResultDetails({ policy, onAnswered }: PolicyResultDetailsProps) {
  return (
    <>
      {policy.held ? (
        <Typography variant="body2" sx={{ mb: 1 }}>
          贵企业{policy.held.text}，无需申报；{policy.held.renewal}。下表供期满重新认定时对照。
        </Typography>
      ) : (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {matchDegreeFormula(policy.results, policy.score).text}
        </Typography>
      )}
      <ConditionTable results={policy.results} fields={LEDGER_FIELD_NAMING} label={`${policy.policyTitle} 条件核对`} answerInPlace={!policy.held} {...(onAnswered ? { onAnswered } : {})} />
      <Stack direction="row" spacing={1} sx={{ mt: 1.5 }}>
        <Button component={RouterLink} to={paths.policyNotice.policyDetail(policy.policyId)} size="small" startIcon={<OpenInNewIcon />}>
          查看政策
        </Button>
      </Stack>
    </>
  );
}
