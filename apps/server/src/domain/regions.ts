import type { Db } from '../db/database';
import type { PortalSchemas } from '@smes/contract-types';
import { regionChain } from '@smes/eligibility';
import type { RegionPlace } from '@smes/eligibility';
import { mapInOrder } from '../shared/in-order';

/** The code and name national policies carry: the whole country, outside the GB/T 2260 tree. */
export const NATIONWIDE_CODE = '100000';
export const NATIONWIDE_NAME = '全国';

export type RegionLevel = PortalSchemas['RegionNode']['level'];

export type RegionRecord = {
  code: string;
  name: string;
  level: RegionLevel;
  parentCode: string | null;
  provinceCode: string;
  sort: number;
  comparable: boolean;
};

export type RegionIndex = {
  all: RegionRecord[];
  byCode: Map<string, RegionRecord>;
  tree: PortalSchemas['RegionNode'][];
};

type RegionRow = {
  code: string;
  name: string;
  level: RegionLevel;
  parent_code: string | null;
  province_code: string;
  sort: number;
  comparable: number;
};

// The tree is reference data written once by the seed; reading it per request would only cost time.
const cache = new WeakMap<Db, RegionIndex>();

export async function regionIndex(db: Db): Promise<RegionIndex> {
  const cached = cache.get(db);
  if (cached) return cached;
  const rows = (await db.all('SELECT * FROM regions ORDER BY sort, code')) as RegionRow[];
  const all = rows.map(
    (row): RegionRecord => ({
      code: row.code,
      name: row.name,
      level: row.level,
      parentCode: row.parent_code,
      provinceCode: row.province_code,
      sort: row.sort,
      comparable: row.comparable === 1,
    }),
  );
  const byCode = new Map(all.map((region) => [region.code, region]));
  const nodes = new Map(all.map((region) => [region.code, { code: region.code, name: region.name, level: region.level, children: [] as PortalSchemas['RegionNode'][] }]));
  const tree: PortalSchemas['RegionNode'][] = [];
  for (const region of all) {
    const item = nodes.get(region.code);
    if (!item) continue;
    const parent = region.parentCode ? nodes.get(region.parentCode) : undefined;
    if (parent) parent.children.push(item);
    else tree.push(item);
  }
  const index = { all, byCode, tree };
  if (all.length > 0) cache.set(db, index);
  return index;
}

export async function findRegion(db: Db, code: string): Promise<RegionRecord | undefined> {
  return (await regionIndex(db)).byCode.get(code);
}

/** The region and its ancestors, nearest first. */
export async function regionLineage(db: Db, code: string): Promise<RegionRecord[]> {
  const { byCode } = await regionIndex(db);
  const out: RegionRecord[] = [];
  let current = byCode.get(code);
  while (current) {
    out.push(current);
    current = current.parentCode ? byCode.get(current.parentCode) : undefined;
  }
  return out;
}

/** Whether `code` is `ancestor` itself or lies below it. */
export async function isWithin(db: Db, code: string, ancestor: string): Promise<boolean> {
  return (await regionLineage(db, code)).some((region) => region.code === ancestor);
}

export async function toCompareRegion(db: Db, region: RegionRecord): Promise<PortalSchemas['CompareRegion']> {
  const parent = region.parentCode ? await findRegion(db, region.parentCode) : undefined;
  return { code: region.code, name: region.name, level: region.level, parentName: parent?.name ?? null };
}

export async function listComparableRegions(db: Db): Promise<PortalSchemas['CompareRegion'][]> {
  return await mapInOrder((await regionIndex(db))
      .all.filter((region) => region.comparable), async (region) => await toCompareRegion(db, region));
}

/**
 * SQL matching rows of a table with `region_code`, `province_code` and `city_code` columns that lie in
 * the region or below it. Only a column name and a bound parameter go in, never input text.
 */
export function withinRegionSql(region: RegionRecord, parameter: string, alias = ''): string {
  const column = (name: string) => (alias ? `${alias}.${name}` : name);
  if (region.level === 'province') return `${column('province_code')} = @${parameter}`;
  if (region.level === 'city') return `${column('city_code')} = @${parameter}`;
  return `${column('region_code')} = @${parameter}`;
}

/**
 * Rows that apply in a region: issued by it, by a division above it (not the nation) or below it.
 * An enterprise in 西湖区 benefits from 浙江省, 杭州市 and 西湖区 policies alike.
 */
export async function applicableInRegionSql(db: Db, region: RegionRecord, parameter: string): Promise<{ sql: string; params: Record<string, string> }> {
  const ancestors = (await regionLineage(db, region.code)).slice(1);
  const params: Record<string, string> = { [parameter]: region.code };
  const clauses = [withinRegionSql(region, parameter)];
  ancestors.forEach((ancestor, index) => {
    const name = `${parameter}_up${index}`;
    params[name] = ancestor.code;
    clauses.push(`region_code = @${name}`);
  });
  return { sql: `(${clauses.join(' OR ')})`, params };
}

/** An enterprise registered in `region`, as the engine's region place (province, city, district codes). */
export async function placeOf(db: Db, region: RegionRecord): Promise<RegionPlace> {
  const lineage = await regionLineage(db, region.code);
  const at = (level: RegionLevel) => lineage.find((item) => item.level === level)?.code ?? null;
  return { provinceCode: at('province'), cityCode: at('city'), districtCode: at('district') };
}

/** The codes whose policies apply to an enterprise registered in `region`: 全国, its ancestors and itself. */
export async function applicableChain(db: Db, region: RegionRecord): Promise<string[]> {
  return regionChain(await placeOf(db, region));
}

/**
 * Rows whose region is one of `chain` (from `applicableChain`) — the enterprise's scope, the same chain
 * `regionContains` in @smes/eligibility accepts. Only bound parameters go in.
 */
export function regionInSql(chain: readonly string[], parameter: string, alias = ''): { sql: string; params: Record<string, string> } {
  const params = Object.fromEntries(chain.map((code, index) => [`${parameter}${index}`, code]));
  const column = alias ? `${alias}.region_code` : 'region_code';
  return { sql: `${column} IN (${chain.map((_, index) => `@${parameter}${index}`).join(', ')})`, params };
}

/**
 * The same scope for tables that name their place (活动, 金融产品, 资讯): the names of 全国 and of the chain's
 * divisions. Those tables hold provinces and cities, whose names are unique in the tree.
 */
export async function chainNames(db: Db, chain: readonly string[]): Promise<string[]> {
  return (await mapInOrder(chain, async (code) => (code === NATIONWIDE_CODE ? NATIONWIDE_NAME : (await findRegion(db, code))?.name))).filter((name): name is string => name !== undefined);
}

/** Rows whose `region_name` is one of `names` (from `chainNames`). Only bound parameters go in. */
export function regionNameInSql(names: readonly string[], parameter: string, alias = ''): { sql: string; params: Record<string, string> } {
  const params = Object.fromEntries(names.map((name, index) => [`${parameter}${index}`, name]));
  const column = alias ? `${alias}.region_name` : 'region_name';
  if (names.length === 0) return { sql: 'FALSE', params };
  return { sql: `${column} IN (${names.map((_, index) => `@${parameter}${index}`).join(', ')})`, params };
}
