import { buildRegionTree } from '@smes/api/testing';
import { describe, expect, it } from 'vitest';
import { regionLabel, regionPath } from './region-path';

describe('region path', () => {
  const tree = buildRegionTree();

  it('finds the chain from the province down', () => {
    expect(regionPath(tree, '440305').map((node) => node.name)).toEqual(['广东省', '深圳市', '南山区']);
    expect(regionPath(tree, '330000').map((node) => node.name)).toEqual(['浙江省']);
    expect(regionLabel(tree, '440100')).toBe('广东省 › 广州市');
  });

  it('knows nothing of codes outside the tree', () => {
    expect(regionPath(tree, '110000')).toEqual([]);
    expect(regionLabel(tree, undefined)).toBeNull();
  });
});
