import { useRegionTree } from '@smes/api';
import type { ActiveFilter } from '../list/active-filters';
import { useEnterpriseRegion } from '../ledger/use-enterprise-region';
import { effectiveApplicableTo, SCOPE_REMOVED, type RegionScope } from './region-scope';
import { regionLabel } from './region-tree';

// A list's region scope with its chip, apart from region-scope.ts: the chip names the region from the region tree
// (its query and the tree's helpers), which the home page's blocks, scoped the same way, never show (ADR 129).

export type ListRegionScope = RegionScope & {
  /** The chip that says so and widens the list to every region; null when the list is not scoped. */
  chip: ActiveFilter | null;
};

/**
 * One rule for every list an enterprise acts on that is bound to a place (政策原文, 申报通知, 申报项目, 找资金, 活动):
 * a signed-in enterprise starts at what applies to its registered region (全国, its province, city and district,
 * from the ledger), and the chip widens it (`applicableTo=all`). `onWiden` writes that into the address.
 */
export function useListRegionScope(fromUrl: string | undefined, onWiden: (applicableTo: typeof SCOPE_REMOVED) => void): ListRegionScope {
  const scope = effectiveApplicableTo(fromUrl, useEnterpriseRegion());
  const regions = useRegionTree({ queryConfig: { enabled: scope.code !== null } });
  const chip = scope.code
    ? { key: 'applicableTo', label: `适用于：${regionLabel(regions.data ?? [], scope.code) ?? scope.code}的企业（含全国及上级）`, onRemove: () => onWiden(SCOPE_REMOVED) }
    : null;
  return { ...scope, chip };
}
