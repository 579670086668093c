import { Fragment } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import type { UseAutocompleteReturnValue } from '@mui/material/useAutocomplete';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import ClearIcon from '@mui/icons-material/Clear';
import { COMBO_LISTBOX_SX, COMBO_OPTION_SX, COMBO_POPUP_SX } from './combo-list';

export type ComboPopupProps<T> = {
  /** The field's useAutocomplete (one option, no free text). */
  combobox: UseAutocompleteReturnValue<T, false, false, false>;
  /** The id given to useAutocomplete: the group headings' ids start with it. */
  id: string;
  getOptionLabel: (option: T) => string;
  groupBy?: (option: T) => string;
  noOptionsText: string;
  loading: boolean;
  loadingText: string;
};

/**
 * The list a combobox opens below its box (ComboBox, FramedComboBox): the options, under their groups' headings when
 * grouped, or a line saying they are loading or that none matches. Nothing while the list is closed.
 */
export function ComboPopup<T>({ combobox, id, getOptionLabel, groupBy, noOptionsText, loading, loadingText }: ComboPopupProps<T>) {
  if (!combobox.popupOpen) return null;
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
  );
}

/** The box's two buttons, out of the tab order as Autocomplete's are: 清除 once something is typed or chosen, 展开/收起. */
export function ComboButtons<T>({ combobox }: { combobox: UseAutocompleteReturnValue<T, false, false, false> }) {
  const { popupOpen } = combobox;
  return (
    <>
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
    </>
  );
}
