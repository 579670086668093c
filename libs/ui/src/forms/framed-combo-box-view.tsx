import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import useAutocomplete from '@mui/material/useAutocomplete';
import { ComboButtons, ComboPopup } from './combo-popup';
import { CONTROL_SX, Frame } from './framed-field';
import type { FramedComboBoxProps } from './framed-combo-box';

export type FramedComboBoxViewProps<T> = FramedComboBoxProps<T> & {
  /** The input's id, the same as the field this one replaces. */
  id: string;
  /** The text, kept by FramedComboBox: what was typed before this loaded stays. */
  inputValue: string;
  onInputChange: NonNullable<FramedComboBoxProps<T>['onInputChange']>;
  /** Where the caret was in the field this one replaces, when that one had the focus (this one takes it), and whether its list was asked for. */
  handOver?: { caret?: { start: number; end: number }; open: boolean };
};

const asLabel = (option: unknown) => String(option);

/**
 * FramedComboBox once its list has loaded (a chunk of its own, framed-combo-box.tsx loads it when the box is reached
 * for): MUI's useAutocomplete — the keyboard, focus and ARIA of its Autocomplete — in the outlined frame on the
 * browser's own input, with the list drawn below the box by CSS.
 */
export function FramedComboBoxView<T>({
  id,
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
  frameLabel,
  frameSx,
  htmlInput,
  children,
  handOver,
}: FramedComboBoxViewProps<T>) {
  const [open, setOpen] = useState(handOver?.open ?? false);
  const root = useRef<HTMLDivElement>(null);
  const mounted = useRef(false);
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
    inputValue,
    onInputChange: (_event, text, reason) => {
      // On mounting, useAutocomplete sets the text to the chosen option's label (empty for none): that would drop what
      // was typed before this loaded.
      if (reason === 'reset' && !mounted.current) return;
      onInputChange(text, reason);
    },
    open,
    onOpen: () => setOpen(true),
    onClose: () => setOpen(false),
  });
  // The handed caret once, before the browser paints the new input.
  const handedCaret = useRef(handOver?.caret);
  useLayoutEffect(() => {
    const caret = handedCaret.current;
    handedCaret.current = undefined;
    const input = root.current?.querySelector('input');
    if (!caret || !input) return;
    input.focus();
    input.setSelectionRange(caret.start, caret.end);
  }, []);
  // After useAutocomplete's own effects of the first render (its reset above).
  useEffect(() => {
    mounted.current = true;
  }, []);

  return (
    <Box {...combobox.getRootProps()} ref={root} sx={[{ position: 'relative', minWidth: 0 }, ...(Array.isArray(sx) ? sx : [sx])]}>
      <Frame label={frameLabel ?? label} htmlFor={id} fullWidth sx={frameSx}>
        <Box component="input" type="text" {...htmlInput} {...combobox.getInputProps()} placeholder={placeholder} sx={CONTROL_SX} />
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.25, pr: 1, flexShrink: 0 }}>
          <ComboButtons combobox={combobox} />
        </Box>
      </Frame>
      {children}
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
