import { QUALITY_TIERS, industryName, ledgerTiers } from '@smes/eligibility';
import type { EnterpriseLedger, QualityTier } from '@smes/eligibility';
import type { PortalSchemas } from '@smes/contract-types';
import type { ValidQuery } from '../contract/queries';
import type { Db } from '../db/database';
import { displayName, nameKey } from '../db/name-keys';
import { DomainError } from '../shared/domain-error';
import { CREDIT_CODE_TAKEN_MESSAGE, assertNameNotClaimedByOther, claimCreditCode, creditCodeHeldByOther, ownsCreditCode } from './credit-codes';
import { pageWindow } from '../shared/paging';
import type { Page } from '../shared/paging';
import { containsPattern } from '../shared/sql';
import { findRegion, regionLineage, withinRegionSql } from './regions';
import type { RegionRecord } from './regions';
import { findInOrder } from '../shared/in-order';

type Row = {
  id: number;
  name: string;
  region_name: string;
  industry: string;
  main_products: string;
  patents: number;
};

type DetailRow = Row & {
  profile: string;
  founded_year: number | null;
  employees: number | null;
  invention_patents: number | null;
  contact_name: string | null;
  contact_phone: string | null;
};

function contactOf(row: { contact_name: string | null; contact_phone: string | null }): PortalSchemas['MarketContact'] | null {
  return row.contact_name && row.contact_phone ? { name: row.contact_name, phone: row.contact_phone } : null;
}

type TierRow = { enterprise_id: number; tier: QualityTier; year: number };

const COLUMNS = 'e.id, e.name, e.region_name, e.industry, e.main_products, e.patents';

/** 0 for 小巨人 … 4 for 科技型中小企业, 5 for none: lists put the highest tiers first. */
export function tierRank(tiers: readonly { tier: QualityTier }[]): number {
  const ranks = tiers.map((item) => QUALITY_TIERS.indexOf(item.tier));
  return ranks.length > 0 ? Math.min(...ranks) : QUALITY_TIERS.length;
}

async function tiersOf(db: Db, ids: readonly number[]): Promise<Map<number, PortalSchemas['QualityEnterpriseTier'][]>> {
  const byId = new Map<number, PortalSchemas['QualityEnterpriseTier'][]>();
  if (ids.length === 0) return byId;
  const rows = (await db.all(`SELECT enterprise_id, tier, year FROM market_enterprise_tiers WHERE enterprise_id IN (${ids.map(() => '?').join(',')})`, ...ids)) as TierRow[];
  for (const row of rows) {
    const list = byId.get(row.enterprise_id) ?? [];
    list.push({ tier: row.tier, year: row.year });
    byId.set(row.enterprise_id, list);
  }
  for (const list of byId.values()) list.sort((a, b) => QUALITY_TIERS.indexOf(a.tier) - QUALITY_TIERS.indexOf(b.tier));
  return byId;
}

function toSummary(row: Row, tiers: PortalSchemas['QualityEnterpriseTier'][]): PortalSchemas['QualityEnterpriseSummary'] {
  return { id: row.id, name: row.name, regionName: row.region_name, industry: row.industry, mainProducts: row.main_products, tiers, patents: row.patents };
}

export type MarketEnterpriseListQuery = ValidQuery<'marketEnterpriseList', 'pageNum' | 'pageSize'>;

/** Only enterprises that chose to be public; the highest tier first, then the most patents. */
export async function listMarketEnterprises(db: Db, query: MarketEnterpriseListQuery, region: RegionRecord | undefined): Promise<Page<PortalSchemas['QualityEnterpriseSummary']>> {
  const where = ['e.public = 1'];
  const params: Record<string, string | number> = {};
  const keyword = query.keyword?.trim();
  if (keyword) {
    params['pattern'] = containsPattern(keyword);
    where.push(`(e.name ILIKE @pattern ESCAPE '\\' OR e.main_products ILIKE @pattern ESCAPE '\\')`);
  }
  if (query.tier) {
    params['tier'] = query.tier;
    where.push('EXISTS (SELECT 1 FROM market_enterprise_tiers t WHERE t.enterprise_id = e.id AND t.tier = @tier)');
  }
  if (query.industry) {
    params['industry'] = query.industry;
    where.push('e.industry = @industry');
  }
  if (region) {
    params['region'] = region.code;
    where.push(withinRegionSql(region, 'region', 'e'));
  }
  const whereSql = `WHERE ${where.join(' AND ')}`;
  const { total } = (await db.get(`SELECT COUNT(*) AS total FROM market_enterprises e ${whereSql}`, params)) as { total: number };
  const rows = (await db.all(`SELECT ${COLUMNS} FROM market_enterprises e ${whereSql} ORDER BY e.tier_rank, e.patents DESC, e.id LIMIT @limit OFFSET @offset`, {
    ...params,
    ...pageWindow(query.pageNum, query.pageSize),
  })) as Row[];
  const tiers = await tiersOf(
      db,
      rows.map((row) => row.id),
    );
  return { rows: rows.map((row) => toSummary(row, tiers.get(row.id) ?? [])), total, pageNum: query.pageNum, pageSize: query.pageSize };
}

/**
 * A public profile; an enterprise that is not public has none (undefined, answered as 404). The contact it
 * published goes to signed-in viewers only, so the page cannot be harvested for phone numbers anonymously;
 * an anonymous viewer learns that there is one to see after signing in.
 */
export async function findPublicEnterprise(db: Db, id: number, signedIn: boolean): Promise<PortalSchemas['QualityEnterpriseDetail'] | undefined> {
  const row = (await db.get(
    `SELECT ${COLUMNS}, e.profile, e.founded_year, e.employees, e.invention_patents, e.contact_name, e.contact_phone
     FROM market_enterprises e WHERE e.id = ? AND e.public = 1`,
    id,
  )) as DetailRow | undefined;
  if (!row) return undefined;
  const contact = contactOf(row);
  return {
    ...toSummary(row, (await tiersOf(db, [row.id])).get(row.id) ?? []),
    profile: row.profile,
    foundedYear: row.founded_year,
    employees: row.employees,
    inventionPatents: row.invention_patents,
    contact: signedIn ? contact : null,
    contactHidden: !signedIn && contact !== null,
  };
}

export type NewMarketEnterprise = {
  name: string;
  regionCode: string;
  industry: string;
  mainProducts: string;
  profile: string;
  foundedYear: number | null;
  employees: number | null;
  inventionPatents: number | null;
  patents: number;
  tiers: PortalSchemas['QualityEnterpriseTier'][];
  public: boolean;
  contact?: PortalSchemas['MarketContact'] | null;
  ownerUserId?: number;
  listedAt?: string;
};

/** Where a region code sits: its own, province and city codes and a readable name (浙江省杭州市余杭区). */
async function placeColumns(db: Db, regionCode: string): Promise<{ province_code: string; city_code: string | null; region_name: string }> {
  const lineage = await regionLineage(db, regionCode);
  if (lineage.length === 0) throw new Error(`region ${regionCode} is not in the region tree`);
  const ordered = [...lineage].reverse();
  return {
    province_code: ordered.find((item) => item.level === 'province')?.code ?? regionCode,
    city_code: ordered.find((item) => item.level === 'city')?.code ?? null,
    region_name: ordered.map((item) => item.name).join(''),
  };
}

async function writeTiers(db: Db, enterpriseId: number, tiers: readonly PortalSchemas['QualityEnterpriseTier'][]): Promise<void> {
  await db.run('DELETE FROM market_enterprise_tiers WHERE enterprise_id = ?', enterpriseId);
  for (const item of tiers) {
    await db.run('INSERT INTO market_enterprise_tiers (enterprise_id, tier, year) VALUES (?, ?, ?)', enterpriseId, item.tier, item.year);
  }
}

export async function insertMarketEnterprise(db: Db, enterprise: NewMarketEnterprise): Promise<number> {
  const result = await db.run(`INSERT INTO market_enterprises (name, region_code, province_code, city_code, region_name, industry, main_products, profile,
       founded_year, employees, invention_patents, patents, tier_rank, public, owner_user_id, listed_at, contact_name, contact_phone)
     VALUES (@name, @region_code, @province_code, @city_code, @region_name, @industry, @main_products, @profile,
       @founded_year, @employees, @invention_patents, @patents, @tier_rank, @public, @owner_user_id, @listed_at, @contact_name, @contact_phone) RETURNING id`, {
    name: enterprise.name,
    region_code: enterprise.regionCode,
    ...await placeColumns(db, enterprise.regionCode),
    industry: enterprise.industry,
    main_products: enterprise.mainProducts,
    profile: enterprise.profile,
    founded_year: enterprise.foundedYear,
    employees: enterprise.employees,
    invention_patents: enterprise.inventionPatents,
    patents: enterprise.patents,
    tier_rank: tierRank(enterprise.tiers),
    public: enterprise.public ? 1 : 0,
    owner_user_id: enterprise.ownerUserId ?? null,
    listed_at: enterprise.listedAt ?? null,
    contact_name: enterprise.contact?.name ?? null,
    contact_phone: enterprise.contact?.phone ?? null,
  });
  const id = Number(result.lastInsertRowid);
  await writeTiers(db, id, enterprise.tiers);
  return id;
}

// ---- an account's own listing --------------------------------------------------------------------------

/** The ledger facts a public profile is built from, with the names the 企业信息 form gives them. */
const LISTING_FACTS: readonly { label: string; has: (ledger: EnterpriseLedger) => boolean }[] = [
  { label: '企业名称', has: (ledger) => Boolean(ledger.enterpriseName?.trim()) },
  { label: '统一社会信用代码', has: (ledger) => Boolean(ledger.creditCode) },
  { label: '所在地区', has: (ledger) => Boolean(ledger.districtCode ?? ledger.cityCode ?? ledger.provinceCode) },
  { label: '所属行业', has: (ledger) => Boolean(ledger.industry) },
  { label: '主营产品', has: (ledger) => Boolean(ledger.mainProducts?.trim()) },
];

export function listingMissing(ledger: EnterpriseLedger): string[] {
  return LISTING_FACTS.filter((fact) => !fact.has(ledger)).map((fact) => fact.label);
}

type ListingRow = { id: number; public: number; listed_at: string | null; contact_name: string | null; contact_phone: string | null };

export async function findListing(db: Db, userId: number, ledger: EnterpriseLedger): Promise<PortalSchemas['MarketListing']> {
  const row = (await db.get('SELECT id, public, listed_at, contact_name, contact_phone FROM market_enterprises WHERE owner_user_id = ?', userId)) as
    | ListingRow
    | undefined;
  return {
    public: row?.public === 1,
    enterpriseId: row?.id ?? null,
    listedAt: row?.listed_at ?? null,
    missing: listingMissing(ledger),
    contact: row ? contactOf(row) : null,
  };
}

function sumOf(...values: (number | null | undefined)[]): number {
  return values.reduce<number>((sum, value) => sum + (value ?? 0), 0);
}

/** The public profile's text, from ledger facts only: nothing is said that the ledger does not hold. */
export function ledgerProfile(ledger: EnterpriseLedger, regionName: string): string {
  const parts = [`${ledger.enterpriseName ?? ''}${ledger.registeredAt ? `成立于${ledger.registeredAt.slice(0, 4)}年，` : ''}位于${regionName}`];
  const industry = ledger.industry ? industryName(ledger.industry) : undefined;
  if (industry) parts.push(`属${industry}`);
  parts.push(`主营${ledger.mainProducts ?? ''}`);
  if (ledger.employeesTotal) parts.push(`现有员工${ledger.employeesTotal}人${ledger.rdStaff ? `，其中研发人员${ledger.rdStaff}人` : ''}`);
  return `${parts.join('，')}。`;
}

export const LISTED_NAME_TAKEN_MESSAGE = '优质中小企业中已有同名企业公开。如确属贵单位，请通过「意见反馈」提交申诉并附营业执照，平台核实后处理';

/**
 * A public profile speaks for a company, so only the account that holds the company's 统一社会信用代码 may list
 * it, and under no name another account recorded with its code or another listing shows (names compared by
 * name_key: NFKC, without invisible characters). A code the ledger held from before codes were claimed is
 * claimed now, if nobody else holds it. Throws 409.
 */
async function assertListableIdentity(db: Db, userId: number, ledger: EnterpriseLedger, name: string, now: Date): Promise<void> {
  const code = ledger.creditCode ?? '';
  if (await creditCodeHeldByOther(db, code, userId)) throw new DomainError('conflict', CREDIT_CODE_TAKEN_MESSAGE);
  if (!await ownsCreditCode(db, userId, code)) await claimCreditCode(db, userId, code, name, now);
  await assertNameNotClaimedByOther(db, name, userId);
  const listed = await db.get('SELECT 1 FROM market_enterprises WHERE name_key = ? AND owner_user_id IS DISTINCT FROM ?', nameKey(name), userId);
  if (listed) throw new DomainError('conflict', LISTED_NAME_TAKEN_MESSAGE);
}

export const CONTACT_NAME_MESSAGE = '请输入联系人';

/** A contact as it will be shown: the name trimmed (a blank name is refused, 400); `undefined` leaves it as it is. */
function cleanContact(contact: PortalSchemas['MarketContact'] | null | undefined): PortalSchemas['MarketContact'] | null | undefined {
  if (!contact) return contact;
  const name = contact.name.trim();
  if (!name) throw new DomainError('invalid', CONTACT_NAME_MESSAGE);
  return { name, phone: contact.phone };
}

async function writeContact(db: Db, id: number, contact: PortalSchemas['MarketContact'] | null): Promise<void> {
  await db.run('UPDATE market_enterprises SET contact_name = ?, contact_phone = ? WHERE id = ?', contact?.name ?? null, contact?.phone ?? null, id);
}

/**
 * `contact`: the 联系人 and 电话 to show on the profile; null stops showing one; undefined keeps what was saved.
 *
 * Public: the profile is (re)built from the ledger as it is now, so the listing shows what the enterprise
 * itself recorded; not public: the row stays but is hidden everywhere. Answers the missing ledger facts
 * instead when the ledger cannot make a profile.
 */
export async function saveListing(
  db: Db,
  userId: number,
  ledger: EnterpriseLedger,
  makePublic: boolean,
  now: Date,
  requestedContact?: PortalSchemas['MarketContact'] | null,
): Promise<{ missing: string[] }> {
  const contact = cleanContact(requestedContact);
  const existing = (await db.get('SELECT id FROM market_enterprises WHERE owner_user_id = ?', userId)) as { id: number } | undefined;
  if (!makePublic) {
    if (existing) await db.run('UPDATE market_enterprises SET public = 0 WHERE id = ?', existing.id);
    if (existing && contact !== undefined) await writeContact(db, existing.id, contact);
    return { missing: [] };
  }
  const missing = listingMissing(ledger);
  if (missing.length > 0) return { missing };
  const regionCode = (await findInOrder([ledger.districtCode, ledger.cityCode, ledger.provinceCode], async (code) => Boolean(code && (await findRegion(db, code))))) as string | undefined;
  if (!regionCode) return { missing: ['所在地区'] };
  const name = displayName(ledger.enterpriseName ?? '');
  await assertListableIdentity(db, userId, ledger, name, now);
  const tiers = ledgerTiers(ledger);
  const { region_name: regionName } = await placeColumns(db, regionCode);
  const fields: Omit<NewMarketEnterprise, 'public' | 'ownerUserId'> = {
    name,
    regionCode,
    industry: ledger.industry ?? '',
    mainProducts: (ledger.mainProducts ?? '').trim(),
    profile: ledgerProfile(ledger, regionName),
    foundedYear: ledger.registeredAt ? Number(ledger.registeredAt.slice(0, 4)) : null,
    employees: ledger.employeesTotal ?? null,
    inventionPatents: ledger.inventionPatents ?? null,
    patents: sumOf(ledger.inventionPatents, ledger.utilityModels, ledger.designPatents),
    tiers,
    listedAt: now.toISOString(),
  };
  await db.transaction(async () => {
    if (!existing) {
      const id = await insertMarketEnterprise(db, { ...fields, public: true, ownerUserId: userId, contact: contact ?? null });
      await db.run('UPDATE market_enterprises SET name_key = ? WHERE id = ?', nameKey(fields.name), id);
      return;
    }
    if (contact !== undefined) await writeContact(db, existing.id, contact);
    await db.run(`UPDATE market_enterprises SET name = @name, name_key = @name_key, region_code = @region_code, province_code = @province_code, city_code = @city_code,
         region_name = @region_name, industry = @industry, main_products = @main_products, profile = @profile, founded_year = @founded_year,
         employees = @employees, invention_patents = @invention_patents, patents = @patents, tier_rank = @tier_rank, public = 1, listed_at = @listed_at
       WHERE id = @id`, {
      id: existing.id,
      name: fields.name,
      name_key: nameKey(fields.name),
      region_code: regionCode,
      ...await placeColumns(db, regionCode),
      industry: fields.industry,
      main_products: fields.mainProducts,
      profile: fields.profile,
      founded_year: fields.foundedYear,
      employees: fields.employees,
      invention_patents: fields.inventionPatents,
      patents: fields.patents,
      tier_rank: tierRank(tiers),
      listed_at: fields.listedAt,
    });
    await writeTiers(db, existing.id, tiers);
  });
  return { missing: [] };
}

export async function countMarketEnterprises(db: Db, publicOnly: boolean): Promise<number> {
  return ((await db.get(`SELECT COUNT(*) AS total FROM market_enterprises${publicOnly ? ' WHERE public = 1' : ''}`)) as { total: number }).total;
}
