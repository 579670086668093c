import Box from '@mui/material/Box';
import { alpha, type Theme } from '@mui/material/styles';

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

/** The class of a status chip's element (tests and the pages' own styles find it by this). */
export const STATUS_CHIP_CLASS = 'status-chip';

/**
 * A status word in a small tinted box: MUI's small Chip as it looked here (24 px high, 8 px each side, the theme's
 * corner, 13 px type at weight 500 — 关怀模式's body2 size, as its theme gives chips —, one line), drawn as a span
 * in Box. /home and the lists draw it on every visit; MUI's Chip (its delete icon, avatar and click handling) was
 * 2.2 KiB of the common chunk every page fetched for it (ADR 123). Screens that draw MUI chips themselves fetch Chip
 * with their own chunks.
 */
export function StatusChip({ status, label }: StatusChipProps) {
  const tone = STATUS_TONES[status] ?? 'neutral';
  return (
    <Box component="span" className={STATUS_CHIP_CLASS} sx={(theme) => statusChipSx(theme, tone)}>
      {label}
    </Box>
  );
}

function statusChipSx(theme: Theme, tone: StatusTone) {
  const main = tone === 'neutral' ? theme.palette.text.secondary : theme.palette[tone].main;
  const text = tone === 'neutral' ? theme.palette.text.secondary : theme.palette[tone].dark;
  return {
    display: 'inline-flex',
    alignItems: 'center',
    verticalAlign: 'middle',
    boxSizing: 'border-box',
    maxWidth: '100%',
    height: 24,
    px: 1,
    overflow: 'hidden',
    whiteSpace: 'nowrap',
    textOverflow: 'ellipsis',
    fontFamily: theme.typography.fontFamily,
    // MUI's small chip: 13 px on the 14 px body; 关怀模式's theme (an 18 px body) gives chips its body2 size.
    fontSize: theme.typography.fontSize > 14 ? theme.typography.body2.fontSize : theme.typography.pxToRem(13),
    fontWeight: 500,
    color: theme.palette.mode === 'light' ? text : main,
    bgcolor: alpha(main, 0.12),
    border: 1,
    borderColor: alpha(main, 0.4),
    borderRadius: 1,
  } as const;
}
