import { buildRegionTree } from '@smes/api/testing';
import { describe, expect, it } from 'vitest';
import { ancestorCodes, filterRegionTree, indexRegions, indexedRegionLabel, regionLabel, regionPath } from './region-tree';

const tree = buildRegionTree();

describe('indexRegions / indexedRegionLabel', () => {
  it('labels a code with its ancestors and leaves an unknown code as it is', () => {
    const index = indexRegions(tree);
    expect(indexedRegionLabel('440305', index)).toBe('广东省 · 深圳市 · 南山区');
    expect(indexedRegionLabel('330000', index)).toBe('浙江省');
    expect(indexedRegionLabel('999999', index)).toBe('999999');
  });
});

describe('ancestorCodes', () => {
  it('lists the codes above a node', () => {
    expect(ancestorCodes('330106', tree)).toEqual(['330000', '330100']);
    expect(ancestorCodes('440000', tree)).toEqual([]);
    expect(ancestorCodes('000000', tree)).toEqual([]);
  });
});

describe('filterRegionTree', () => {
  it('keeps the branches that lead to a matching name', () => {
    const result = filterRegionTree(tree, '南山');
    expect(result.map((node) => node.name)).toEqual(['广东省']);
    expect(result[0]?.children.map((node) => node.name)).toEqual(['深圳市']);
    expect(result[0]?.children[0]?.children.map((node) => node.name)).toEqual(['南山区']);
  });

  it('keeps every child of a matching node', () => {
    const result = filterRegionTree(tree, '杭州');
    expect(result[0]?.children[0]?.children.map((node) => node.name)).toEqual(['西湖区']);
  });

  it('returns the whole tree for a blank keyword and nothing for no match', () => {
    expect(filterRegionTree(tree, '  ')).toHaveLength(2);
    expect(filterRegionTree(tree, '火星')).toEqual([]);
  });
});

describe('region path', () => {
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
