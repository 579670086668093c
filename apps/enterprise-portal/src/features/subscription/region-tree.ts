import type { RegionTreeNode } from '@smes/api';

export type RegionEntry = {
  node: RegionTreeNode;
  /** Names from the province down to the node, e.g. ['浙江省', '杭州市']. */
  path: string[];
};

/** Every node of the tree by its code, with the names of its ancestors. */
export function indexRegions(tree: readonly RegionTreeNode[]): Map<string, RegionEntry> {
  const index = new Map<string, RegionEntry>();
  const visit = (nodes: readonly RegionTreeNode[], parents: string[]) => {
    for (const node of nodes) {
      const path = [...parents, node.name];
      index.set(node.code, { node, path });
      visit(node.children, path);
    }
  };
  visit(tree, []);
  return index;
}

/** A chosen region as a chip reads it (浙江省 · 杭州市); an unknown code stays as it is. */
export function regionLabel(code: string, index: ReadonlyMap<string, RegionEntry>): string {
  return index.get(code)?.path.join(' · ') ?? code;
}

/** Codes of the nodes above `code`, so a chosen district can be shown unfolded. */
export function ancestorCodes(code: string, tree: readonly RegionTreeNode[]): string[] {
  const walk = (nodes: readonly RegionTreeNode[], trail: string[]): string[] | null => {
    for (const node of nodes) {
      if (node.code === code) return trail;
      const found = walk(node.children, [...trail, node.code]);
      if (found) return found;
    }
    return null;
  };
  return walk(tree, []) ?? [];
}

/**
 * The branches that lead to a name containing `keyword`. A matching node keeps all its children, so
 * searching 杭州 still offers 杭州市's districts.
 */
export function filterRegionTree(tree: readonly RegionTreeNode[], keyword: string): RegionTreeNode[] {
  const needle = keyword.trim();
  if (needle === '') return [...tree];
  const result: RegionTreeNode[] = [];
  for (const node of tree) {
    if (node.name.includes(needle)) {
      result.push(node);
      continue;
    }
    const children = filterRegionTree(node.children, needle);
    if (children.length > 0) result.push({ ...node, children });
  }
  return result;
}
