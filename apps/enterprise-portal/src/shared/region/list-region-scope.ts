import { useRegionTree } from '@smes/api';
import type { ActiveFilter } from '../list/active-filters';
import { useEnterpriseRegion } from '../ledger/use-enterprise-region';
import type { EnterpriseRegion } from '../ledger/use-enterprise-region';
import { SCOPE_REMOVED } from './region-address';
import type { RegionScope } from './region-scope';
import { regionLabel } from './region-tree';

// A list's region scope with its chip, apart from region-scope.ts: the chip names the region from the region tree
// (its query and the tree's helpers), which the home page's blocks, scoped the same way, never show (ADR 129).

/**
 * The region a list is scoped to: the address's own `applicableTo`, else — unless the user widened it (`all`) —
 * the signed-in enterprise's registered region. `waiting` while the enterprise's region is still loading.
 */
export function effectiveApplicableTo(fromUrl: string | undefined, enterprise: EnterpriseRegion): RegionScope {
  if (fromUrl === SCOPE_REMOVED) return { code: null, waiting: false };
  if (fromUrl) return { code: fromUrl, waiting: false };
  if (enterprise.status === 'none') return { code: null, waiting: false };
  if (enterprise.status === 'pending') return { code: null, waiting: true };
  return { code: enterprise.code, waiting: false };
}

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
