import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import { FramedComboBox, type FramedComboBoxProps } from './framed-combo-box';
import { PLAIN_HELPER_SX } from './plain-field';

/*
 * plain-field.tsx's error colours and asterisk, written again here: exported from there they would add to the chunk
 * that every ledger form fetches (0.07 KiB on five screens), for this one field (ADR 103).
 */
const ERROR_SX = {
  '& > fieldset, &:hover > fieldset, &:focus-within > fieldset': { borderColor: 'error.main' },
  '& > label, &:focus-within > label': { color: 'error.main' },
} as const;

export type PlainComboFieldProps<T> = Omit<FramedComboBoxProps<T>, 'frameLabel' | 'frameSx' | 'htmlInput' | 'children'> & {
  /** Marks the label with an asterisk and sets `aria-required`: the form's rules report a missing choice. */
  required?: boolean;
  error?: boolean;
  /** Below the frame and the input's description: the message, or a hint. */
  helperText?: ReactNode;
};

/**
 * A form's combobox (type part of an option's label, arrow keys, Enter, Escape, 清除) as the form's other Plain… fields
 * draw theirs: FramedComboBox's box with a required field's asterisk, the error colours and the message under it. Like
 * FramedComboBox it fetches MUI's useAutocomplete and the options' list only when the box is reached for, and none of
 * MUI's field parts, which ComboBox draws with (ADR 103).
 */
export function PlainComboField<T>({ required, error, helperText, ...props }: PlainComboFieldProps<T>) {
  const helperId = `${useId()}-helper-text`;
  return (
    <FramedComboBox<T>
      {...props}
      frameLabel={
        required ? (
          <>
            {props.label}
            <span aria-hidden="true">{'\u2009*'}</span>
          </>
        ) : undefined
      }
      frameSx={error ? ERROR_SX : undefined}
      htmlInput={{ 'aria-invalid': Boolean(error), 'aria-required': required || undefined, 'aria-describedby': helperText ? helperId : undefined }}
    >
      {helperText ? (
        <Box component="p" id={helperId} sx={PLAIN_HELPER_SX(error)}>
          {helperText}
        </Box>
      ) : null}
    </FramedComboBox>
  );
}
