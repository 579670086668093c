import { FramedSelect } from '@smes/ui';

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

/**
 * A small labelled select for a list's filter or sort order: the browser's own select (ADR 83) in the outlined field's
 * frame, without MUI's field parts (ADR 92).
 */
export function FilterSelect({ label, value, options, onChange, allLabel, minWidth }: FilterSelectProps) {
  return (
    <FramedSelect
      label={label}
      value={value ?? ''}
      options={options}
      emptyLabel={allLabel}
      onChange={(next) => onChange(next || undefined)}
      fullWidth={minWidth === undefined}
      sx={minWidth === undefined ? undefined : { minWidth }}
    />
  );
}
