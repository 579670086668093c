import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { NoticeSummary } from '@smes/api';
import { StatusChip } from '@smes/ui';
import { countdownText, windowTone } from './notice-window';
import { useCountdown } from './use-countdown';

export type CountdownProps = {
  notice: Pick<NoticeSummary, 'startTime' | 'endTime'>;
  /** Large digits (detail page) or one line (lists). */
  variant?: 'large' | 'inline';
};

const UNITS = [
  ['days', '天'],
  ['hours', '时'],
  ['minutes', '分'],
  ['seconds', '秒'],
] as const;

/** 距截止 / 距开始 N 天 N 时 N 分 N 秒, ticking every second; 已截止 once the window has closed. */
export function Countdown({ notice, variant = 'inline' }: CountdownProps) {
  const { status, parts } = useCountdown(notice);
  if (parts === null) return <StatusChip status={windowTone(status)} label="已截止" />;
  const lead = status === 'open' ? '距截止' : '距开始';

  if (variant === 'inline') {
    return (
      <Typography component="span" variant="body2" role="timer" aria-label={`${lead}${countdownText(parts)}`} color={status === 'open' ? 'secondary' : 'info'}>
        {lead} {countdownText(parts)}
      </Typography>
    );
  }

  return (
    <Box role="timer" aria-label={`${lead}${countdownText(parts)}`} sx={{ display: 'flex', alignItems: 'baseline', flexWrap: 'wrap', gap: 1 }}>
      <Typography component="span" color="text.secondary">
        {lead}
      </Typography>
      {UNITS.map(([key, unit]) => (
        <Box key={key} component="span" sx={{ display: 'inline-flex', alignItems: 'baseline', gap: 0.5 }}>
          <Typography
            component="span"
            variant="h5"
            color={status === 'open' ? 'secondary' : 'info'}
            sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums', minWidth: '2ch', textAlign: 'right' }}
          >
            {String(parts[key]).padStart(2, '0')}
          </Typography>
          <Typography component="span" variant="body2" color="text.secondary">
            {unit}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
