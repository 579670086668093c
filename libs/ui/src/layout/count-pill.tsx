import Box from '@mui/material/Box';
import { shownCount } from './user-menu-model';

export type CountPillProps = {
  count: number;
  /**
   * Keep the pill's room while the count is 0, unseen (the account button: its width does not jump when a message
   * arrives), and draw the count in MUI Badge's weight; without it nothing is drawn at 0.
   */
  keepRoom?: boolean;
};

/**
 * An unread count as a small red pill (99+ above 99), hidden from screen readers: the control it sits in says the
 * count in its name. Drawn with Box on the theme's tokens, not MUI's Badge, which the header would make every visit
 * fetch (ADR 72).
 */
export function CountPill({ count, keepRoom = false }: CountPillProps) {
  if (count === 0 && !keepRoom) return null;
  return (
    <Box
      component="span"
      aria-hidden
      sx={(theme) => ({
        minWidth: theme.spacing(2.5),
        px: 0.75,
        borderRadius: theme.spacing(1.25),
        bgcolor: 'error.main',
        color: 'error.contrastText',
        fontSize: theme.typography.caption.fontSize,
        lineHeight: theme.spacing(2.5),
        textAlign: 'center',
        ...(keepRoom && {
          boxSizing: 'border-box',
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
