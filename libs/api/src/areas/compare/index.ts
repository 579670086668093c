export { compareKeys } from './keys';
export type {
  CompareCount,
  CompareOverview,
  ComparePatentKind,
  ComparePatentSubsidy,
  ComparePeerEntry,
  CompareRegion,
  CompareRegionLevel,
  CompareRewardItem,
  HotCompareItem,
  RegionComparison,
  SingleCompareQuery,
  SingleCompareRow,
} from './types';
export { MAX_COMPARE_REGIONS, MIN_COMPARE_REGIONS, isValidRegionSelection, toRegionsParam } from './compare-regions-param';
export { COMPARE_REGIONS_STALE_TIME_MS, compareRegionsQueryOptions, getCompareRegions, useCompareRegions } from './get-compare-regions';
export type { UseCompareRegionsOptions } from './get-compare-regions';
export { COMPARE_STALE_TIME_MS, compareOverviewQueryOptions, getCompareOverview, useCompareOverview } from './get-compare-overview';
export type { CompareOverviewQueryOptions, UseCompareOverviewOptions } from './get-compare-overview';
export { compareSingleQueryOptions, getCompareSingle, useCompareSingle } from './get-compare-single';
export type { UseCompareSingleOptions } from './get-compare-single';
