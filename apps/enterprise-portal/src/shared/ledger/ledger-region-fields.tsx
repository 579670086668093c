import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useRegionTree } from '@smes/api';
import type { RegionTreeNode } from '@smes/api';
import { getLedgerField } from '@smes/eligibility';
import type { LedgerFieldKey } from '@smes/eligibility';
import { getErrorMessage, PlainSelectField } from '@smes/ui';
import { ledgerFieldId } from './ledger-form-fields';

export const REGION_KEYS = ['provinceCode', 'cityCode', 'districtCode'] as const satisfies readonly LedgerFieldKey[];

export type RegionKey = (typeof REGION_KEYS)[number];

export type LedgerRegionFieldsProps = {
  values: Partial<Record<RegionKey, string>>;
  onChange: (key: LedgerFieldKey, value: string) => void;
  errors?: Partial<Record<LedgerFieldKey, string>>;
  disabled?: boolean;
};

/** The node with `code` anywhere below `nodes`. Its own walk: region-tree.ts's whole module is a chunk these forms need none of (ADR 103). */
function findRegion(nodes: readonly RegionTreeNode[], code: string): RegionTreeNode | undefined {
  for (const node of nodes) {
    const found = node.code === code ? node : findRegion(node.children, code);
    if (found) return found;
  }
  return undefined;
}

/** The children of the node with `code` among `nodes` (the next level's options). */
function childrenOf(nodes: readonly RegionTreeNode[], code: string | undefined): RegionTreeNode[] {
  return (code ? findRegion(nodes, code)?.children : undefined) ?? [];
}

/** 所在省份 → 所在城市 → 所在区县 from the region tree; choosing a level clears the ones below it. */
export function LedgerRegionFields({ values, onChange, errors = {}, disabled }: LedgerRegionFieldsProps) {
  const tree = useRegionTree();
  const provinces = tree.data ?? [];
  const cities = childrenOf(provinces, values.provinceCode);
  const districts = childrenOf(cities, values.cityCode);
  const levels: { key: RegionKey; options: RegionTreeNode[]; clears: RegionKey[] }[] = [
    { key: 'provinceCode', options: provinces, clears: ['cityCode', 'districtCode'] },
    { key: 'cityCode', options: cities, clears: ['districtCode'] },
    { key: 'districtCode', options: districts, clears: [] },
  ];

  const handleChange = (key: RegionKey, clears: RegionKey[], value: string) => {
    onChange(key, value);
    for (const lower of clears) onChange(lower, '');
  };

  return (
    <Stack spacing={1}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {levels.map(({ key, options, clears }) => {
          const value = values[key] ?? '';
          // A stored code the tree does not list still shows, so nothing is silently replaced.
          const known = value === '' || options.some((option) => option.code === value);
          return (
            <PlainSelectField
              key={key}
              id={ledgerFieldId(key)}
              label={getLedgerField(key).label}
              emptyLabel="请选择"
              value={value}
              options={[...(known ? [] : [{ value, label: value }]), ...options.map((option) => ({ value: option.code, label: option.name }))]}
              onChange={(next) => handleChange(key, clears, next)}
              error={Boolean(errors[key])}
              helperText={errors[key]}
              disabled={disabled || tree.isPending || (key !== 'provinceCode' && options.length === 0 && value === '')}
              fullWidth
            />
          );
        })}
      </Stack>
      {tree.error ? (
        <Box component="p" sx={{ typography: 'caption', color: 'error.main', m: 0, mt: '3px' }}>
          行政区划加载失败：{getErrorMessage(tree.error)}{' '}
          <Button size="small" onClick={() => void tree.refetch()}>
            重试
          </Button>
        </Box>
      ) : null}
    </Stack>
  );
}
