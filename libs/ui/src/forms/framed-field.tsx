import { useId, type ChangeEvent, type InputHTMLAttributes, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import { alpha, type SxProps, type Theme } from '@mui/material/styles';
import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import { useCareMode } from '../theme/care-mode';
import { CARE_TOUCH_TARGET_PX } from '../theme/create-app-theme';
import { useShownChoice } from './use-shown-choice';

/*
 * The small outlined field's look (MUI's OutlinedInput with its label shrunk: the label in a notch of the outline,
 * NotchedOutline's fieldset and legend) on the browser's own input and select. A list's keyword box, filters and page
 * size are drawn with these, so a list fetches none of MUI's field parts (InputBase, OutlinedInput, FormControl,
 * InputLabel, NativeSelect and the standard Input it defaults to: the 8.5 KiB fields' chunk, ADR 92); the forms keep
 * InputField and SelectField. The sizes are MUI's, in theme spacing.
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
export const CONTROL_SX = {
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
  // The frame's 2 px primary outline is this control's focus ring: the page's ring (CssBaseline's global
  // `:focus-visible`, which an equally specific class does not always beat) would draw a second frame inside it.
  outline: 0,
  '&:focus-visible': { outline: 0 },
  bgcolor: 'transparent',
  color: 'inherit',
  font: 'inherit',
  letterSpacing: 'inherit',
  '&::placeholder': { color: 'currentColor', opacity: 0.42 },
  '&:disabled': { color: 'text.disabled', cursor: 'default' },
} as const;

export const SELECT_SX = {
  ...CONTROL_SX,
  pr: 4,
  appearance: 'none',
  cursor: 'pointer',
  '& option': { bgcolor: 'background.paper', color: 'text.primary' },
} as const;

export type FrameProps = { label: ReactNode; htmlFor: string; fullWidth?: boolean; sx?: SxProps<Theme>; children: ReactNode };

/** The frame, its label in the notch, around an input or a select (FramedInput, FramedSelect, FramedComboBox). */
export function Frame({ label, htmlFor, fullWidth, sx, children }: FrameProps) {
  const { careMode } = useCareMode();
  return (
    <Box sx={[FRAME_SX(careMode), fullWidth ? { width: '100%' } : {}, ...(Array.isArray(sx) ? sx : [sx])]}>
      <Box component="label" htmlFor={htmlFor} sx={LABEL_SX}>
        {label}
      </Box>
      {children}
      <Box component="fieldset" aria-hidden sx={OUTLINE_SX}>
        <legend>
          <span>{label}</span>
        </legend>
      </Box>
    </Box>
  );
}

export type FramedSelectOption = { value: string; label: string; disabled?: boolean };

export type FramedSelectProps = {
  label: string;
  value: string;
  options: readonly FramedSelectOption[];
  onChange: (value: string) => void;
  /** An option with the value `''` before the others (全部状态 …). */
  emptyLabel?: string;
  fullWidth?: boolean;
  disabled?: boolean;
  sx?: SxProps<Theme>;
};

/** A labelled one-option picker: the browser's own `<select>` in the small outlined frame, its label in the notch. */
export function FramedSelect({ label, value, options, onChange, emptyLabel, fullWidth, disabled, sx }: FramedSelectProps) {
  const id = useId();
  const [choice, choose] = useShownChoice(value);
  const select = (
    <>
      <Box
        component="select"
        id={id}
        value={choice}
        disabled={disabled}
        onChange={(event: ChangeEvent<HTMLSelectElement>) => {
          choose(event.target.value);
          onChange(event.target.value);
        }}
        sx={SELECT_SX}
      >
        {emptyLabel !== undefined && <option value="">{emptyLabel}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </Box>
      <ArrowDropDown aria-hidden sx={{ position: 'absolute', right: (theme) => theme.spacing(0.875), pointerEvents: 'none', color: disabled ? 'action.disabled' : 'action.active' }} />
    </>
  );
  return (
    <Frame label={label} htmlFor={id} fullWidth={fullWidth} sx={sx}>
      {select}
    </Frame>
  );
}

export type FramedInputProps = {
  label: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  placeholder?: string;
  fullWidth?: boolean;
  /** The input's own attributes (`type: 'date'`, `aria-invalid`, `aria-describedby` …). */
  htmlInput?: InputHTMLAttributes<HTMLInputElement>;
  sx?: SxProps<Theme>;
};

/** A labelled text box: the browser's own `<input>` in the small outlined frame, its label in the notch. */
export function FramedInput({ label, value, onChange, placeholder, fullWidth, htmlInput, sx }: FramedInputProps) {
  const id = useId();
  return (
    <Frame label={label} htmlFor={id} fullWidth={fullWidth} sx={sx}>
      <Box component="input" type="text" {...htmlInput} id={id} value={value} onChange={onChange} placeholder={placeholder} sx={CONTROL_SX} />
    </Frame>
  );
}
