import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ConditionResultData } from '@smes/api';
import { StatusChip } from '@smes/ui';
import { CONDITION_STATUS_TEXT, CONDITION_STATUS_TONE, readBasis } from '../../shared/ledger/condition-table';
import { AnswerInPlace } from '../../shared/ledger/answer-in-place';
import { isLedgerFormField, ledgerFieldLabel } from '../../shared/ledger/ledger-field-labels';

export type ProblemListProps = {
  results: readonly ConditionResultData[];
  /** 时限 by condition id: the period the official text measures each condition over. */
  timing?: Readonly<Record<string, string>>;
  label?: string;
  /** 'problems' (the default): only failed and 待核验 rows; 'all': every row, e.g. the direct paths. */
  include?: 'problems' | 'all';
  /** A 待核验 row's question answered in place (saved to the ledger). */
  answerInPlace?: boolean;
};

/** The conditions that did not pass: failed ones first, then those still 待核验. */
export function problemsOf(results: readonly ConditionResultData[]): ConditionResultData[] {
  return [...results.filter((row) => row.status === 'fail'), ...results.filter((row) => row.status === 'unknown')];
}

/** What would decide a 待核验 condition: the ledger fields to fill, or the material to be checked. */
function undecidedBecause(row: ConditionResultData): string {
  const fields = (row.missingFields ?? []).filter(isLedgerFormField).map(ledgerFieldLabel);
  if (fields.length > 0) return `企业档案缺少${fields.join('、')}，填写后即可判断`;
  return row.evidence ? `需主管部门核验：${row.evidence}` : '企业档案无法判断，需主管部门核验';
}

/** 问题诊断: each failed or 待核验 condition with its standard, the actual value, the basis, what to do and by when. */
export function ProblemList({ results, timing: timings = {}, label = '问题清单', include = 'problems', answerInPlace = false }: ProblemListProps) {
  const problems = include === 'all' ? results : problemsOf(results);
  return (
    <Stack component="ol" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={label}>
      {problems.map((row) => {
        const basis = readBasis(row['basis']);
        const advice = typeof row['advice'] === 'string' && row['advice'] ? row['advice'] : null;
        const timing = timings[row.id] ?? null;
        const items: [string, string][] = [
          ['标准', row.standardText],
          ['实际值', row.actualText],
          ...(row.status === 'fail' && row.gap ? ([['差距', row.gap]] as [string, string][]) : []),
          ...(basis ? ([['依据', `${basis.title}${basis.clause ?? ''}`]] as [string, string][]) : []),
          ...(row.status === 'unknown' ? ([['待核验原因', undecidedBecause(row)]] as [string, string][]) : []),
          // 怎么做 answers a failure; a 待核验 row says what decides it instead (no 整改 for what is not known to fail).
          ...(advice && row.status === 'fail' ? ([['怎么做', advice]] as [string, string][]) : []),
          ...(timing ? ([['时限', timing]] as [string, string][]) : []),
        ];
        return (
          <Paper component="li" key={row.id} variant="outlined" sx={{ p: { xs: 2, md: 2.5 } }}>
            <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
              <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
                {row.title}
              </Typography>
              <StatusChip status={CONDITION_STATUS_TONE[row.status]} label={CONDITION_STATUS_TEXT[row.status]} />
            </Stack>
            <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '7em 1fr' }, columnGap: 2, rowGap: 0.5 }}>
              {items.map(([term, text]) => (
                <Box key={term} sx={{ display: 'contents' }}>
                  <Typography component="dt" variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
                    {term}
                  </Typography>
                  <Typography component="dd" variant="body2" sx={{ m: 0, mb: { xs: 0.75, sm: 0 } }}>
                    {text}
                  </Typography>
                </Box>
              ))}
            </Box>
            {answerInPlace && row.status === 'unknown' && (row.missingFields ?? []).some(isLedgerFormField) ? (
              <AnswerInPlace keys={(row.missingFields ?? []).filter(isLedgerFormField)} label={row.title} />
            ) : null}
          </Paper>
        );
      })}
    </Stack>
  );
}
