import Chip from '@mui/material/Chip';
import { alpha } from '@mui/material/styles';

export type StatusTone = 'success' | 'info' | 'warning' | 'error' | 'neutral';

export type StatusChipProps = {
  /** `open` (申报中), `upcoming` (未开始), `closed` (已截止), or another status word listed in STATUS_TONES. */
  status: 'open' | 'upcoming' | 'closed' | (string & {});
  label: string;
};

/** Which tone a status takes; unknown statuses are neutral. */
export const STATUS_TONES: Record<string, StatusTone> = {
  open: 'success',
  upcoming: 'info',
  closed: 'neutral',
  success: 'success',
  approved: 'success',
  done: 'success',
  completed: 'success',
  pending: 'warning',
  processing: 'info',
  reviewing: 'warning',
  rejected: 'error',
  failed: 'error',
  cancelled: 'neutral',
};

export function StatusChip({ status, label }: StatusChipProps) {
  const tone = STATUS_TONES[status] ?? 'neutral';
  return (
    <Chip
      label={label}
      size="small"
      sx={(theme) => {
        const main = tone === 'neutral' ? theme.palette.text.secondary : theme.palette[tone].main;
        const text = tone === 'neutral' ? theme.palette.text.secondary : theme.palette[tone].dark;
        return {
          color: theme.palette.mode === 'light' ? text : main,
          bgcolor: alpha(main, 0.12),
          border: 1,
          borderColor: alpha(main, 0.4),
          borderRadius: 1,
        };
      }}
    />
  );
}
