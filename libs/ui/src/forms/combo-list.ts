import type { SxProps, Theme } from '@mui/material/styles';

/*
 * The look of a combobox's list drawn below its box by CSS (ComboBox, the portal's global search box): both build on
 * MUI's useAutocomplete and draw the same popup, list and options. A module of its own, without components, so the
 * search box on every page does not import ComboBox's fields.
 */

/** The popup under the box: as wide as the box, above the page's content. */
export const COMBO_POPUP_SX: SxProps<Theme> = {
  position: 'absolute',
  top: '100%',
  left: 0,
  right: 0,
  mt: 0.5,
  zIndex: (theme) => theme.zIndex.modal,
  overflow: 'hidden',
};

/** The listbox: scrolls within 40 % of the window's height. */
export const COMBO_LISTBOX_SX = { listStyle: 'none', m: 0, py: 1, px: 0, maxHeight: '40vh', overflow: 'auto' } as const;

/** One option: useAutocomplete marks the highlighted one Mui-focused (and Mui-focusVisible from the keyboard). */
export const COMBO_OPTION_SX = {
  px: 2,
  py: 0.75,
  cursor: 'pointer',
  '&.Mui-focused': { bgcolor: 'action.hover' },
  '&.Mui-focusVisible': { bgcolor: 'action.focus' },
} as const;
