import { useId, useRef, useState, type ComponentType, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useNavigate } from 'react-router-dom';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import type { PaperProps } from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import SearchIcon from '@mui/icons-material/Search';
import { paths, withQuery } from '../../app/paths';
import { SearchField } from './search-field';
import type { SuggestingSearchFieldProps } from './suggesting-search-field';

export type GlobalSearchBoxProps = {
  /** The search landmark's name, e.g. 全站搜索. */
  label: string;
  placeholder: string;
  /** The keyword already searched for (the results page). */
  initialKeyword?: string;
  variant?: PaperProps['variant'];
  sx?: PaperProps['sx'];
};

type SuggestingField = ComponentType<SuggestingSearchFieldProps>;
/** The suggestions' field once loaded: a box mounted later (another page, a new keyword) starts with it. */
let loadedField: SuggestingField | undefined;
let loading: Promise<SuggestingField> | undefined;
function loadSuggestingField(): Promise<SuggestingField> {
  loading ??= import('./suggesting-search-field').then(
    (module) => (loadedField = module.SuggestingSearchField),
    (error: unknown) => {
      // Offline or a new build: the box still searches on Enter, and the next focus tries again.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * The portal's one search box: suggestions while typing (a combobox: arrow keys move through them, Enter
 * opens the highlighted one), and Enter or 搜索 opens 全站搜索 for what was typed. A suggestion that is an
 * item's title opens the item itself.
 *
 * The suggestions (MUI's useAutocomplete, the request, the list) load when the pointer reaches the box or it takes
 * the focus, not with the page: a visit that never searches does not download them, and a person reaching for the
 * box has them before the first key. Until then the field is the same combobox without a list, typing goes into it
 * and Enter searches; the field with suggestions takes over the text, the caret and the focus. It waits for the end
 * of a composition (pinyin being typed): replacing the input would drop it.
 */
export function GlobalSearchBox({ label, placeholder, initialKeyword = '', variant, sx }: GlobalSearchBoxProps) {
  const navigate = useNavigate();
  const [input, setInput] = useState(initialKeyword);
  const [Field, setField] = useState<SuggestingField | undefined>(() => loadedField);
  const [caret, setCaret] = useState<{ start: number; end: number }>();
  const id = useId();
  const plain = useRef<HTMLInputElement>(null);
  const composing = useRef(false);
  const waiting = useRef<SuggestingField>(undefined);

  const search = (keyword: string) => {
    const trimmed = keyword.trim();
    if (trimmed !== '') navigate(withQuery(paths.search, { keyword: trimmed }));
  };
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    search(input);
  };
  const takeOver = (loaded: SuggestingField) => {
    const element = plain.current;
    if (!element) return;
    if (composing.current) {
      waiting.current = loaded;
      return;
    }
    waiting.current = undefined;
    const focused = document.activeElement === element;
    const end = element.value.length;
    // One synchronous commit: no key can reach the old input between reading its caret and the new one taking it.
    flushSync(() => {
      setCaret(focused ? { start: element.selectionStart ?? end, end: element.selectionEnd ?? end } : undefined);
      setField(() => loaded);
    });
  };
  const load = () => {
    if (Field) return;
    loadSuggestingField().then(takeOver, () => undefined);
  };

  return (
    <Paper component="form" role="search" aria-label={label} onSubmit={handleSubmit} variant={variant} sx={sx}>
      <Stack direction="row" spacing={1}>
        {Field ? (
          <Field id={id} placeholder={placeholder} input={input} onInput={setInput} onSearch={search} caret={caret} />
        ) : (
          <SearchField
            id={id}
            placeholder={placeholder}
            rootProps={{ onPointerEnter: load }}
            // The attributes the field with suggestions has while its list is closed.
            inputProps={{
              ref: plain,
              value: input,
              role: 'combobox',
              'aria-autocomplete': 'list',
              'aria-expanded': false,
              autoComplete: 'off',
              autoCapitalize: 'none',
              spellCheck: false,
              onFocus: load,
              onChange: (event) => {
                setInput(event.target.value);
                load();
              },
              onCompositionStart: () => {
                composing.current = true;
              },
              onCompositionEnd: () => {
                composing.current = false;
                // After the composition's last input event, which some browsers send after this one.
                setTimeout(() => {
                  if (waiting.current) takeOver(waiting.current);
                }, 0);
              },
            }}
            onClear={
              input === ''
                ? undefined
                : () => {
                    setInput('');
                    plain.current?.focus();
                  }
            }
          />
        )}
        <Button type="submit" variant="contained" startIcon={<SearchIcon />} sx={{ flexShrink: 0 }}>
          搜索
        </Button>
      </Stack>
    </Paper>
  );
}
