import type { ReactNode, Ref } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ClearIcon from '@mui/icons-material/Clear';
import { FRAMED_CONTROL_SX, Frame } from '@smes/ui';
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
 * (global-search-box.tsx). The browser's own input in the lists' outlined frame (@smes/ui's Frame), unlabelled: the
 * input names itself. MUI's field (InputBase, the outline, FormControl) is what forms draw, not a page with nothing to
 * fill in but this box.
 */
export function SearchField({ id, placeholder, inputProps, onClear, rootProps, rootRef, children }: SearchFieldProps) {
  return (
    <Box {...rootProps} ref={rootRef} sx={{ position: 'relative', flex: 1, minWidth: 0 }}>
      <Frame fullWidth sx={{ display: 'flex', bgcolor: 'background.paper', cursor: 'text', pr: onClear ? 0.75 : 0 }}>
        <Box
          component="input"
          id={id}
          type="text"
          placeholder={placeholder}
          {...inputProps}
          aria-label="搜索关键词"
          maxLength={SEARCH_KEYWORD_MAX_LENGTH}
          sx={FRAMED_CONTROL_SX}
        />
        {onClear ? (
          <IconButton onClick={onClear} size="small" tabIndex={-1} aria-label="清除" title="清除">
            <ClearIcon fontSize="small" />
          </IconButton>
        ) : null}
      </Frame>
      {children}
    </Box>
  );
}
