import ButtonBase, { type ButtonBaseProps } from '@mui/material/ButtonBase';
import { alpha, type Theme } from '@mui/material/styles';
import type { SxProps } from '@mui/material/styles';
import { useCareMode } from '../theme/care-mode';
import { CARE_TOUCH_TARGET_PX } from '../theme/create-app-theme';

export type PageButtonProps = Omit<ButtonBaseProps, 'sx'> & {
  /** The current page: the primary colour, outlined and tinted. */
  selected?: boolean;
  /** An outlined box (pages, 上一页, 下一页); the jumps are text only. */
  outlined?: boolean;
  size: 'small' | 'medium';
  sx?: SxProps<Theme>;
};

const outline = (theme: Theme) => `1px solid ${alpha(theme.palette.text.primary, 0.23)}`;

/**
 * A page of the paginator, in the look of MUI's outlined, rounded PaginationItem, on the ButtonBase every page already
 * fetches with the common libraries: PaginationItem with its icons (2.3 KiB gzip) was most of the paginator's chunk,
 * which every list fetches (ADR 92). 关怀模式 makes it a 44 px touch target, as the theme does for MUI's buttons.
 */
export function PageButton({ selected = false, outlined = false, size, sx, className, ...props }: PageButtonProps) {
  const { careMode } = useCareMode();
  const small = size === 'small';
  return (
    <ButtonBase
      focusRipple
      {...props}
      className={[className, selected ? 'Mui-selected' : undefined].filter(Boolean).join(' ') || undefined}
      sx={[
        (theme) => ({
          ...theme.typography.body2,
          boxSizing: 'border-box',
          textAlign: 'center',
          borderRadius: `${theme.shape.borderRadius}px`,
          minWidth: theme.spacing(small ? 3.25 : 4),
          height: theme.spacing(small ? 3.25 : 4),
          px: small ? 0.5 : 0.75,
          mx: small ? 0.125 : 0.375,
          color: 'text.primary',
          border: outlined ? outline(theme) : undefined,
          transition: theme.transitions.create(['color', 'background-color'], { duration: theme.transitions.duration.short }),
          '&:hover': { bgcolor: 'action.hover', '@media (hover: none)': { bgcolor: 'transparent' } },
          '&.Mui-focusVisible': { bgcolor: 'action.focus' },
          '&.Mui-disabled': { opacity: theme.palette.action.disabledOpacity },
          '&.Mui-selected': {
            color: 'primary.main',
            border: `1px solid ${alpha(theme.palette.primary.main, 0.5)}`,
            bgcolor: alpha(theme.palette.primary.main, theme.palette.action.activatedOpacity),
            '&:hover': { bgcolor: alpha(theme.palette.primary.main, theme.palette.action.activatedOpacity + theme.palette.action.hoverOpacity) },
            '&.Mui-focusVisible': { bgcolor: alpha(theme.palette.primary.main, theme.palette.action.activatedOpacity + theme.palette.action.focusOpacity) },
            '&.Mui-disabled': { color: 'action.disabled' },
          },
          ...(careMode ? { minWidth: CARE_TOUCH_TARGET_PX, height: CARE_TOUCH_TARGET_PX } : {}),
        }),
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    />
  );
}
