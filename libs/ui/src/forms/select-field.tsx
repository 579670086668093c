import { useId, type ReactNode } from 'react';
import { useShownChoice } from './use-shown-choice';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { SxProps, Theme } from '@mui/material/styles';

export type SelectFieldOption = { value: string; label: string; disabled?: boolean };

export type SelectFieldProps = {
  label: string;
  /** The chosen option's value; `''` is the first option when `emptyLabel` is given. */
  value: string;
  options: readonly SelectFieldOption[];
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** An option with the value `''` before the others (全部状态, 全部省份, 请选择 …). */
  emptyLabel?: string;
  /** The select's id (a form's error summary links to it); one is made up otherwise. */
  id?: string;
  error?: boolean;
  /** Below the box and the select's description: the message, or a hint. */
  helperText?: ReactNode;
  size?: 'small' | 'medium';
  fullWidth?: boolean;
  disabled?: boolean;
  /** Marks the label with an asterisk and the select aria-required; the form's rules, not the browser's bubble, report it. */
  required?: boolean;
  sx?: SxProps<Theme>;
};

/**
 * A labelled one-option picker drawn as the browser's own `<select>` in the outlined field's frame: the phone's
 * picker, the keyboard's arrows and type-to-find come with it, and it fetches no menu, popover or modal (MUI's
 * Select imports all three; ADR 83). The label stays above the value, as a select always shows one.
 */
export function SelectField({
  label,
  value,
  options,
  onChange,
  onBlur,
  emptyLabel,
  id: givenId,
  error,
  helperText,
  size = 'small',
  fullWidth,
  disabled,
  required,
  sx,
}: SelectFieldProps) {
  const madeId = useId();
  const id = givenId ?? madeId;
  const helperId = `${id}-helper-text`;
  const [chosen, setChosen] = useShownChoice(value);
  return (
    <FormControl size={size} fullWidth={fullWidth} disabled={disabled} error={error} required={required} sx={sx}>
      <InputLabel htmlFor={id} shrink>
        {label}
      </InputLabel>
      <NativeSelect
        input={<OutlinedInput label={label} notched />}
        inputProps={{
          id,
          ...(helperText ? { 'aria-describedby': helperId } : {}),
          ...(required ? { required: false, 'aria-required': true } : {}),
        }}
        value={chosen}
        onChange={(event) => {
          setChosen(event.target.value);
          onChange(event.target.value);
        }}
        onBlur={onBlur}
      >
        {emptyLabel !== undefined && <option value="">{emptyLabel}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
      {helperText ? <FormHelperText id={helperId}>{helperText}</FormHelperText> : null}
    </FormControl>
  );
}
