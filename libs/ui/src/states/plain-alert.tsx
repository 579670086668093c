import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { darken, lighten, type SxProps, type Theme } from '@mui/material/styles';
import { createSvgIcon } from '@mui/material/SvgIcon';

export type PlainAlertSeverity = 'success' | 'info' | 'warning' | 'error';

// MUI's Alert icons (its internal svg-icons, the same paths).
const ICONS = {
  success: createSvgIcon(
    <path d="M20,12A8,8 0 0,1 12,20A8,8 0 0,1 4,12A8,8 0 0,1 12,4C12.76,4 13.5,4.11 14.2, 4.31L15.77,2.74C14.61,2.26 13.34,2 12,2A10,10 0 0,0 2,12A10,10 0 0,0 12,22A10,10 0 0, 0 22,12M7.91,10.08L6.5,11.5L11,16L21,6L19.59,4.58L11,13.17L7.91,10.08Z" />,
    'SuccessOutlined',
  ),
  warning: createSvgIcon(<path d="M12 5.99L19.53 19H4.47L12 5.99M12 2L1 21h22L12 2zm1 14h-2v2h2v-2zm0-6h-2v4h2v-4z" />, 'ReportProblemOutlined'),
  error: createSvgIcon(
    <path d="M11 15h2v2h-2zm0-8h2v6h-2zm.99-5C6.47 2 2 6.48 2 12s4.47 10 9.99 10C17.52 22 22 17.52 22 12S17.52 2 11.99 2zM12 20c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8z" />,
    'ErrorOutline',
  ),
  info: createSvgIcon(
    <path d="M11,9H13V7H11M12,20C7.59,20 4,16.41 4,12C4,7.59 7.59,4 12,4C16.41,4 20,7.59 20, 12C20,16.41 16.41,20 12,20M12,2A10,10 0 0,0 2,12A10,10 0 0,0 12,22A10,10 0 0,0 22,12A10, 10 0 0,0 12,2M11,17H13V11H11V17Z" />,
    'InfoOutlined',
  ),
};
const CloseIcon = createSvgIcon(<path d="M19 6.41L17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z" />, 'Close');

export type PlainAlertProps = {
  severity: PlainAlertSeverity;
  /** `standard`: tinted, as a banner in a page; `filled`: the severity's colour, as a toast. */
  variant?: 'standard' | 'filled';
  role?: 'alert' | 'status';
  'aria-live'?: 'assertive' | 'polite';
  /** Drawn at the end (a retry button); without it, `onClose` draws a 关闭 button there. */
  action?: ReactNode;
  onClose?: () => void;
  sx?: SxProps<Theme>;
  children: ReactNode;
};

/**
 * MUI's Alert as the apps draw it (a standard banner, a filled toast), in Box: its colours, icon, message and action
 * boxes, and the theme's centring. AsyncContent's stale-data banner and the toast view, which every page fetches, drew
 * Alert, and so every visit fetched it with the common chunk; the screens that draw Alert themselves fetch it with
 * their own chunks (ADR 123).
 */
export function PlainAlert({ severity, variant = 'standard', role = 'alert', 'aria-live': ariaLive, action, onClose, sx, children }: PlainAlertProps) {
  const Icon = ICONS[severity];
  return (
    <Box role={role} aria-live={ariaLive} sx={[(theme) => rootSx(theme, severity, variant), ...(Array.isArray(sx) ? sx : [sx])]}>
      <Box className="plain-alert-icon" sx={{ mr: '12px', py: '7px', display: 'flex', fontSize: 22, opacity: 0.9 }}>
        <Icon fontSize="inherit" />
      </Box>
      <Box sx={{ py: '8px', minWidth: 0, overflow: 'auto' }}>{children}</Box>
      {action || onClose ? (
        <Box sx={{ display: 'flex', alignItems: 'flex-start', p: '4px 0 0 16px', ml: 'auto', mr: '-8px' }}>
          {action ?? (
            <IconButton size="small" aria-label="关闭" title="关闭" color="inherit" onClick={onClose}>
              <CloseIcon fontSize="small" />
            </IconButton>
          )}
        </Box>
      ) : null}
    </Box>
  );
}

function rootSx(theme: Theme, severity: PlainAlertSeverity, variant: 'standard' | 'filled') {
  const palette = theme.palette[severity];
  const light = theme.palette.mode === 'light';
  const colours =
    variant === 'filled'
      ? { fontWeight: theme.typography.fontWeightMedium, bgcolor: light ? palette.main : palette.dark, color: theme.palette.getContrastText(palette.main) }
      : {
          color: (light ? darken : lighten)(palette.light, 0.6),
          bgcolor: (light ? lighten : darken)(palette.light, 0.9),
          '& .plain-alert-icon': { color: palette.main },
        };
  return { ...theme.typography.body2, display: 'flex', alignItems: 'center', p: '6px 16px', borderRadius: `${theme.shape.borderRadius}px`, ...colours } as const;
}
