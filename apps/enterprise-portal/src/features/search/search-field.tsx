import type { ReactNode, Ref } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { alpha, type Theme } from '@mui/material/styles';
import ClearIcon from '@mui/icons-material/Clear';
import { PORTAL_QUERY_LIMITS } from '@smes/contract-types';
import { CARE_TOUCH_TARGET_PX, useCareMode } from '@smes/ui';

// The contract's keyword limit, read here rather than from search-areas.ts (which has it too): that module's area
// labels, hit links and address parsing would come with it to every page with the search box, /home first (ADR 129).
const SEARCH_KEYWORD_MAX_LENGTH = PORTAL_QUERY_LIMITS.globalSearch.keyword.maxLength;

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
 * The small outlined field's look (MUI's OutlinedInput) on the browser's own input: its outline, darker under the
 * pointer, the primary colour two pixels wide with the focus; its padding, line height and placeholder. The outline is
 * drawn inside the box (as OutlinedInput's is), so it adds nothing to the field's height.
 */
const outline = (width: number, colour: (theme: Theme) => string) => (theme: Theme) => `inset 0 0 0 ${width}px ${colour(theme)}`;
const FRAME_SX = {
  display: 'flex',
  alignItems: 'center',
  borderRadius: 1,
  boxShadow: outline(1, (theme) => alpha(theme.palette.text.primary, 0.23)),
  bgcolor: 'background.paper',
  color: 'text.primary',
  typography: 'body1',
  cursor: 'text',
  '&:hover': { boxShadow: outline(1, (theme) => theme.palette.text.primary) },
  '&:focus-within': { boxShadow: outline(2, (theme) => theme.palette.primary.main) },
} as const;
const INPUT_SX = {
  flex: 1,
  minWidth: 0,
  m: 0,
  border: 0,
  // The box's 2 px primary ring (focus-within above) is the focus ring: no second one from the page's `:focus-visible`.
  outline: 0,
  '&:focus-visible': { outline: 0 },
  bgcolor: 'transparent',
  color: 'inherit',
  font: 'inherit',
  letterSpacing: 'inherit',
  lineHeight: '1.4375em',
  py: 1.0625,
  px: 1.75,
  '&::placeholder': { color: 'currentColor', opacity: 0.42 },
} as const;

/**
 * The global search box's keyword field, the same before and after its suggestions have loaded
 * (global-search-box.tsx). The browser's own input in the outlined field's look: MUI's field (InputBase, the outline,
 * FormControl) is what lists and forms draw, not a page with nothing to fill in but this box.
 */
export function SearchField({ id, placeholder, inputProps, onClear, rootProps, rootRef, children }: SearchFieldProps) {
  const { careMode } = useCareMode();
  return (
    <Box {...rootProps} ref={rootRef} sx={{ position: 'relative', flex: 1, minWidth: 0 }}>
      <Box sx={{ ...FRAME_SX, minHeight: careMode ? CARE_TOUCH_TARGET_PX : undefined, pr: onClear ? 0.75 : 0 }}>
        <Box
          component="input"
          id={id}
          type="text"
          placeholder={placeholder}
          {...inputProps}
          aria-label="搜索关键词"
          maxLength={SEARCH_KEYWORD_MAX_LENGTH}
          sx={INPUT_SX}
        />
        {onClear ? (
          <IconButton onClick={onClear} size="small" tabIndex={-1} aria-label="清除" title="清除">
            <ClearIcon fontSize="small" />
          </IconButton>
        ) : null}
      </Box>
      {children}
    </Box>
  );
}
