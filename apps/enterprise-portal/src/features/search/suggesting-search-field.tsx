import { useLayoutEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import useAutocomplete from '@mui/material/useAutocomplete';
import { useGlobalSearchSuggestions, type GlobalSearchSuggestion } from '@smes/api';
import { COMBO_LISTBOX_SX, COMBO_OPTION_SX, COMBO_POPUP_SX } from '@smes/ui';
import { HighlightedText } from '../../shared/display/highlighted-text';
import { SearchField } from './search-field';
import { SEARCH_AREA_LABELS, searchHitLink } from './search-areas';
import { useDebouncedValue } from './use-debounced-value';

/** Typing pauses this long before suggestions are asked for. */
export const SUGGEST_DEBOUNCE_MS = 250;

export type SuggestingSearchFieldProps = {
  id: string;
  placeholder: string;
  /** What is typed: the box owns it, so nothing typed before the suggestions loaded is lost. */
  input: string;
  onInput: (value: string) => void;
  /** Searches 全站搜索 for a keyword. */
  onSearch: (keyword: string) => void;
  /** Where the caret was in the field this one replaces, when that one had the focus: this one takes it. */
  caret?: { start: number; end: number };
};

/**
 * The global search box's field with suggestions (a chunk of its own, loaded by global-search-box.tsx when the box is
 * reached for). Built on MUI's `useAutocomplete` (the keyboard, focus and ARIA of its Autocomplete) with the list drawn
 * below the box by CSS. MUI 9's Autocomplete component reads its box's width on every render to size its popup, and
 * on the home page that first read forced the layout of the whole page inside React's commit: the longest task of the
 * page's load (Total Blocking Time).
 */
export function SuggestingSearchField({ id, placeholder, input, onInput, onSearch, caret }: SuggestingSearchFieldProps) {
  const navigate = useNavigate();
  // Suggestions wait for a pause in typing from the moment this field is there, the text it took over included.
  const typed = useDebouncedValue(input.trim(), SUGGEST_DEBOUNCE_MS, '');
  const suggestions = useGlobalSearchSuggestions(typed);
  const options = input.trim() === '' ? [] : (suggestions.data ?? []);
  // Taking over while the person types, the list opens as it would have on their last key.
  const [open, setOpen] = useState(caret !== undefined && input.trim() !== '');
  const root = useRef<HTMLDivElement>(null);
  // Only the field this one replaced hands over its caret, once: later values of the prop are not a hand-over.
  const handedCaret = useRef(caret);

  const choose = (suggestion: GlobalSearchSuggestion) => {
    const link = suggestion.area && suggestion.id ? searchHitLink(suggestion.area, suggestion.id) : undefined;
    if (link) navigate(link);
    else onSearch(suggestion.text);
  };

  const combobox = useAutocomplete<GlobalSearchSuggestion, false, false, true>({
    id,
    componentName: 'GlobalSearchBox',
    freeSolo: true,
    options,
    // The server already chose and ordered them.
    filterOptions: (all) => all,
    getOptionLabel: (option) => (typeof option === 'string' ? option : option.text),
    getOptionKey: (option) => (typeof option === 'string' ? option : `${option.area ?? 'term'}-${option.id ?? option.text}`),
    inputValue: input,
    onInputChange: (_event, value) => onInput(value),
    open,
    onOpen: () => setOpen(true),
    onClose: () => setOpen(false),
    onChange: (_event, value, reason) => {
      // A typed keyword (Enter without a highlighted suggestion) is the form's submit.
      if (reason === 'selectOption' && value !== null && typeof value !== 'string') choose(value);
    },
  });

  useLayoutEffect(() => {
    const field = root.current?.querySelector('input');
    const handed = handedCaret.current;
    if (!handed || !field) return;
    field.focus();
    field.setSelectionRange(handed.start, handed.end);
  }, []);

  const shown = combobox.groupedOptions as GlobalSearchSuggestion[];
  const loading = combobox.popupOpen && suggestions.isFetching && shown.length === 0 && input.trim() !== '';
  const inputProps = combobox.getInputProps();

  return (
    <SearchField
      id={inputProps.id}
      placeholder={placeholder}
      rootRef={root}
      rootProps={combobox.getRootProps()}
      inputProps={inputProps}
      onClear={combobox.dirty ? combobox.getClearProps().onClick : undefined}
    >
      {shown.length > 0 || loading ? (
        <Paper elevation={8} sx={COMBO_POPUP_SX}>
          {shown.length > 0 ? (
            <Box component="ul" {...combobox.getListboxProps()} sx={COMBO_LISTBOX_SX}>
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
    </SearchField>
  );
}
