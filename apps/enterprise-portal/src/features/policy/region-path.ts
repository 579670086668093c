import type { RegionTreeNode } from '@smes/api';

/** The chain from the province down to the node with `code`; empty when the code is not in the tree. */
export function regionPath(tree: RegionTreeNode[], code: string | undefined): RegionTreeNode[] {
  if (!code) return [];
  for (const node of tree) {
    if (node.code === code) return [node];
    const below = regionPath(node.children, code);
    if (below.length > 0) return [node, ...below];
  }
  return [];
}

/** 广东省 › 深圳市 › 南山区. */
export function regionLabel(tree: RegionTreeNode[], code: string | undefined): string | null {
  const path = regionPath(tree, code);
  return path.length > 0 ? path.map((node) => node.name).join(' › ') : null;
}
