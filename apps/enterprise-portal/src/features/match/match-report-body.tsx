import { memo, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CompletenessInfo } from '../../shared/ledger/completeness-bar';
import { EstimateDetails } from '../../shared/estimate/estimate-details';
import { MatchScopeSection } from './match-scope-section';
import { MatchSummaryCards } from './match-summary-cards';
import { PolicyResultList } from './policy-result-list';
import type { MatchSummary, SummaryDelta } from './report-model';

export type MatchReportBodyProps = {
  /** What to show: the saved report, or its what-if re-score. */
  summary: MatchSummary;
  completeness: CompletenessInfo;
  /** Set while the numbers are a what-if: the change against the saved report. */
  delta?: SummaryDelta | null;
  /** The what-if panel, when the report can be re-scored. */
  whatIf?: ReactNode;
  /** Called after a 待核验 question is answered where it is shown. */
  onAnswered?: () => void;
};

// Typing a what-if figure redraws the page at once and the re-scored report a moment later (useWhatIf): the parts
// drawn from the report are redrawn only when the report they show changes, not on every keystroke.
const ScopeSection = memo(MatchScopeSection);
const Estimate = memo(EstimateDetails);
const ResultList = memo(PolicyResultList);

/** A match report: the headline figures, then (beside the what-if panel on wide screens) the grouped results. */
export function MatchReportBody({ summary, completeness, delta, whatIf, onAnswered }: MatchReportBodyProps) {
  const simulated = Boolean(delta);
  return (
    <Stack spacing={3}>
      {simulated ? (
        <Alert severity="info" icon={false} role="status">
          <Chip label="模拟结果" color="secondary" size="small" sx={{ mr: 1 }} />
          以下数字按“模拟测算”中的改动即时计算，尚未保存；点击“恢复”回到已保存的报告。
        </Alert>
      ) : null}
      <Box component="section" aria-label="报告概览">
        <MatchSummaryCards summary={summary} completeness={completeness} delta={delta} />
      </Box>
      <ScopeSection scope={summary.scope} outOfScope={summary.outOfScope} outOfScopeCount={summary.outOfScopeCount} />
      <Estimate estimate={summary.estimate} />
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: whatIf ? 'minmax(0, 1fr) 380px' : 'minmax(0, 1fr)' },
          alignItems: 'start',
        }}
      >
        {whatIf ? (
          <Box sx={{ order: { xs: 0, lg: 1 }, position: { lg: 'sticky' }, top: { lg: 16 }, maxHeight: { lg: 'calc(100vh - 32px)' }, overflowY: { lg: 'auto' } }}>
            {whatIf}
          </Box>
        ) : null}
        <Box component="section" aria-labelledby="match-results-heading" sx={{ minWidth: 0 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2 }}>
            <Typography id="match-results-heading" component="h2" variant="h5">
              匹配结果
            </Typography>
            {simulated ? <Chip label="模拟结果" color="secondary" size="small" /> : null}
          </Stack>
          <ResultList matches={summary.matches} paged={summary.paged} {...(onAnswered ? { onAnswered } : {})} />
        </Box>
      </Box>
    </Stack>
  );
}
