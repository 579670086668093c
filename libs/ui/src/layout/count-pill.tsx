import Box from '@mui/material/Box';
import { useCareMode } from '../theme/care-mode';
import { shownCount } from './user-menu-model';

export type CountPillProps = {
  count: number;
  /**
   * `badge`, the account button's: it keeps its room while the count is 0, unseen (the button does not change width
   * when a message arrives), in MUI Badge's weight, and at the body's size in 关怀模式 (a badge's 12/14 would be
   * 15.4 px there). `inline` (a menu entry's) draws nothing at 0.
   */
  variant?: 'inline' | 'badge';
};

/**
 * An unread count as a small red pill (99+ above 99), hidden from screen readers: the control it sits in says the
 * count in its name. Drawn with Box on the theme's tokens, not MUI's Badge, which the header would make every visit
 * fetch (ADR 72).
 */
export function CountPill({ count, variant = 'inline' }: CountPillProps) {
  const { careMode } = useCareMode();
  if (count === 0 && variant === 'inline') return null;
  const badge = variant === 'badge';
  const size = badge && careMode ? 3.25 : 2.5;
  return (
    <Box
      component="span"
      aria-hidden
      sx={(theme) => ({
        boxSizing: 'border-box',
        minWidth: theme.spacing(size),
        px: 0.75,
        borderRadius: theme.spacing(size / 2),
        bgcolor: 'error.main',
        color: 'error.contrastText',
        fontSize: badge && careMode ? theme.typography.body2.fontSize : theme.typography.caption.fontSize,
        lineHeight: theme.spacing(size),
        textAlign: 'center',
        ...(badge && {
          fontWeight: theme.typography.fontWeightMedium,
          transform: count === 0 ? 'scale(0)' : 'none',
          transition: theme.transitions.create('transform'),
        }),
      })}
    >
      {count > 0 ? shownCount(count) : null}
    </Box>
  );
}
