import type { RegionTreeNode } from '@smes/api';

/**
 * Walks over the region tree (省 → 市 → 区县) the portal's region controls share: the ledger's region
 * fields, the list filters' region filter, the subscription tree and the labels of chosen regions.
 */

/** The chain from the province down to the node with `code`; empty when the code is not in the tree. */
export function regionPath(tree: readonly RegionTreeNode[], code: string | undefined): RegionTreeNode[] {
  if (!code) return [];
  for (const node of tree) {
    if (node.code === code) return [node];
    const below = regionPath(node.children, code);
    if (below.length > 0) return [node, ...below];
  }
  return [];
}

/** 广东省 › 深圳市 › 南山区, or null for a code outside the tree. */
export function regionLabel(tree: readonly RegionTreeNode[], code: string | undefined): string | null {
  const path = regionPath(tree, code);
  return path.length > 0 ? path.map((node) => node.name).join(' › ') : null;
}

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
export function indexedRegionLabel(code: string, index: ReadonlyMap<string, RegionEntry>): string {
  return index.get(code)?.path.join(' · ') ?? code;
}

/** Codes of the nodes above `code`, so a chosen district can be shown unfolded. */
export function ancestorCodes(code: string, tree: readonly RegionTreeNode[]): string[] {
  return regionPath(tree, code)
    .slice(0, -1)
    .map((node) => node.code);
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

export type RegionOption = { value: string; label: string; province: string };

/** Every division of the tree as one option, its full name so 西湖区 is never ambiguous, with its province to group by. */
export function regionOptions(tree: readonly RegionTreeNode[], prefix = '', province = ''): RegionOption[] {
  return tree.flatMap((node) => {
    const top = province || node.name;
    return [{ value: node.code, label: `${prefix}${node.name}`, province: top }, ...regionOptions(node.children ?? [], `${prefix}${node.name}`, top)];
  });
}
