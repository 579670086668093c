import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import { FramedComboBox, type FramedComboBoxProps } from './framed-combo-box';
import { PLAIN_ERROR_SX, PLAIN_HELPER_SX, plainLabelOf } from './plain-field';

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
      frameLabel={plainLabelOf(props.label, required)}
      frameSx={error ? PLAIN_ERROR_SX : undefined}
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
