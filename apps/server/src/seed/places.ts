import type { Db } from '../db/database';
import { NATIONWIDE_CODE, NATIONWIDE_NAME, findRegion, regionLineage } from '../domain/regions';
import type { PolicyPlace } from './policy-issuers';
import type { Region } from './regions';

export const NATIONAL_PLACE: PolicyPlace = {
  level: 'national',
  regionCode: NATIONWIDE_CODE,
  regionName: NATIONWIDE_NAME,
  provinceCode: null,
  provinceName: null,
  cityCode: null,
  cityName: null,
};

/** A division of the region tree as a place that issues policies. */
export async function placeFor(db: Db, code: string): Promise<PolicyPlace> {
  if (code === NATIONWIDE_CODE) return NATIONAL_PLACE;
  const region = await findRegion(db, code);
  if (!region) throw new Error(`region ${code} is not in the region tree`);
  const lineage = await regionLineage(db, code);
  const province = lineage.find((item) => item.level === 'province');
  const city = lineage.find((item) => item.level === 'city');
  const level = region.level === 'province' ? 'provincial' : region.level === 'city' ? 'municipal' : 'district';
  return {
    level,
    regionCode: region.code,
    regionName: region.name,
    provinceCode: province?.code ?? null,
    provinceName: province?.name ?? null,
    cityCode: city?.code ?? null,
    cityName: city?.name ?? null,
  };
}

/** The place of a declaration-project region (seed/regions.ts), whose national entry has no division of its own. */
export async function placeOfProjectRegion(db: Db, region: Region): Promise<PolicyPlace> {
  return region.level === 'national' ? NATIONAL_PLACE : await placeFor(db, region.division);
}
