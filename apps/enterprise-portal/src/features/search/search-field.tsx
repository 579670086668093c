import type { ReactNode, Ref } from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import OutlinedInput from '@mui/material/OutlinedInput';
import ClearIcon from '@mui/icons-material/Clear';
import { SEARCH_KEYWORD_MAX_LENGTH } from './search-areas';

/** What the keyword's input carries: its value and handlers, and its combobox attributes. */
export type SearchInputProps = React.InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> };

export type SearchFieldProps = {
  id?: string;
  placeholder: string;
  inputProps: SearchInputProps;
  /** Shows 清除 and what it does; nothing to clear, no button. */
  onClear?: (event: React.MouseEvent<HTMLButtonElement>) => void;
  rootProps?: React.HTMLAttributes<HTMLDivElement>;
  rootRef?: Ref<HTMLDivElement>;
  /** The suggestions' popup, drawn below the box. */
  children?: ReactNode;
};

/**
 * The global search box's keyword field, the same before and after its suggestions have loaded
 * (global-search-box.tsx): TextField's parts without TextField, which imports Select (and with it Menu, Popover and
 * Modal) for its `select` mode, which every page with this box would download.
 */
export function SearchField({ id, placeholder, inputProps, onClear, rootProps, rootRef, children }: SearchFieldProps) {
  return (
    <Box {...rootProps} ref={rootRef} sx={{ position: 'relative', flex: 1, minWidth: 0 }}>
      <FormControl size="small" fullWidth>
        <OutlinedInput
          size="small"
          fullWidth
          id={id}
          placeholder={placeholder}
          inputProps={{ ...inputProps, 'aria-label': '搜索关键词', maxLength: SEARCH_KEYWORD_MAX_LENGTH }}
          endAdornment={
            onClear ? (
              <InputAdornment position="end">
                <IconButton onClick={onClear} size="small" edge="end" tabIndex={-1} aria-label="清除" title="清除">
                  <ClearIcon fontSize="small" />
                </IconButton>
              </InputAdornment>
            ) : undefined
          }
        />
      </FormControl>
      {children}
    </Box>
  );
}
