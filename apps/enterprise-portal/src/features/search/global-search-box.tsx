import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import type { PaperProps } from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';
import { useGlobalSearchSuggestions, type GlobalSearchSuggestion } from '@smes/api';
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

  return (
    <Paper component="form" role="search" aria-label={label} onSubmit={handleSubmit} variant={variant} sx={sx}>
      <Stack direction="row" spacing={1}>
        <Autocomplete
          freeSolo
          fullWidth
          size="small"
          options={options}
          // The server already chose and ordered them.
          filterOptions={(all) => all}
          getOptionLabel={(option) => (typeof option === 'string' ? option : option.text)}
          getOptionKey={(option) => (typeof option === 'string' ? option : `${option.area ?? 'term'}-${option.id ?? option.text}`)}
          inputValue={input}
          onInputChange={(_event, value) => setInput(value)}
          onChange={(_event, value, reason) => {
            // A typed keyword (Enter without a highlighted suggestion) is the form's submit.
            if (reason === 'selectOption' && value !== null && typeof value !== 'string') open(value);
          }}
          loading={suggestions.isFetching && options.length === 0}
          loadingText="正在联想…"
          clearText="清除"
          renderOption={({ key, ...props }, option) => (
            <Box component="li" key={key} {...props} sx={{ display: 'flex', gap: 1, justifyContent: 'space-between', alignItems: 'baseline' }}>
              <Box component="span" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                <HighlightedText segments={option.segments} />
              </Box>
              <Typography component="span" variant="caption" color="text.secondary" sx={{ flexShrink: 0 }}>
                {option.area ? SEARCH_AREA_LABELS[option.area] : '搜索词'}
              </Typography>
            </Box>
          )}
          renderInput={(params) => (
            <TextField
              {...params}
              placeholder={placeholder}
              slotProps={{
                ...params.slotProps,
                htmlInput: { ...params.slotProps.htmlInput, 'aria-label': '搜索关键词', maxLength: SEARCH_KEYWORD_MAX_LENGTH },
              }}
            />
          )}
        />
        <Button type="submit" variant="contained" startIcon={<SearchIcon />} sx={{ flexShrink: 0 }}>
          搜索
        </Button>
      </Stack>
    </Paper>
  );
}
