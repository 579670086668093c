import { useId, type ChangeEvent, type InputHTMLAttributes } from 'react';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import { FRAMED_CONTROL_SX, FRAMED_SELECT_SX, Frame } from './frame';

/*
 * A list's keyword box, filters and page size: the browser's own input and select in the small outlined frame
 * (frame.tsx), so a list fetches none of MUI's field parts (ADR 92); the forms keep InputField and SelectField.
 */

export type FramedSelectOption = { value: string; label: string; disabled?: boolean };

export type FramedSelectProps = {
  label: string;
  value: string;
  options: readonly FramedSelectOption[];
  onChange: (value: string) => void;
  /** An option with the value `''` before the others (全部状态 …). */
  emptyLabel?: string;
  fullWidth?: boolean;
  disabled?: boolean;
  sx?: SxProps<Theme>;
};

/** A labelled one-option picker: the browser's own `<select>` in the small outlined frame, its label in the notch. */
export function FramedSelect({ label, value, options, onChange, emptyLabel, fullWidth, disabled, sx }: FramedSelectProps) {
  const id = useId();
  const select = (
    <>
      <Box
        component="select"
        id={id}
        value={value}
        disabled={disabled}
        onChange={(event: ChangeEvent<HTMLSelectElement>) => onChange(event.target.value)}
        sx={FRAMED_SELECT_SX}
      >
        {emptyLabel !== undefined && <option value="">{emptyLabel}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </Box>
      <ArrowDropDown aria-hidden sx={{ position: 'absolute', right: (theme) => theme.spacing(0.875), pointerEvents: 'none', color: disabled ? 'action.disabled' : 'action.active' }} />
    </>
  );
  return (
    <Frame label={label} htmlFor={id} fullWidth={fullWidth} sx={sx}>
      {select}
    </Frame>
  );
}

export type FramedInputProps = {
  label: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  placeholder?: string;
  fullWidth?: boolean;
  htmlInput?: InputHTMLAttributes<HTMLInputElement>;
  sx?: SxProps<Theme>;
};

/** A labelled text box: the browser's own `<input>` in the small outlined frame, its label in the notch. */
export function FramedInput({ label, value, onChange, placeholder, fullWidth, htmlInput, sx }: FramedInputProps) {
  const id = useId();
  return (
    <Frame label={label} htmlFor={id} fullWidth={fullWidth} sx={sx}>
      <Box component="input" type="text" {...htmlInput} id={id} value={value} onChange={onChange} placeholder={placeholder} sx={FRAMED_CONTROL_SX} />
    </Frame>
  );
}
