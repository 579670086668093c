import { INDUSTRY_SECTIONS } from '@smes/eligibility';
import type { EnterpriseLedger } from '@smes/eligibility';
import type { Db } from '../db/database';
import { hasLedger } from './ledgers';
import { estimateFor } from './matching';
import { selectPolicySummaries } from './policies';
import type { PatentKind, PatentSubsidies } from './policies';
import { applicableInRegionSql, findRegion, isWithin, regionLineage, toCompareRegion } from './regions';
import type { RegionRecord } from './regions';
import type { PortalSchemas } from '@smes/contract-types';
import { mapInOrder } from '../shared/in-order';

export const REWARD_LIMIT = 10;
export const HOT_LIMIT = 5;
export const SINGLE_COMPARE_LIMIT = 10;

const LEVELS: { key: string; label: string }[] = [
  { key: 'provincial', label: '省级' },
  { key: 'municipal', label: '市级' },
  { key: 'district', label: '区县级' },
];

export const PATENT_KINDS: { kind: PatentKind; label: string }[] = [
  { kind: 'invention', label: '发明专利' },
  { kind: 'utility', label: '实用新型专利' },
  { kind: 'design', label: '外观设计专利' },
  { kind: 'pct', label: 'PCT 国际专利' },
  { kind: 'software', label: '软件著作权' },
];

const SECTION_LABELS = new Map<string, string>(INDUSTRY_SECTIONS.map((section) => [section.code, section.name]));

type CompareRow = {
  id: number;
  title: string;
  level: string;
  category: string;
  industries: string;
  support_amount: number | null;
  patent_subsidies: string | null;
};

async function policiesIn(db: Db, region: RegionRecord): Promise<CompareRow[]> {
  const { sql, params } = await applicableInRegionSql(db, region, 'region');
  return (await db.all(`SELECT id, title, level, category, industries, support_amount, patent_subsidies FROM policies
       WHERE validity = 'valid' AND ${sql} ORDER BY id`, params)) as CompareRow[];
}

/** GB/T 4754 sections any policy in force names, in code order: the same columns for every region. */
async function coveredSections(db: Db): Promise<string[]> {
  const rows = (await db.all(`SELECT DISTINCT value AS code FROM policies, jsonb_array_elements_text((policies.industries)::jsonb) WHERE validity = 'valid' ORDER BY value`)) as { code: string }[];
  return rows.map((row) => row.code);
}

/** The ledger as if the enterprise were registered in the region, unless it already is. */
async function relocate(db: Db, ledger: EnterpriseLedger, region: RegionRecord): Promise<Pick<EnterpriseLedger, 'provinceCode' | 'cityCode' | 'districtCode'>> {
  const own = ledger.districtCode ?? ledger.cityCode ?? ledger.provinceCode;
  if (own && await isWithin(db, own, region.code)) return {};
  const lineage = await regionLineage(db, region.code);
  const at = (level: RegionRecord['level']) => lineage.find((item) => item.level === level)?.code ?? null;
  return { provinceCode: at('province'), cityCode: at('city'), districtCode: at('district') };
}

async function compareOne(db: Db, region: RegionRecord, categories: string[], sections: string[], ledger: EnterpriseLedger | null, now: Date): Promise<PortalSchemas['RegionComparison']> {
  const rows = await policiesIn(db, region);
  // The report's estimate with the ledger moved here: for the enterprise's own region it is the same figure.
  const myEstimate = ledger && hasLedger(ledger) ? await estimateFor(db, { ...ledger, ...await relocate(db, ledger, region) }, now) : null;
  const amounts = rows.map((row) => row.support_amount).filter((amount): amount is number => amount !== null);
  const patent = PATENT_KINDS.map(({ kind, label }): PortalSchemas['PatentSubsidy'] => {
    let best: PortalSchemas['PatentSubsidy'] = { kind, label, amount: null, policyId: null };
    for (const row of rows) {
      if (row.category !== '知识产权' || !row.patent_subsidies) continue;
      const amount = (JSON.parse(row.patent_subsidies) as PatentSubsidies)[kind];
      if (amount !== undefined && (best.amount === null || amount > best.amount)) best = { kind, label, amount, policyId: row.id };
    }
    return best;
  });
  const peers = (
    (await db.all('SELECT industry, enterprise_count, qualified_count FROM region_peers WHERE region_code = ? ORDER BY enterprise_count DESC, industry', region.code)) as { industry: string; enterprise_count: number; qualified_count: number }[]
  ).map((row) => ({
    industry: row.industry,
    industryLabel: SECTION_LABELS.get(row.industry) ?? row.industry,
    enterpriseCount: row.enterprise_count,
    qualifiedCount: row.qualified_count,
  }));
  return {
    region: await toCompareRegion(db, region),
    policyTotal: rows.length,
    byLevel: LEVELS.map(({ key, label }) => ({ key, label, count: rows.filter((row) => row.level === key).length })),
    byCategory: categories.map((category) => ({ key: category, label: category, count: rows.filter((row) => row.category === category).length })),
    subsidyTotal: amounts.reduce((sum, amount) => sum + amount, 0),
    subsidyMax: amounts.length > 0 ? Math.max(...amounts) : 0,
    rewards: rows
      .filter((row) => row.support_amount !== null)
      .sort((a, b) => (b.support_amount ?? 0) - (a.support_amount ?? 0) || a.id - b.id)
      .slice(0, REWARD_LIMIT)
      .map((row) => ({ policyId: row.id, title: row.title, category: row.category, amount: row.support_amount ?? 0 })),
    patent,
    industryCoverage: sections.map((code) => ({
      key: code,
      label: SECTION_LABELS.get(code) ?? code,
      count: rows.filter((row) => (JSON.parse(row.industries) as string[]).includes(code)).length,
    })),
    peers,
    myEstimatedBenefit: myEstimate?.optimistic ?? null,
    myEstimate,
  };
}

export function combinationKey(codes: readonly string[]): string {
  return [...codes].sort().join(',');
}

export async function recordComparison(db: Db, codes: readonly string[], now: Date): Promise<void> {
  await db.run(`INSERT INTO compare_counts (combination, count, last_at) VALUES (?, 1, ?)
     ON CONFLICT (combination) DO UPDATE SET count = compare_counts.count + 1, last_at = excluded.last_at`, combinationKey(codes), now.toISOString());
}

export async function hotComparisons(db: Db): Promise<PortalSchemas['HotCompareItem'][]> {
  const rows = (await db.all('SELECT combination, count FROM compare_counts ORDER BY count DESC, last_at DESC LIMIT ?', HOT_LIMIT)) as { combination: string; count: number }[];
  return await mapInOrder(rows, async (row) => ({
      regions: await mapInOrder((await mapInOrder(row.combination
                .split(','), async (code) => await findRegion(db, code)))
            .filter((region): region is RegionRecord => region !== undefined), async (region) => await toCompareRegion(db, region)),
      count: row.count,
    }));
}

export async function compareRegions(db: Db, regions: readonly RegionRecord[], categories: string[], ledger: EnterpriseLedger | null, now: Date): Promise<PortalSchemas['RegionComparison'][]> {
  const sections = await coveredSections(db);
  return await mapInOrder(regions, async (region) => await compareOne(db, region, categories, sections, ledger, now));
}

/** One category side by side: each region's policies in force, the largest support first. */
export async function compareSingle(db: Db, regions: readonly RegionRecord[], category: string | undefined): Promise<PortalSchemas['SingleCompareRow'][]> {
  return await mapInOrder(regions, async (region) => {
      const { sql, params } = await applicableInRegionSql(db, region, 'region');
      const where = [`p.validity = 'valid'`, sql];
      const bound: Record<string, string | number> = { ...params };
      if (category) {
        where.push('p.category = @category');
        bound['category'] = category;
      }
      return {
        region: await toCompareRegion(db, region),
        policies: await selectPolicySummaries(db, where.join(' AND '), bound, 'p.support_amount IS NULL, p.support_amount DESC, p.publish_date DESC, p.id', SINGLE_COMPARE_LIMIT),
      };
    });
}
