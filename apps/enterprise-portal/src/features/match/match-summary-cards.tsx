import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CompletenessInfo } from '../../shared/ledger/completeness-bar';
import { paths } from '../../app/paths';
import { formatDelta, policyCountOf } from './report-model';
import type { MatchSummary, SummaryDelta } from './report-model';
import { KeepAmounts, formatNumber } from '@smes/ui';

export type MatchSummaryCardsProps = {
  summary: MatchSummary;
  completeness: CompletenessInfo;
  /** Set while a what-if is on: the change against the saved report. */
  delta?: SummaryDelta | null;
};

type StatProps = { label: string; value: ReactNode; unit?: string; note?: ReactNode; change?: string | null };

function Stat({ label, value, unit, note, change }: StatProps) {
  return (
    <Paper variant="outlined" role="group" aria-label={label} sx={{ p: 2, minWidth: 0 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Stack direction="row" spacing={0.5} useFlexGap sx={{ alignItems: 'baseline', flexWrap: 'wrap', mt: 0.5 }}>
        <Typography component="span" variant="h4" color="primary" sx={{ fontWeight: 700, lineHeight: 1.2 }}>
          {typeof value === 'string' ? <KeepAmounts text={value} /> : value}
        </Typography>
        {unit ? (
          <Typography component="span" variant="body2" color="text.secondary">
            {unit}
          </Typography>
        ) : null}
        {change ? (
          <Typography component="span" variant="body2" color="secondary" sx={{ fontWeight: 600 }}>
            <KeepAmounts text={`（较已保存报告 ${change}）`} />
          </Typography>
        ) : null}
      </Stack>
      {note ? (
        <Box sx={{ mt: 0.5, typography: 'body2', color: 'text.secondary' }}>
          {note}
        </Box>
      ) : null}
    </Paper>
  );
}

/** 档案完整度, 匹配政策数, 预估可获资金 and 可冲刺资质 of a report (or of its what-if). */
export function MatchSummaryCards({ summary, completeness, delta }: MatchSummaryCardsProps) {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' } }}>
      <Stat
        label="档案完整度"
        value={`${completeness.percent}%`}
        note={
          <>
            已填 {completeness.filled}/{completeness.total} 项 ·{' '}
            <Link component={RouterLink} to={paths.personalCenter.enterpriseInformation} underline="always">
              完善企业信息
            </Link>
          </>
        }
      />
      <Stat
        label="匹配政策数"
        value={summary.matchedCount}
        unit="项"
        note={`共评估 ${policyCountOf(summary)} 项政策`}
        change={delta ? formatDelta(delta.matchedCount) : null}
      />
      <Stat
        label="预估可获资金"
        value={`${formatNumber(summary.estimate.conservative)} ～ ${formatNumber(summary.estimate.optimistic)}`}
        unit="万元"
        note="保守 ～ 乐观，同一事项只计一次；测算方法与明细见下方"
        change={
          delta
            ? `保守 ${formatDelta(delta.conservative, formatNumber)} 万元，乐观 ${formatDelta(delta.optimistic, formatNumber)} 万元`
            : null
        }
      />
      <Stat
        label="可冲刺资质"
        value={summary.qualificationsInReach.length}
        unit="项"
        change={delta ? formatDelta(delta.qualifications) : null}
        note={
          summary.qualificationsInReach.length > 0 ? (
            <QualificationList summary={summary} />
          ) : (
            '暂无，完善档案后可能出现'
          )
        }
      />
    </Box>
  );
}

/** 可冲刺资质: each qualification not yet held, with what is still missing (还差 2 件发明专利). */
function QualificationList({ summary }: { summary: MatchSummary }) {
  if (!summary.qualificationGaps) {
    // Reports saved before gaps were kept carry the names only.
    return (
      <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap', mt: 0.5 }}>
        {summary.qualificationsInReach.map((name) => (
          <Chip key={name} size="small" label={name} />
        ))}
      </Stack>
    );
  }
  return (
    <Box component="ul" aria-label="可冲刺资质" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
      {summary.qualificationGaps.map((item) => (
        <li key={item.policyId}>
          <Typography component="span" variant="body2" sx={{ fontWeight: 600 }}>
            {item.name}
          </Typography>
          <Typography component="span" variant="body2" color="text.secondary">
            ：{item.gaps.length > 0 ? item.gaps.join('；') : '条件已满足，可申请'}
          </Typography>
        </li>
      ))}
    </Box>
  );
}
