import type { RegionTreeNode } from '@smes/api';
import { FilterSelect } from '../list/filter-select';
import { regionPath } from './region-tree';

export type RegionFilterProps = {
  tree: readonly RegionTreeNode[];
  value: string | undefined;
  onChange: (regionCode: string | undefined) => void;
};

/**
 * 省份 then 城市 for a list filtered by where something is registered; choosing 全部城市 keeps the province.
 * The same two selects as 找服务's region filter (features/service), here for areas that cannot import it.
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
