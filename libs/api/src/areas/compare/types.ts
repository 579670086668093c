import type { PortalComponents as components, PortalOperations as operations } from '@smes/contract-types';

type Schemas = components['schemas'];

/** A region that can be compared (a city, a district or a municipality). */
export type CompareRegion = Schemas['CompareRegion'];
export type CompareRegionLevel = CompareRegion['level'];
/** A count of policies under one key, e.g. a level, a category or a GB/T 4754 section. */
export type CompareCount = Schemas['CountByKey'];
/** One reward item (奖补条目) of a region, linked to its policy. */
export type CompareRewardItem = Schemas['RewardItem'];
/** A region's subsidy per patent kind; `amount` is null when the region has none. */
export type ComparePatentSubsidy = Schemas['PatentSubsidy'];
export type ComparePatentKind = ComparePatentSubsidy['kind'];
/** Enterprises of one industry in a region, and how many of them hold a qualification. */
export type ComparePeerEntry = Schemas['PeerEntry'];
/** Everything compared about one region; `myEstimatedBenefit` is null without a session or a ledger. */
export type RegionComparison = Schemas['RegionComparison'];
/** A region combination and how often it has been compared. */
export type HotCompareItem = Schemas['HotCompareItem'];
export type CompareOverview = Schemas['CompareOverview'];
/** The policies of one category in one region (单项政策对比). */
export type SingleCompareRow = Schemas['SingleCompareRow'];
/** Query of `GET /api/compare/single`. */
export type SingleCompareQuery = operations['compareSingle']['parameters']['query'];
