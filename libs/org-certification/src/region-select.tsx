import type { ComponentType, ReactNode } from 'react';
import Stack from '@mui/material/Stack';
import { useRegionTree } from '@smes/api';
import type { RegionTreeNode } from '@smes/api';

/** The chain from the province down to `code`; empty when the tree does not hold it. */
export function regionChain(nodes: readonly RegionTreeNode[], code: string | null): RegionTreeNode[] {
  if (!code) return [];
  for (const node of nodes) {
    if (node.code === code) return [node];
    const below = regionChain(node.children, code);
    if (below.length > 0) return [node, ...below];
  }
  return [];
}

const LEVELS = ['所在省份', '所在城市', '所在区县'] as const;

/** What RegionSelect gives each level's select: libs/ui `SelectField` and `PlainSelectField` both take it. */
export type RegionLevelFieldProps = {
  id?: string;
  label: string;
  value: string;
  emptyLabel?: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
  disabled?: boolean;
  error?: boolean;
  helperText?: ReactNode;
  fullWidth?: boolean;
  required?: boolean;
};

export type RegionSelectProps = {
  /**
   * The select each level is drawn with: the console's forms pass `SelectField` (MUI's field parts, which their other
   * fields use anyway), the certification form `PlainSelectField` (the browser's select, no field parts; ADR 101).
   * A prop rather than an import so neither screen fetches the other's.
   */
  field: ComponentType<RegionLevelFieldProps>;
  value: string | null;
  onChange: (code: string | null) => void;
  error?: string;
  disabled?: boolean;
  /** The three selects' labels, province first; an institution's 所在省份/城市/区县 by default. */
  labels?: readonly [string, string, string];
  /** How many levels to offer: 1 for a province only, 2 down to the city, 3 (default) down to the district. */
  depth?: 1 | 2 | 3;
  /** `id` of the first select, so a form can move focus to it. */
  id?: string;
  /** A region must be chosen: the province's label is marked (any level below it is optional). */
  required?: boolean;
};

/**
 * 省 → 市 → 区县; the application keeps the deepest level chosen, so choosing a level drops the ones below it.
 */
export function RegionSelect({ field: Field, value, onChange, error, disabled, labels = LEVELS, depth = 3, id, required }: RegionSelectProps) {
  const tree = useRegionTree();
  const provinces = tree.data ?? [];
  const chain = regionChain(provinces, value);
  const options = [provinces, chain[0]?.children ?? [], chain[1]?.children ?? []];
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      {labels.slice(0, depth).map((label, level) => {
        const selected = chain[level]?.code ?? '';
        const choices = options[level] ?? [];
        return (
          <Field
            key={label}
            id={level === 0 ? id : undefined}
            label={label}
            value={selected}
            emptyLabel="请选择"
            options={choices.map((node) => ({ value: node.code, label: node.name }))}
            onChange={(code) => onChange(code === '' ? (chain[level - 1]?.code ?? null) : code)}
            disabled={disabled || tree.isPending || (level > 0 && choices.length === 0)}
            error={level === 0 && Boolean(error)}
            helperText={level === 0 ? error : undefined}
            required={level === 0 && required}
            fullWidth
          />
        );
      })}
    </Stack>
  );
}
