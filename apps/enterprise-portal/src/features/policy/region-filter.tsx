import { useId } from 'react';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import type { RegionTreeNode } from '@smes/api';
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
  const idBase = useId();
  const path = regionPath(tree, value);
  const levels = [tree, path[0]?.children ?? [], path[1]?.children ?? []];

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ flexGrow: 1 }}>
      {LEVELS.map((level, depth) => {
        const options = levels[depth] ?? [];
        if (depth > 0 && options.length === 0) return null;
        const labelId = `${idBase}-${depth}`;
        return (
          <FormControl key={level.label} size="small" sx={{ minWidth: 120, flex: 1 }} disabled={disabled}>
            <InputLabel id={labelId}>{level.label}</InputLabel>
            <Select
              labelId={labelId}
              label={level.label}
              value={path[depth]?.code ?? ''}
              onChange={(event) => onChange(event.target.value || path[depth - 1]?.code)}
            >
              <MenuItem value="">{level.all}</MenuItem>
              {options.map((node) => (
                <MenuItem key={node.code} value={node.code}>
                  {node.name}
                </MenuItem>
              ))}
            </Select>
          </FormControl>
        );
      })}
    </Stack>
  );
}
