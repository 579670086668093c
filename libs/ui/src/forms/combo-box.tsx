import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputAdornment from '@mui/material/InputAdornment';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { SxProps, Theme } from '@mui/material/styles';
import useAutocomplete from '@mui/material/useAutocomplete';
import { ComboButtons, ComboPopup } from './combo-popup';

export type ComboBoxProps<T> = {
  label: string;
  options: readonly T[];
  /** The chosen option, null for none. */
  value: T | null;
  onChange: (value: T | null) => void;
  getOptionLabel?: (option: T) => string;
  isOptionEqualToValue?: (option: T, value: T) => boolean;
  /** Options with the same group stand under one heading, in the order given. */
  groupBy?: (option: T) => string;
  /** The text typed, when the screen keeps it (e.g. to empty the box after each pick). */
  inputValue?: string;
  onInputChange?: (value: string, reason: 'input' | 'reset' | 'clear' | 'blur' | 'selectOption' | 'removeOption') => void;
  noOptionsText: string;
  loading?: boolean;
  loadingText?: string;
  placeholder?: string;
  required?: boolean;
  error?: boolean;
  helperText?: ReactNode;
  size?: 'small' | 'medium';
  sx?: SxProps<Theme>;
};

const asLabel = (option: unknown) => String(option);

/**
 * A text box that filters a list to choose one option from (a combobox: type any part of an option's label, arrow keys
 * move through the list, Enter chooses, Escape closes, 清除 empties it). Built on MUI's `useAutocomplete` — the
 * keyboard, focus and ARIA of its Autocomplete — with the list drawn below the box by CSS: the Autocomplete component
 * brings Popper and its positioning engine to every screen that has one, bytes no screen here needs.
 */
export function ComboBox<T>({
  label,
  options,
  value,
  onChange,
  getOptionLabel = asLabel,
  isOptionEqualToValue,
  groupBy,
  inputValue,
  onInputChange,
  noOptionsText,
  loading = false,
  loadingText = '正在加载…',
  placeholder,
  required,
  error,
  helperText,
  size = 'medium',
  sx,
}: ComboBoxProps<T>) {
  const id = useId();
  const helperId = `${id}-helper`;
  const combobox = useAutocomplete<T, false, false, false>({
    id,
    componentName: 'ComboBox',
    options,
    value,
    onChange: (_event, chosen) => onChange(chosen),
    getOptionLabel,
    isOptionEqualToValue,
    // useAutocomplete's types pair groupBy with grouped results; the list below reads either shape.
    ...(groupBy ? ({ groupBy } as object) : {}),
    ...(inputValue === undefined ? {} : { inputValue }),
    ...(onInputChange ? { onInputChange: (_event, text, reason) => onInputChange(text, reason) } : {}),
  });
  const inputProps = combobox.getInputProps();

  return (
    <Box {...combobox.getRootProps()} sx={[{ position: 'relative', minWidth: 0 }, ...(Array.isArray(sx) ? sx : [sx])]}>
      {/* TextField's parts without TextField, whose `select` mode imports Select, Menu, Popover and Modal. */}
      <FormControl size={size} fullWidth required={required} error={error} focused={combobox.focused || undefined}>
        <InputLabel {...combobox.getInputLabelProps()} shrink={combobox.focused || combobox.dirty || Boolean(inputProps.value) || Boolean(placeholder)}>
          {label}
        </InputLabel>
        <OutlinedInput
          size={size}
          fullWidth
          label={label}
          notched={combobox.focused || combobox.dirty || Boolean(inputProps.value) || Boolean(placeholder)}
          id={inputProps.id}
          placeholder={placeholder}
          inputProps={{ ...inputProps, 'aria-describedby': helperText ? helperId : undefined }}
          sx={{ pr: 1 }}
          endAdornment={
            <InputAdornment position="end" sx={{ gap: 0.25 }}>
              <ComboButtons combobox={combobox} />
            </InputAdornment>
          }
        />
        {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
      </FormControl>
      <ComboPopup
        combobox={combobox}
        id={id}
        getOptionLabel={getOptionLabel}
        groupBy={groupBy}
        noOptionsText={noOptionsText}
        loading={loading}
        loadingText={loadingText}
      />
    </Box>
  );
}
