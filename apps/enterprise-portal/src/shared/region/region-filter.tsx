import type { RegionTreeNode } from '@smes/api';
import { FilterSelect } from '../list/filter-select';
import { regionPath } from './region-tree';

export type RegionFilterProps = {
  tree: readonly RegionTreeNode[];
  value: string | undefined;
  onChange: (regionCode: string | undefined) => void;
};

/**
 * 省份 then 城市 for lists whose items belong to a city: institutions, demands and enterprises by where they are
 * registered, 政务服务 by the city whose departments handle them. Choosing 全部城市 keeps the province.
 */
export function RegionFilter({ tree, value, onChange }: RegionFilterProps) {
  const [province, city] = regionPath(tree, value);
  return (
    <>
      <FilterSelect
        label="省份"
        allLabel="全部地区"
        value={province?.code}
        options={tree.map((node) => ({ value: node.code, label: node.name }))}
        onChange={onChange}
      />
      <FilterSelect
        label="城市"
        allLabel="全部城市"
        value={city?.code}
        options={(province?.children ?? []).map((node) => ({ value: node.code, label: node.name }))}
        onChange={(code) => onChange(code ?? province?.code)}
      />
    </>
  );
}
