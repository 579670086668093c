/**
 * OutlinedInput's error state for a framed field (FramedInput, FramedSelect): the outline and the label in the error
 * colour, under the pointer and with the focus too. Given as the field's `sx` by the one screen that needs it (政策原文's
 * date range), with `aria-invalid` on the input; a module of its own so the lists' fields do not carry it.
 */
export const FRAMED_ERROR_SX = {
  '& > fieldset, &:hover > fieldset, &:focus-within > fieldset': { borderColor: 'error.main' },
  '& > label, &:focus-within > label': { color: 'error.main' },
} as const;
