import { useId, type ChangeEvent, type FocusEvent, type InputHTMLAttributes, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { SxProps, Theme } from '@mui/material/styles';

export type InputFieldProps = {
  /** The visible label; without one, name the input with `htmlInput['aria-label']`. */
  label?: string;
  /** Controlled value; leave it out (and give `defaultValue`) for an uncontrolled field. */
  value?: string;
  defaultValue?: string;
  onChange?: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  onFocus?: (event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  onKeyDown?: (event: KeyboardEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  /** The input's id (a form's error summary links to it); one is made up otherwise. */
  id?: string;
  name?: string;
  placeholder?: string;
  type?: 'text' | 'date' | 'search' | 'tel' | 'email' | 'password' | 'url' | 'number';
  autoComplete?: string;
  autoFocus?: boolean;
  /** Marks the label with an asterisk; the input is `required` unless `htmlInput` says otherwise. */
  required?: boolean;
  error?: boolean;
  /** Below the box and the input's description: the message, or a hint. */
  helperText?: ReactNode;
  disabled?: boolean;
  /** Keeps the label above the box when it is empty (a date field's own placeholder, a unit, would overlap it). */
  shrinkLabel?: boolean;
  /** Before the text inside the box, e.g. a search icon. */
  startAdornment?: ReactNode;
  /** After the text inside the box, e.g. a unit. */
  endAdornment?: ReactNode;
  multiline?: boolean;
  minRows?: number;
  maxRows?: number;
  /**
   * With `multiline`: a plain textarea that CSS grows with its text (`field-sizing: content`) from `minRows` (1) to
   * `maxRows` rows, then scrolls; a browser without `field-sizing` shows `minRows` rows that scroll. Without it MUI's
   * TextareaAutosize measures a hidden copy of the text in a layout effect on each render, which forces a layout of the
   * whole page (ADR 130: 35 ms of a policy detail's load on a phone, CPU slowed 4×).
   */
  growByCss?: boolean;
  size?: 'small' | 'medium';
  fullWidth?: boolean;
  inputRef?: Ref<HTMLInputElement | HTMLTextAreaElement>;
  /** Attributes of the `<input>` itself (maxLength, enterKeyHint, inputMode, aria-describedby …). */
  htmlInput?: InputHTMLAttributes<HTMLInputElement> & Record<`data-${string}` | `aria-${string}`, string | number | boolean | undefined>;
  sx?: SxProps<Theme>;
};

/**
 * A one-line (or growing) outlined text field made of TextField's parts. TextField imports Select (and with it Menu,
 * Popover and Modal) for its `select` mode, which every screen with a text box would download (ADR 83, ADR 89); a
 * one-option picker is `SelectField`. Same markup as TextField's outlined variant: the label names the input, the
 * helper text describes it, `error` sets aria-invalid.
 */
export function InputField({
  label,
  value,
  defaultValue,
  onChange,
  onBlur,
  onFocus,
  onKeyDown,
  id: givenId,
  name,
  placeholder,
  type = 'text',
  autoComplete,
  autoFocus,
  required,
  error,
  helperText,
  disabled,
  shrinkLabel,
  startAdornment,
  endAdornment,
  multiline,
  minRows,
  maxRows,
  growByCss,
  size = 'small',
  fullWidth,
  inputRef,
  htmlInput,
  sx,
}: InputFieldProps) {
  const madeId = useId();
  const id = givenId ?? madeId;
  const helperId = `${id}-helper-text`;
  // Undefined: the label and the outline's notch follow the field's focus and content, as TextField's do.
  const shrink = shrinkLabel || undefined;
  return (
    <FormControl size={size} fullWidth={fullWidth} error={error} disabled={disabled} required={required} sx={sx}>
      {label !== undefined && (
        <InputLabel htmlFor={id} id={`${id}-label`} shrink={shrink}>
          {label}
        </InputLabel>
      )}
      <OutlinedInput
        id={id}
        name={name}
        type={multiline ? undefined : type}
        label={label}
        notched={shrink}
        value={value}
        defaultValue={defaultValue}
        onChange={onChange}
        onBlur={onBlur}
        onFocus={onFocus}
        onKeyDown={onKeyDown}
        placeholder={placeholder}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        startAdornment={startAdornment}
        endAdornment={endAdornment}
        multiline={multiline}
        {...(multiline && growByCss ? cssGrowth(minRows, maxRows) : { minRows, maxRows })}
        inputRef={inputRef}
        inputProps={{ ...(helperText ? { 'aria-describedby': helperId } : {}), ...htmlInput }}
      />
      {helperText ? <FormHelperText id={helperId}>{helperText}</FormHelperText> : null}
    </FormControl>
  );
}

/** MUI's line height of an input (InputBase): 1.4375em. */
const LINE_EM = 1.4375;

/** A plain `<textarea>` (not TextareaAutosize: no `minRows`/`maxRows` for MUI) whose height CSS sets from its text. */
function cssGrowth(minRows = 1, maxRows?: number) {
  return {
    inputComponent: 'textarea' as const,
    rows: minRows,
    sx: {
      '& textarea': {
        fieldSizing: 'content',
        minHeight: `${minRows * LINE_EM}em`,
        ...(maxRows ? { maxHeight: `${maxRows * LINE_EM}em` } : {}),
        overflowY: 'auto',
      },
    },
  };
}
