import { useId, type ChangeEvent, type FocusEvent, type InputHTMLAttributes, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import { CONTROL_SX, Frame, SELECT_SX } from './framed-field';
import { useShownChoice } from './use-shown-choice';

/*
 * A form's labelled field on the browser's own input, textarea and select, in the outlined frame of the lists'
 * fields (framed-field.tsx: MUI's OutlinedInput look, the label always in the notch), with FormHelperText's message
 * under it. InputField and SelectField draw the same thing from MUI's field parts (InputBase, OutlinedInput,
 * FormControl, InputLabel, FormLabel, FormHelperText, NativeSelect, Input: 9.8 KiB gzip); a form that draws many
 * fields and no other text box (the ledger's) uses these and fetches none of it (ADR 101). The label names the
 * control, the message describes it (`aria-describedby`), `error` sets `aria-invalid`; sizes are MUI's small field's.
 */

/** OutlinedInput's error state: the outline and the label in the error colour, hovered and focused too. */
const ERROR_SX = {
  '& > fieldset, &:hover > fieldset, &:focus-within > fieldset': { borderColor: 'error.main' },
  '& > label, &:focus-within > label': { color: 'error.main' },
} as const;

/** OutlinedInput's disabled state: the label and the outline greyed, no hover. */
const DISABLED_SX = {
  '& > label': { color: 'text.disabled' },
  '& > fieldset, &:hover > fieldset': { borderColor: 'action.disabled' },
} as const;

/** FormHelperText under an outlined field: the caption's type, 3 px below, 14 px in from the frame's sides. */
export const PLAIN_HELPER_SX = (error?: boolean, disabled?: boolean) =>
  ({
    typography: 'caption',
    textAlign: 'left',
    mt: '3px',
    mx: 1.75,
    mb: 0,
    color: error ? 'error.main' : disabled ? 'text.disabled' : 'text.secondary',
  }) as const;

type ColumnProps = { fullWidth?: boolean; sx?: SxProps<Theme>; children: ReactNode };

/** FormControl's column: the frame and the message under it. */
function Column({ fullWidth, sx, children }: ColumnProps) {
  return <Box sx={[{ display: 'inline-flex', flexDirection: 'column', position: 'relative', minWidth: 0, verticalAlign: 'top', width: fullWidth ? '100%' : undefined }, ...(Array.isArray(sx) ? sx : [sx])]}>{children}</Box>;
}

/** The label, and for a required field FormLabel's asterisk (hidden from the accessible name, as MUI's is). */
function labelOf(label: string, required?: boolean): ReactNode {
  return required ? (
    <>
      {label}
      <span aria-hidden="true">{'\u2009*'}</span>
    </>
  ) : (
    label
  );
}

type PlainFieldBase = {
  label: string;
  /** Marks the label with an asterisk; the control is `required` (a select `aria-required`: the form's rules report it). */
  required?: boolean;
  /** The control's id (a form's links and error summary jump to it); one is made up otherwise. */
  id?: string;
  error?: boolean;
  /** Below the frame and the control's description: the message, or a hint. */
  helperText?: ReactNode;
  disabled?: boolean;
  fullWidth?: boolean;
  sx?: SxProps<Theme>;
};

export type PlainInputFieldProps = PlainFieldBase & {
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  type?: 'text' | 'date' | 'number' | 'tel';
  /** A textarea of three rows the person can make taller, instead of one line. */
  multiline?: boolean;
  /** The textarea's rows when three are too few for what is asked (a description). */
  rows?: number;
  /** After the text inside the frame, e.g. a unit. */
  endAdornment?: ReactNode;
  /** Attributes of the input itself (maxLength, inputMode, autoComplete …). */
  htmlInput?: InputHTMLAttributes<HTMLInputElement>;
};

/** A labelled text, number or date box: the browser's input (or textarea) in the outlined frame. */
export function PlainInputField({ label, required, id: givenId, value, onChange, onBlur, type = 'text', multiline, rows = 3, endAdornment, htmlInput, error, helperText, disabled, fullWidth, sx }: PlainInputFieldProps) {
  const madeId = useId();
  const id = givenId ?? madeId;
  const helperId = `${id}-helper-text`;
  const control = multiline ? (
    <Box component="textarea" {...(htmlInput as object)} id={id} rows={rows} required={required} value={value} onChange={onChange} onBlur={onBlur} disabled={disabled} aria-invalid={Boolean(error)} aria-describedby={helperText ? helperId : undefined} sx={[CONTROL_SX, { height: 'auto', resize: 'vertical' }]} />
  ) : (
    <Box component="input" {...htmlInput} type={type} id={id} required={required} value={value} onChange={onChange} onBlur={onBlur} disabled={disabled} aria-invalid={Boolean(error)} aria-describedby={helperText ? helperId : undefined} sx={[CONTROL_SX, endAdornment ? { pr: 0 } : {}]} />
  );
  return (
    <Column fullWidth={fullWidth} sx={sx}>
      <Frame label={labelOf(label, required)} htmlFor={id} fullWidth sx={[error ? ERROR_SX : {}, disabled ? DISABLED_SX : {}, endAdornment ? { pr: 1.75 } : {}]}>
        {control}
        {endAdornment}
      </Frame>
      {helperText ? (
        <Box component="p" id={helperId} sx={PLAIN_HELPER_SX(error, disabled)}>
          {helperText}
        </Box>
      ) : null}
    </Column>
  );
}

export type PlainSelectFieldProps = PlainFieldBase & {
  /** The chosen option's value; `''` is the first option when `emptyLabel` is given. */
  value: string;
  options: readonly { value: string; label: string; disabled?: boolean }[];
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** An option with the value `''` before the others (请选择 …). */
  emptyLabel?: string;
};

/** A labelled one-option picker: the browser's select in the outlined frame, as SelectField draws it. */
export function PlainSelectField({ label, required, id: givenId, value, options, onChange, onBlur, emptyLabel, error, helperText, disabled, fullWidth, sx }: PlainSelectFieldProps) {
  const madeId = useId();
  const id = givenId ?? madeId;
  const helperId = `${id}-helper-text`;
  const [choice, choose] = useShownChoice(value);
  return (
    <Column fullWidth={fullWidth} sx={sx}>
      <Frame label={labelOf(label, required)} htmlFor={id} fullWidth sx={[error ? ERROR_SX : {}, disabled ? DISABLED_SX : {}]}>
        <Box
          component="select"
          id={id}
          value={choice}
          disabled={disabled}
          aria-invalid={Boolean(error)}
          aria-required={required || undefined}
          aria-describedby={helperText ? helperId : undefined}
          onChange={(event: ChangeEvent<HTMLSelectElement>) => {
            choose(event.target.value);
            onChange(event.target.value);
          }}
          onBlur={onBlur}
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
      </Frame>
      {helperText ? (
        <Box component="p" id={helperId} sx={PLAIN_HELPER_SX(error, disabled)}>
          {helperText}
        </Box>
      ) : null}
    </Column>
  );
}

export type PlainFieldsetProps = {
  /** The question: the group's name. */
  legend: string;
  error?: boolean;
  disabled?: boolean;
  onBlur?: () => void;
  sx?: SxProps<Theme>;
  children: ReactNode;
};

/**
 * A question answered by several controls (a ledger's 是 / 否 radios): FormControl component="fieldset" with a
 * FormLabel legend (the body's type in the secondary colour, the error colour with a message, greyed while disabled)
 * on the browser's fieldset, without MUI's form control.
 */
export function PlainFieldset({ legend, error, disabled, onBlur, sx, children }: PlainFieldsetProps) {
  return (
    <Box
      component="fieldset"
      disabled={disabled}
      onBlur={onBlur}
      sx={[{ display: 'inline-flex', flexDirection: 'column', position: 'relative', minWidth: 0, p: 0, m: 0, border: 0, verticalAlign: 'top' }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      <Box component="legend" sx={{ p: 0, typography: 'body1', lineHeight: '1.4375em', color: error ? 'error.main' : disabled ? 'text.disabled' : 'text.secondary' }}>
        {legend}
      </Box>
      {children}
    </Box>
  );
}
