import Stack from '@mui/material/Stack';
import type { RegionTreeNode } from '@smes/api';
import { FramedSelect } from '@smes/ui';
import { regionPath } from '../../shared/region/region-tree';

export type RegionFilterProps = {
  tree: RegionTreeNode[];
  /** The selected region's code (province, city or district). */
  value: string | undefined;
  onChange: (code: string | undefined) => void;
  disabled?: boolean;
};

const LEVELS = [
  { label: '省份', all: '全部省份' },
  { label: '城市', all: '全省' },
  { label: '区县', all: '全市' },
] as const;

/** 地区: province → city → district; clearing a level selects its parent again. */
export function RegionFilter({ tree, value, onChange, disabled = false }: RegionFilterProps) {
  const path = regionPath(tree, value);
  const levels = [tree, path[0]?.children ?? [], path[1]?.children ?? []];

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ flexGrow: 1 }}>
      {LEVELS.map((level, depth) => {
        const options = levels[depth] ?? [];
        if (depth > 0 && options.length === 0) return null;
        return (
          <FramedSelect
            key={level.label}
            label={level.label}
            emptyLabel={level.all}
            value={path[depth]?.code ?? ''}
            options={options.map((node) => ({ value: node.code, label: node.name }))}
            onChange={(code) => onChange(code || path[depth - 1]?.code)}
            disabled={disabled}
            sx={{ minWidth: 120, flex: 1 }}
          />
        );
      })}
    </Stack>
  );
}
