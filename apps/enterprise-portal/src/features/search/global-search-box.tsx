import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import OutlinedInput from '@mui/material/OutlinedInput';
import Paper from '@mui/material/Paper';
import type { PaperProps } from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useAutocomplete from '@mui/material/useAutocomplete';
import ClearIcon from '@mui/icons-material/Clear';
import SearchIcon from '@mui/icons-material/Search';
import { useGlobalSearchSuggestions, type GlobalSearchSuggestion } from '@smes/api';
import { COMBO_LISTBOX_SX, COMBO_OPTION_SX, COMBO_POPUP_SX } from '@smes/ui';
import { paths, withQuery } from '../../app/paths';
import { HighlightedText } from '../../shared/display/highlighted-text';
import { SEARCH_AREA_LABELS, SEARCH_KEYWORD_MAX_LENGTH, searchHitLink } from './search-areas';
import { useDebouncedValue } from './use-debounced-value';

/** Typing pauses this long before suggestions are asked for. */
export const SUGGEST_DEBOUNCE_MS = 250;

export type GlobalSearchBoxProps = {
  /** The search landmark's name, e.g. 全站搜索. */
  label: string;
  placeholder: string;
  /** The keyword already searched for (the results page). */
  initialKeyword?: string;
  variant?: PaperProps['variant'];
  sx?: PaperProps['sx'];
};

/**
 * The portal's one search box: suggestions while typing (a combobox: arrow keys move through them, Enter
 * opens the highlighted one), and Enter or 搜索 opens 全站搜索 for what was typed. A suggestion that is an
 * item's title opens the item itself.
 *
 * Built on MUI's `useAutocomplete` (the keyboard, focus and ARIA of its Autocomplete) with the list drawn
 * below the box by CSS. MUI 9's Autocomplete component reads its box's width on every render to size its
 * popup, and on the home page that first read forced the layout of the whole page inside React's commit:
 * the longest task of the page's load (Total Blocking Time).
 */
export function GlobalSearchBox({ label, placeholder, initialKeyword = '', variant, sx }: GlobalSearchBoxProps) {
  const navigate = useNavigate();
  const [input, setInput] = useState(initialKeyword);
  const typed = useDebouncedValue(input.trim(), SUGGEST_DEBOUNCE_MS);
  const suggestions = useGlobalSearchSuggestions(typed);
  const options = input.trim() === '' ? [] : (suggestions.data ?? []);

  const search = (keyword: string) => {
    const trimmed = keyword.trim();
    if (trimmed !== '') navigate(withQuery(paths.search, { keyword: trimmed }));
  };
  const open = (suggestion: GlobalSearchSuggestion) => {
    const link = suggestion.area && suggestion.id ? searchHitLink(suggestion.area, suggestion.id) : undefined;
    if (link) navigate(link);
    else search(suggestion.text);
  };
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    search(input);
  };

  const combobox = useAutocomplete<GlobalSearchSuggestion, false, false, true>({
    componentName: 'GlobalSearchBox',
    freeSolo: true,
    options,
    // The server already chose and ordered them.
    filterOptions: (all) => all,
    getOptionLabel: (option) => (typeof option === 'string' ? option : option.text),
    getOptionKey: (option) => (typeof option === 'string' ? option : `${option.area ?? 'term'}-${option.id ?? option.text}`),
    inputValue: input,
    onInputChange: (_event, value) => setInput(value),
    onChange: (_event, value, reason) => {
      // A typed keyword (Enter without a highlighted suggestion) is the form's submit.
      if (reason === 'selectOption' && value !== null && typeof value !== 'string') open(value);
    },
  });
  const shown = combobox.groupedOptions as GlobalSearchSuggestion[];
  const loading = combobox.popupOpen && suggestions.isFetching && shown.length === 0 && input.trim() !== '';
  const inputProps = combobox.getInputProps();

  return (
    <Paper component="form" role="search" aria-label={label} onSubmit={handleSubmit} variant={variant} sx={sx}>
      <Stack direction="row" spacing={1}>
        <Box {...combobox.getRootProps()} sx={{ position: 'relative', flex: 1, minWidth: 0 }}>
          {/* TextField's parts without TextField: it imports Select (and with it Menu, Popover and Modal) for its
              `select` mode, which every page with this box would download. */}
          <FormControl size="small" fullWidth>
            <OutlinedInput
              size="small"
              fullWidth
              id={inputProps.id}
              placeholder={placeholder}
              inputProps={{ ...inputProps, 'aria-label': '搜索关键词', maxLength: SEARCH_KEYWORD_MAX_LENGTH }}
              endAdornment={
                combobox.dirty ? (
                  <InputAdornment position="end">
                    <IconButton onClick={combobox.getClearProps().onClick} size="small" edge="end" tabIndex={-1} aria-label="清除" title="清除">
                      <ClearIcon fontSize="small" />
                    </IconButton>
                  </InputAdornment>
                ) : undefined
              }
            />
          </FormControl>
          {shown.length > 0 || loading ? (
            <Paper elevation={8} sx={COMBO_POPUP_SX}>
              {shown.length > 0 ? (
                <Box
                  component="ul"
                  {...combobox.getListboxProps()}
                  sx={COMBO_LISTBOX_SX}
                >
                  {shown.map((option, index) => {
                    const { key, ...optionProps } = combobox.getOptionProps({ option, index });
                    return (
                      <Box
                        component="li"
                        key={key}
                        {...optionProps}
                        sx={{ ...COMBO_OPTION_SX, display: 'flex', gap: 1, justifyContent: 'space-between', alignItems: 'baseline' }}
                      >
                        <Box component="span" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                          <HighlightedText segments={option.segments} />
                        </Box>
                        <Typography component="span" variant="caption" color="text.secondary" sx={{ flexShrink: 0 }}>
                          {option.area ? SEARCH_AREA_LABELS[option.area] : '搜索词'}
                        </Typography>
                      </Box>
                    );
                  })}
                </Box>
              ) : (
                <Typography role="status" color="text.secondary" sx={{ px: 2, py: 1.5 }}>
                  正在联想…
                </Typography>
              )}
            </Paper>
          ) : null}
        </Box>
        <Button type="submit" variant="contained" startIcon={<SearchIcon />} sx={{ flexShrink: 0 }}>
          搜索
        </Button>
      </Stack>
    </Paper>
  );
}
