import { useId, useRef, useState, type ComponentType, type InputHTMLAttributes, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import IconButton from '@mui/material/IconButton';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import ClearIcon from '@mui/icons-material/Clear';
import { CONTROL_SX, Frame } from './framed-field';
import type { ComboBoxProps } from './combo-box';
import type { FramedComboBoxViewProps } from './framed-combo-box-view';

/** ComboBox's props but a required field's (required, error, helperText: use ComboBox for those) and its size. */
export type FramedComboBoxProps<T> = Omit<ComboBoxProps<T>, 'placeholder' | 'required' | 'error' | 'helperText' | 'size'> & {
  /** Shown while the box is empty; the label always stands in the outline's notch (the small outlined look). */
  placeholder: string;
  /** What the notch shows when it is more than the label (a required field's asterisk); `label` stays the name. */
  frameLabel?: ReactNode;
  /** The frame's own sx (an error's colours); `sx` is the box around the frame and what follows it. */
  frameSx?: SxProps<Theme>;
  /** Attributes of the input itself (`aria-invalid`, `aria-describedby`, `aria-required`). */
  htmlInput?: InputHTMLAttributes<HTMLInputElement>;
  /** Below the frame: a form's message or hint (PlainComboField). */
  children?: ReactNode;
};

type View = ComponentType<FramedComboBoxViewProps<never>>;
/** The box with its list once loaded: a box mounted later (another screen, another filter) starts with it. */
let loadedView: View | undefined;
let loading: Promise<View> | undefined;
function loadView(): Promise<View> {
  loading ??= import('./framed-combo-box-view').then(
    (module) => (loadedView = module.FramedComboBoxView as View),
    (error: unknown) => {
      // Offline or a new build: the box keeps what is typed, and the next focus tries again.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

const asLabel = (option: unknown) => String(option);

/**
 * ComboBox (type part of an option's label, arrow keys, Enter, Escape, 清除) in the small outlined frame on the
 * browser's own input, as the lists' keyword box and filters are (FramedInput, ADR 92): a screen that filters with
 * it fetches neither MUI's field parts (InputBase, OutlinedInput, FormControl, InputLabel, InputAdornment) nor, until
 * the box is reached for, its list (MUI's useAutocomplete, the options' popup: about 7 KiB, ADR 96).
 *
 * The list loads when the pointer reaches the box or it takes the focus (the global search box's way, ADR 88). Until
 * then the box is the same combobox with its list closed: what is typed stays, and the box with the list takes over
 * the text, the caret and the focus, opened if it was clicked, typed in or an arrow key pressed. It waits for the end of a composition
 * (pinyin being typed): replacing the input would drop it. For a required field with an error and help text use ComboBox.
 */
export function FramedComboBox<T>(props: FramedComboBoxProps<T>) {
  const { label, placeholder, value, onChange, getOptionLabel = asLabel, inputValue, onInputChange, sx, frameLabel, frameSx, htmlInput, children } = props;
  const id = useId();
  const [Loaded, setLoaded] = useState<View | undefined>(() => loadedView);
  const [handOver, setHandOver] = useState<FramedComboBoxViewProps<T>['handOver']>();
  // The text when the screen does not keep it: null until typed, the chosen option's label until then.
  const [own, setOwn] = useState<string | null>(null);
  const plain = useRef<HTMLInputElement>(null);
  const asked = useRef(false);
  const composing = useRef(false);
  const waiting = useRef<View>(undefined);
  const text = inputValue ?? own ?? (value === null ? '' : getOptionLabel(value));
  const handleInput: NonNullable<FramedComboBoxProps<T>['onInputChange']> = (next, reason) => {
    setOwn(next);
    onInputChange?.(next, reason);
  };

  const takeOver = (view: View) => {
    const element = plain.current;
    if (!element) return;
    if (composing.current) {
      waiting.current = view;
      return;
    }
    waiting.current = undefined;
    const focused = document.activeElement === element;
    const end = element.value.length;
    // One synchronous commit: no key reaches the old input between reading its caret and the new one taking it.
    flushSync(() => {
      setHandOver({
        caret: focused ? { start: element.selectionStart ?? end, end: element.selectionEnd ?? end } : undefined,
        open: focused && asked.current,
      });
      setLoaded(() => view);
    });
  };
  const load = () => {
    if (!Loaded) loadView().then(takeOver, () => undefined);
  };

  if (Loaded) {
    const View = Loaded as unknown as ComponentType<FramedComboBoxViewProps<T>>;
    return <View {...props} id={id} inputValue={text} onInputChange={handleInput} handOver={handOver} />;
  }
  return (
    <Box onPointerEnter={load} sx={[{ position: 'relative', minWidth: 0 }, ...(Array.isArray(sx) ? sx : [sx])]}>
      <Frame label={frameLabel ?? label} htmlFor={id} fullWidth sx={frameSx}>
        {/* The attributes the box with its list has while the list is closed. */}
        <Box
          component="input"
          {...htmlInput}
          ref={plain}
          id={id}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={false}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          value={text}
          placeholder={placeholder}
          onFocus={load}
          onMouseDown={() => {
            asked.current = true;
          }}
          onKeyDown={(event: React.KeyboardEvent<HTMLInputElement>) => {
            // The arrows open the list, as they do once it has loaded.
            if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
              event.preventDefault();
              asked.current = true;
              load();
            }
          }}
          onChange={(event: React.ChangeEvent<HTMLInputElement>) => {
            asked.current = true;
            handleInput(event.target.value, 'input');
            load();
          }}
          onCompositionStart={() => {
            composing.current = true;
          }}
          onCompositionEnd={() => {
            composing.current = false;
            // After the composition's last input event, which some browsers send after this one.
            setTimeout(() => {
              if (waiting.current) takeOver(waiting.current);
            }, 0);
          }}
          sx={CONTROL_SX}
        />
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.25, pr: 1, flexShrink: 0 }}>
          {value !== null && (
            <IconButton
              size="small"
              tabIndex={-1}
              aria-label="清除"
              title="清除"
              onClick={() => {
                handleInput('', 'clear');
                onChange(null);
              }}
            >
              <ClearIcon fontSize="small" />
            </IconButton>
          )}
          <IconButton
            size="small"
            tabIndex={-1}
            aria-label="展开"
            title="展开"
            onClick={() => {
              asked.current = true;
              plain.current?.focus();
            }}
          >
            <ArrowDropDownIcon />
          </IconButton>
        </Box>
      </Frame>
      {children}
    </Box>
  );
}
