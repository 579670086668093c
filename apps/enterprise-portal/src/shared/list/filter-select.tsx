import { useId } from 'react';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';

export type FilterSelectOption = { value: string; label: string; disabled?: boolean };

export type FilterSelectProps = {
  label: string;
  value: string | undefined;
  options: readonly FilterSelectOption[];
  /** `undefined` when the 全部 option is chosen. */
  onChange: (value: string | undefined) => void;
  /** The first option, which clears the filter (e.g. 全部状态); without it a value is always chosen (排序). */
  allLabel?: string;
  /** A fixed minimum width for a row of selects; without it the select fills its grid cell. */
  minWidth?: number;
};

/** A small labelled select for a list's filter or sort order. */
export function FilterSelect({ label, value, options, onChange, allLabel, minWidth }: FilterSelectProps) {
  const labelId = useId();
  return (
    <FormControl size="small" fullWidth={minWidth === undefined} sx={minWidth === undefined ? undefined : { minWidth }}>
      <InputLabel id={labelId}>{label}</InputLabel>
      <Select labelId={labelId} label={label} value={value ?? ''} onChange={(event) => onChange(event.target.value || undefined)}>
        {allLabel !== undefined && <MenuItem value="">{allLabel}</MenuItem>}
        {options.map((option) => (
          <MenuItem key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}
