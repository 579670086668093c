import type { ValueNames } from './metrics';

/** A node of the region tree as the contract serves it (`RegionNode`), read structurally. */
export type RegionTreeNode = {
  code: string;
  name: string;
  level: 'province' | 'city' | 'district';
  children?: readonly RegionTreeNode[];
};

/**
 * 实际值 names for region codes from the region tree: a district with its city (杭州市余杭区), a city or
 * a province by its own name. The stand-in and the browser pass the same tree, so both read the same.
 */
export function regionNamesFrom(tree: readonly RegionTreeNode[]): ValueNames {
  const names = new Map<string, string>();
  const visit = (node: RegionTreeNode, parent: RegionTreeNode | undefined) => {
    const withParent = node.level === 'district' && parent && !node.name.startsWith(parent.name);
    names.set(node.code, withParent ? `${parent.name}${node.name}` : node.name);
    for (const child of node.children ?? []) visit(child, node);
  };
  for (const node of tree) visit(node, undefined);
  return { region: (code) => names.get(code) };
}
