import { useId, type ChangeEvent, type InputHTMLAttributes, type ReactNode } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';

export type InputFieldProps = {
  /** The visible label; without one, name the input with `htmlInput['aria-label']`. */
  label?: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  onBlur?: () => void;
  /** The input's id (a form's error summary links to it); one is made up otherwise. */
  id?: string;
  placeholder?: string;
  type?: 'text' | 'date' | 'search';
  error?: boolean;
  /** Below the box and the input's description: the message, or a hint. */
  helperText?: ReactNode;
  disabled?: boolean;
  /** Keeps the label above the box when it is empty (a date field's own placeholder, a unit, would overlap it). */
  shrinkLabel?: boolean;
  /** After the text inside the box, e.g. a unit. */
  endAdornment?: ReactNode;
  multiline?: boolean;
  size?: 'small' | 'medium';
  fullWidth?: boolean;
  /** Attributes of the `<input>` itself (maxLength, enterKeyHint, inputMode, aria-describedby …). */
  htmlInput?: InputHTMLAttributes<HTMLInputElement> & Record<`data-${string}` | `aria-${string}`, string | undefined>;
};

/**
 * A one-line (or growing) outlined text field made of TextField's parts. TextField imports Select (and with it Menu,
 * Popover and Modal) for its `select` mode, which every list with a keyword field and every ledger form would
 * download (ADR 83).
 */
export function InputField({
  label,
  value,
  onChange,
  onBlur,
  id: givenId,
  placeholder,
  type = 'text',
  error,
  helperText,
  disabled,
  shrinkLabel,
  endAdornment,
  multiline,
  size = 'small',
  fullWidth,
  htmlInput,
}: InputFieldProps) {
  const madeId = useId();
  const id = givenId ?? madeId;
  const helperId = `${id}-helper-text`;
  // Undefined: the label and the outline's notch follow the field's focus and content, as TextField's do.
  const shrink = shrinkLabel || undefined;
  return (
    <FormControl size={size} fullWidth={fullWidth} error={error} disabled={disabled}>
      {label !== undefined && (
        <InputLabel htmlFor={id} shrink={shrink}>
          {label}
        </InputLabel>
      )}
      <OutlinedInput
        id={id}
        type={type}
        label={label}
        notched={shrink}
        value={value}
        onChange={onChange}
        onBlur={onBlur}
        placeholder={placeholder}
        endAdornment={endAdornment}
        multiline={multiline}
        inputProps={{ ...(helperText ? { 'aria-describedby': helperId } : {}), ...htmlInput }}
      />
      {helperText ? <FormHelperText id={helperId}>{helperText}</FormHelperText> : null}
    </FormControl>
  );
}
