import { Fragment, useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import Paper from '@mui/material/Paper';
import type { SxProps, Theme } from '@mui/material/styles';
import useAutocomplete from '@mui/material/useAutocomplete';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import ClearIcon from '@mui/icons-material/Clear';
import { COMBO_LISTBOX_SX, COMBO_OPTION_SX, COMBO_POPUP_SX } from './combo-list';

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
  const { popupOpen } = combobox;
  const groups = (groupBy ? combobox.groupedOptions : [{ key: 0, group: '', options: combobox.groupedOptions, index: 0 }]) as {
    key: number;
    group: string;
    options: T[];
    index: number;
  }[];
  const shown = combobox.groupedOptions.length;
  const message = loading && shown === 0 ? loadingText : shown === 0 ? noOptionsText : null;

  const renderOption = (option: T, index: number) => {
    const { key, ...optionProps } = combobox.getOptionProps({ option, index });
    return (
      <Box
        component="li"
        key={key}
        {...optionProps}
        sx={{ ...COMBO_OPTION_SX, overflowWrap: 'anywhere', '&[aria-selected="true"]': { bgcolor: 'action.selected' } }}
      >
        {getOptionLabel(option)}
      </Box>
    );
  };

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
              {combobox.dirty && (
                <IconButton onClick={combobox.getClearProps().onClick} size="small" tabIndex={-1} aria-label="清除" title="清除">
                  <ClearIcon fontSize="small" />
                </IconButton>
              )}
              <IconButton
                onClick={combobox.getPopupIndicatorProps().onClick}
                size="small"
                tabIndex={-1}
                aria-label={popupOpen ? '收起' : '展开'}
                title={popupOpen ? '收起' : '展开'}
                sx={{ transform: popupOpen ? 'rotate(180deg)' : undefined }}
              >
                <ArrowDropDownIcon />
              </IconButton>
            </InputAdornment>
          }
        />
        {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
      </FormControl>
      {popupOpen && (
        <Paper elevation={8} sx={COMBO_POPUP_SX}>
          {message !== null ? (
            <Box role={loading ? 'status' : undefined} sx={{ px: 2, py: 1.5, color: 'text.secondary', typography: 'body2' }}>
              {message}
            </Box>
          ) : (
            <Box component="ul" {...combobox.getListboxProps()} sx={COMBO_LISTBOX_SX}>
              {groups.map((group) =>
                groupBy ? (
                  <Box component="li" key={group.key} role="presentation">
                    <Box
                      id={`${id}-group-${group.key}`}
                      sx={{ position: 'sticky', top: -8, px: 2, py: 0.75, bgcolor: 'background.paper', color: 'text.secondary', typography: 'body2', fontWeight: 500 }}
                    >
                      {group.group}
                    </Box>
                    <Box component="ul" role="group" aria-labelledby={`${id}-group-${group.key}`} sx={{ listStyle: 'none', m: 0, p: 0 }}>
                      {group.options.map((option, offset) => renderOption(option, group.index + offset))}
                    </Box>
                  </Box>
                ) : (
                  <Fragment key={group.key}>{group.options.map((option, offset) => renderOption(option, offset))}</Fragment>
                ),
              )}
            </Box>
          )}
        </Paper>
      )}
    </Box>
  );
}
