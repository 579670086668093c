import { useId } from 'react';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import useAutocomplete from '@mui/material/useAutocomplete';
import { ComboButtons, ComboPopup } from './combo-popup';
import { CONTROL_SX, Frame } from './framed-field';

export type FramedComboBoxProps<T> = {
  label: string;
  /** Shown while the box is empty; the label always stands in the outline's notch (the small outlined look). */
  placeholder: string;
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
  sx?: SxProps<Theme>;
};

const asLabel = (option: unknown) => String(option);

/**
 * ComboBox (type part of an option's label, arrow keys, Enter, Escape, 清除) in the small outlined frame on the
 * browser's own input, as the lists' keyword box and filters are (FramedInput, ADR 92): a list or a comparison that
 * filters with it fetches MUI's useAutocomplete, not the fields' parts (InputBase, OutlinedInput, FormControl,
 * InputLabel, InputAdornment: about 8 KiB). For a required field with an error and help text use ComboBox.
 */
export function FramedComboBox<T>({
  label,
  placeholder,
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
  sx,
}: FramedComboBoxProps<T>) {
  const id = useId();
  const combobox = useAutocomplete<T, false, false, false>({
    id,
    componentName: 'FramedComboBox',
    options,
    value,
    onChange: (_event, chosen) => onChange(chosen),
    getOptionLabel,
    isOptionEqualToValue,
    // useAutocomplete's types pair groupBy with grouped results; the list reads either shape.
    ...(groupBy ? ({ groupBy } as object) : {}),
    ...(inputValue === undefined ? {} : { inputValue }),
    ...(onInputChange ? { onInputChange: (_event, text, reason) => onInputChange(text, reason) } : {}),
  });

  return (
    <Box {...combobox.getRootProps()} sx={[{ position: 'relative', minWidth: 0 }, ...(Array.isArray(sx) ? sx : [sx])]}>
      <Frame label={label} htmlFor={id} fullWidth>
        <Box component="input" type="text" {...combobox.getInputProps()} placeholder={placeholder} sx={CONTROL_SX} />
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.25, pr: 1, flexShrink: 0 }}>
          <ComboButtons combobox={combobox} />
        </Box>
      </Frame>
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
