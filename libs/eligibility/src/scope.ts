import type { EnterpriseLedger } from './ledger';

/**
 * Region scope: an enterprise is matched only against policies whose region contains its
 * registered region (国家 → 省 → 市 → 区县). This module is the one place that decides "contains", for the
 * stand-in (saved reports, 为你推荐, home deadlines, subscriptions) and the browser (what-if) alike.
 */

/** The code national policies carry: the whole country, outside the GB/T 2260 tree. */
export const NATIONWIDE_REGION_CODE = '100000';
export const NATIONWIDE_REGION_NAME = '全国';

export type RegionPlace = Pick<EnterpriseLedger, 'provinceCode' | 'cityCode' | 'districtCode'>;

/** The enterprise's region chain, widest first: 全国, then its province, city and district codes as far as known. */
export function regionChain(place: RegionPlace): string[] {
  const chain = [NATIONWIDE_REGION_CODE];
  for (const code of [place.provinceCode, place.cityCode, place.districtCode]) {
    const value = code?.trim();
    if (value && !chain.includes(value)) chain.push(value);
  }
  return chain;
}

/**
 * Whether a policy issued for `policyRegionCode` applies to an enterprise registered at `place`: the
 * policy's region is the nation, or the enterprise's province, city or district. A policy of another
 * district of the same city does not apply, nor does a policy of a district when only the city is known.
 */
export function regionContains(policyRegionCode: string, place: RegionPlace): boolean {
  return regionChain(place).includes(policyRegionCode);
}

/** Whether the ledger names any registered region; without one only national policies are in scope. */
export function hasRegisteredRegion(place: RegionPlace): boolean {
  return regionChain(place).length > 1;
}
