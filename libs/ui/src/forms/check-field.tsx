import type { ChangeEvent, InputHTMLAttributes, ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { useCareMode } from '../theme/care-mode';
import { CARE_TOUCH_TARGET_PX } from '../theme/create-app-theme';

/*
 * A checkbox with its label: the browser's own checkbox inside a <label>, in the primary colour, at MUI Checkbox's
 * size and hit area (the box 18 px, 42 px of room; 关怀模式 44 px). MUI's Checkbox brings SwitchBase and its icons
 * (3.5 KiB gzip) for what the browser draws itself (ADR 93). The name of the box is its label's text.
 * `type="radio"` draws the browser's radio the same way (ADR 95): give the radios of one question the same `name`
 * and put them in a `ChoiceGroup`; the browser moves between them with the arrow keys, as MUI's RadioGroup did.
 */

export type CheckFieldProps = {
  label: ReactNode;
  /** A checkbox (the default) or one radio of a group (same `name`, its own `value`). */
  type?: 'checkbox' | 'radio';
  /** A radio's value (the group's answer when it is the one checked). */
  value?: string;
  checked: boolean;
  onChange: (checked: boolean, event: ChangeEvent<HTMLInputElement>) => void;
  disabled?: boolean;
  /** The label in the error colour (a required box left unticked); say why beside it. */
  error?: boolean;
  name?: string;
  /** Attributes of the input itself (aria-describedby …). */
  inputProps?: Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'checked' | 'onChange' | 'disabled' | 'name'>;
  sx?: SxProps<Theme>;
};

export function CheckField({ label, type = 'checkbox', value, checked, onChange, disabled = false, error = false, name, inputProps, sx }: CheckFieldProps) {
  const { careMode } = useCareMode();
  const room = careMode ? `${CARE_TOUCH_TARGET_PX}px` : '42px';
  return (
    <Box
      component="label"
      sx={[
        {
          display: 'inline-flex',
          alignItems: 'center',
          verticalAlign: 'middle',
          // FormControlLabel's offset: the box's room starts left of the text column.
          ml: -1.375,
          mr: 2,
          minHeight: room,
          cursor: disabled ? 'default' : 'pointer',
          typography: 'body1',
          color: disabled ? 'text.disabled' : error ? 'error.main' : 'text.primary',
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <Box sx={{ flex: 'none', display: 'inline-flex', alignItems: 'center', justifyContent: 'center', width: room, height: room }}>
        <Box
          component="input"
          type={type}
          {...inputProps}
          name={name}
          value={value}
          checked={checked}
          disabled={disabled}
          onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.checked, event)}
          sx={{
            m: 0,
            width: (theme) => theme.spacing(careMode ? 2.75 : 2.25),
            height: (theme) => theme.spacing(careMode ? 2.75 : 2.25),
            accentColor: (theme) => theme.palette.primary.main,
            // The browser's focus ring, and 关怀模式's thicker one from the baseline.
            cursor: 'inherit',
          }}
        />
      </Box>
      <span>{label}</span>
    </Box>
  );
}

export type ChoiceGroupProps = {
  children: ReactNode;
  /** The id of the words under the group (its message or help). */
  describedBy?: string;
  sx?: SxProps<Theme>;
};

/**
 * The radios of one question in a row (MUI's RadioGroup `row`: wrapping, the role `radiogroup`), without the
 * RadioGroup, FormGroup and SwitchBase chunks. Its name is the fieldset's legend around it.
 */
export function ChoiceGroup({ children, describedBy, sx }: ChoiceGroupProps) {
  return (
    <Box role="radiogroup" aria-describedby={describedBy} sx={[{ display: 'flex', flexDirection: 'row', flexWrap: 'wrap' }, ...(Array.isArray(sx) ? sx : [sx])]}>
      {children}
    </Box>
  );
}
