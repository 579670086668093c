import { useMemo } from 'react';
import type { RegionTreeNode } from '@smes/api';
import { PlainComboField } from '@smes/ui';
import { regionOptions, type RegionOption } from './region-tree';

export type RegionPickerProps = {
  label: string;
  tree: readonly RegionTreeNode[];
  /** The chosen division's code, '' for none. */
  value: string;
  onChange: (code: string) => void;
  required?: boolean;
  error?: string;
  helperText?: string;
};

/**
 * One division of the tree (省, 市 or 区县) chosen by typing any part of its full name (“西湖”, “杭州”), the options
 * grouped by province in the tree's order, so a list of a hundred and more divisions never has to be scrolled. Drawn as
 * the forms' Plain… fields are: the list (useAutocomplete) loads when the box is reached for (ADR 103).
 */
export function RegionPicker({ label, tree, value, onChange, required, error, helperText }: RegionPickerProps) {
  const options = useMemo(() => regionOptions(tree), [tree]);
  const selected = options.find((option) => option.value === value) ?? null;
  return (
    <PlainComboField<RegionOption>
      label={label}
      placeholder="请选择或输入地名"
      options={options}
      value={selected}
      onChange={(option) => onChange(option?.value ?? '')}
      groupBy={(option) => option.province}
      getOptionLabel={(option) => option.label}
      isOptionEqualToValue={(option, chosen) => option.value === chosen.value}
      noOptionsText="没有匹配的地区，请换个关键词"
      sx={{ width: '100%' }}
      required={required}
      error={Boolean(error)}
      helperText={error || helperText}
    />
  );
}
