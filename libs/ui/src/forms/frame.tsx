import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { alpha, type SxProps, type Theme } from '@mui/material/styles';
import { useCareMode } from '../theme/care-mode';
import { CARE_TOUCH_TARGET_PX } from '../theme/create-app-theme';

/*
 * The small outlined field's look (MUI's OutlinedInput with its label shrunk: the label in a notch of the outline,
 * NotchedOutline's fieldset and legend), drawn around the browser's own controls: the lists' FramedInput and
 * FramedSelect (framed-field.tsx) and the portal's global search box. None of MUI's field parts (InputBase,
 * OutlinedInput, FormControl, InputLabel: the 8.5 KiB fields' chunk, ADR 92). The sizes are MUI's, in theme spacing.
 */

const FRAME_SX = (careMode: boolean) =>
  ({
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    minWidth: 0,
    verticalAlign: 'top',
    borderRadius: 1,
    color: 'text.primary',
    typography: 'body1',
    minHeight: careMode ? CARE_TOUCH_TARGET_PX : undefined,
    '&:hover > fieldset': { borderColor: 'text.primary' },
    '&:focus-within > fieldset': { borderColor: 'primary.main', borderWidth: 2 },
    '&:focus-within > label': { color: 'primary.main' },
  }) as const;

/** InputLabel shrunk on an outlined field: three quarters of the body's size, above the frame's top line. */
const LABEL_SX = {
  position: 'absolute',
  left: 0,
  top: 0,
  zIndex: 1,
  transformOrigin: 'top left',
  transform: (theme: Theme) => `translate(${theme.spacing(1.75)}, ${theme.spacing(-1.125)}) scale(0.75)`,
  maxWidth: 'calc(133% - 32px)',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  lineHeight: '1.4375em',
  color: 'text.secondary',
  userSelect: 'none',
} as const;

/** NotchedOutline: the frame as a fieldset whose legend (the label's text, invisible) cuts the notch. */
const OUTLINE_SX = {
  position: 'absolute',
  inset: 0,
  top: (theme: Theme) => theme.spacing(-0.625),
  m: 0,
  px: 1,
  py: 0,
  textAlign: 'left',
  pointerEvents: 'none',
  borderRadius: 'inherit',
  borderStyle: 'solid',
  borderWidth: 1,
  borderColor: (theme: Theme) => alpha(theme.palette.text.primary, 0.23),
  overflow: 'hidden',
  minWidth: '0%',
  '& > legend': {
    float: 'unset',
    width: 'auto',
    overflow: 'hidden',
    display: 'block',
    p: 0,
    height: (theme: Theme) => theme.spacing(1.375),
    fontSize: '0.75em',
    visibility: 'hidden',
    maxWidth: '100%',
    whiteSpace: 'nowrap',
    '& > span': { px: 0.625, display: 'inline-block', opacity: 0, visibility: 'visible' },
  },
} as const;

/** The input's or select's own box: OutlinedInput's small padding, no border of its own, the frame's type. */
export const FRAMED_CONTROL_SX = {
  flex: 1,
  minWidth: 0,
  width: '100%',
  boxSizing: 'content-box',
  height: '1.4375em',
  m: 0,
  py: 1.0625,
  px: 1.75,
  border: 0,
  borderRadius: 'inherit',
  outline: 0,
  bgcolor: 'transparent',
  color: 'inherit',
  font: 'inherit',
  letterSpacing: 'inherit',
  '&::placeholder': { color: 'currentColor', opacity: 0.42 },
  '&:disabled': { color: 'text.disabled', cursor: 'default' },
} as const;

export const FRAMED_SELECT_SX = {
  ...FRAMED_CONTROL_SX,
  pr: 4,
  appearance: 'none',
  cursor: 'pointer',
  '& option': { bgcolor: 'background.paper', color: 'text.primary' },
} as const;

export type FrameProps = {
  /** The label in the outline's notch, for the control `htmlFor` names; none for a control labelled otherwise. */
  label?: string;
  htmlFor?: string;
  fullWidth?: boolean;
  sx?: SxProps<Theme>;
  children: ReactNode;
};

/** The outlined frame around a control: darker under the pointer, primary and two pixels wide with the focus. */
export function Frame({ label, htmlFor, fullWidth, sx, children }: FrameProps) {
  const { careMode } = useCareMode();
  return (
    <Box sx={[FRAME_SX(careMode), fullWidth ? { width: '100%' } : {}, ...(Array.isArray(sx) ? sx : [sx])]}>
      {label ? (
        <Box component="label" htmlFor={htmlFor} sx={LABEL_SX}>
          {label}
        </Box>
      ) : null}
      {children}
      <Box component="fieldset" aria-hidden sx={OUTLINE_SX}>
        <legend>{label ? <span>{label}</span> : null}</legend>
      </Box>
    </Box>
  );
}
