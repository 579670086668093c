import { useEnterpriseRegion, type EnterpriseRegion } from '../ledger/use-enterprise-region';
import { PORTAL_HOME_REGION } from './portal-region';

/** The region a list asks for (`applicableTo`), or null for all; `waiting` while the enterprise's region loads. */
export type RegionScope = { code: string | null; waiting: boolean };

/** A block's scope (no address to widen it from): the enterprise's region, or `fallback` when there is none. */
export function blockScope(enterprise: EnterpriseRegion, fallback: string | null = null): RegionScope {
  if (enterprise.status === 'pending') return { code: null, waiting: true };
  return { code: enterprise.status === 'ready' ? enterprise.code : fallback, waiting: false };
}

/** The query as the server takes it: its `applicableTo` is the scope's code, or absent for a list of everything. */
export function withScope<TQuery extends { applicableTo?: string }>(query: TQuery, scope: RegionScope): TQuery {
  const { applicableTo: _fromUrl, ...rest } = query;
  return (scope.code ? { ...rest, applicableTo: scope.code } : rest) as TQuery;
}

export type BlockRegionScope = RegionScope & {
  /** What the block's title adds to say whose items these are (empty for everyone's). */
  note: string;
};

function noted(scope: RegionScope, enterprise: EnterpriseRegion): BlockRegionScope {
  if (scope.code === null) return { ...scope, note: '' };
  return { ...scope, note: enterprise.status === 'ready' ? '（适用于贵企业注册地）' : `（${PORTAL_HOME_REGION.name}及全国）` };
}

/** The home page's deadlines and area blocks: what applies to the signed-in enterprise's region; everyone's for a visitor. */
export function useEnterpriseBlockScope(): BlockRegionScope {
  const enterprise = useEnterpriseRegion();
  return noted(blockScope(enterprise), enterprise);
}

/** The headlines (最新政策, 头条): the enterprise's region, or for a visitor the portal's own province and 全国. */
export function useHeadlineScope(): BlockRegionScope {
  const enterprise = useEnterpriseRegion();
  return noted(blockScope(enterprise, PORTAL_HOME_REGION.code), enterprise);
}
