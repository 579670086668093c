import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/database';
import { openTestDatabase } from '../testing/test-database';
import { TEST_START } from '../testing/test-hosts';
import { countPoliciesInForce, findPolicyRow, insertPolicy, repealPublishedPolicy, revisePublishedPolicy, searchPolicies } from './policies';
import type { NewPolicy, PolicySearch } from './policies';
import { applicableChain, findRegion } from './regions';

let db: Db;

beforeAll(async () => {
  db = await openTestDatabase(TEST_START);
});

afterAll(async () => {
  await db.close();
});

type Place = { region_code: string; province_code: string | null; city_code: string | null; level: string; category: string; validity: string; industries: string; issuer: string };

type Filters = Pick<PolicySearch, 'level' | 'category' | 'validity' | 'dept' | 'industry'> & { regionCode?: string; applicableTo?: string };

const listTotal = async (filters: Filters) => {
  const region = filters.regionCode ? await findRegion(db, filters.regionCode) : undefined;
  const scope = filters.applicableTo ? await findRegion(db, filters.applicableTo) : undefined;
  const { regionCode: _regionCode, applicableTo: _applicableTo, ...rest } = filters;
  const page = await searchPolicies(db, {
    pageNum: 1, pageSize: 10, orderBy: 'relevance', isAsc: 'desc', ...rest,
    ...(region ? { region } : {}),
    ...(scope ? { applicableTo: await applicableChain(db, scope) } : {}),
  });
  expect(page.totalCapped).toBe(false);
  return page.total;
};

/** The same filters applied in TypeScript to every stored policy: what the total must be. */
async function expected(rows: readonly Place[], filters: Filters): Promise<number> {
  const region = filters.regionCode ? await findRegion(db, filters.regionCode) : undefined;
  const chain = filters.applicableTo ? await applicableChain(db, (await findRegion(db, filters.applicableTo))!) : undefined;
  return rows.filter((row) =>
    (!filters.level || row.level === filters.level) &&
    (!filters.category || row.category === filters.category) &&
    (!filters.validity || row.validity === filters.validity) &&
    (!filters.dept || row.issuer.includes(filters.dept)) &&
    (!filters.industry || row.industries === '[]' || (JSON.parse(row.industries) as string[]).includes(filters.industry)) &&
    (!chain || chain.includes(row.region_code)) &&
    (!region || (region.level === 'province' ? row.province_code === region.code : region.level === 'city' ? row.city_code === region.code : row.region_code === region.code)),
  ).length;
}

/** Every single filter the list offers over the seeded policies' own values, and pairs of them. */
async function filterSets(rows: readonly Place[]): Promise<Filters[]> {
  const distinct = <T>(values: T[]) => [...new Set(values)].filter((value): value is NonNullable<T> => value !== null && value !== undefined);
  const codes = distinct(rows.flatMap((row) => [row.region_code, row.province_code, row.city_code]));
  const places: string[] = [];
  for (const code of codes) if (await findRegion(db, code)) places.push(code);
  const attributes: Filters[] = [
    ...distinct(rows.map((row) => row.level)).map((level) => ({ level: level as Filters['level'] })),
    ...distinct(rows.map((row) => row.category)).map((category) => ({ category })),
    { validity: 'valid' }, { validity: 'repealed' },
  ];
  const regions = places.map((regionCode) => ({ regionCode }));
  const scopes = places.map((applicableTo) => ({ applicableTo }));
  const singles: Filters[] = [{}, ...attributes, ...regions, ...scopes];
  const pairs = [...attributes.flatMap((one) => regions.map((other) => ({ ...one, ...other }))), ...scopes.map((scope) => ({ ...scope, validity: 'valid' as const, category: '资金扶持' }))];
  return [...singles, ...pairs, { category: '资金扶持', dept: '科学技术' }, { validity: 'valid', industry: 'C' }];
}

async function expectEveryTotalExact(): Promise<number> {
  const rows = await db.all<Place>('SELECT region_code, province_code, city_code, level, category, validity, industries, issuer FROM policies');
  const sets = await filterSets(rows);
  for (const filters of sets) expect({ filters, total: await listTotal(filters) }).toEqual({ filters, total: await expected(rows, filters) });
  expect(await countPoliciesInForce(db)).toBe(await expected(rows, { validity: 'valid' }));
  return sets.length;
}

const policy = (overrides: Partial<NewPolicy>): NewPolicy => ({
  title: '余杭区低空经济企业扶持办法', docNo: '余经信〔2026〕7号', issuer: '余杭区经济和信息化局', level: 'district', regionCode: '330110', provinceCode: '330000', cityCode: '330100', regionName: '余杭区',
  category: '资金扶持', industries: [], validity: 'valid', writtenDate: '2026-06-01', publishDate: '2026-06-01', effectiveDate: '2026-06-01', repealDate: null,
  content: ['第一条　支持内容。'], viewCount: 0, supportAmount: null, patentSubsidies: null, ruleSet: null, createdAt: '2026-06-01T00:00:00.000Z', attachments: [], ...overrides,
});

describe('the policy list’s total without a keyword (ADR 86)', { timeout: 120_000 }, () => {
  it('is exact for every filter and pair of filters over the seeded policies', async () => {
    expect(await expectEveryTotalExact()).toBeGreaterThan(100);
  });

  it('stays exact through a publish, a revision that moves a policy to another place and category, a repeal and a delete', async () => {
    const id = await insertPolicy(db, policy({}));
    const other = await insertPolicy(db, policy({ title: '全国性政策', level: 'national', regionCode: '100000', provinceCode: null, cityCode: null, regionName: '全国', category: '税收优惠' }));
    await expectEveryTotalExact();
    const row = (await findPolicyRow(db, id))!;
    await revisePublishedPolicy(db, id, {
      title: row.title, docNo: row.doc_no, issuer: row.issuer, level: 'municipal', regionCode: '330200', provinceCode: '330000', cityCode: '330200', regionName: '宁波市',
      category: '人才政策', industries: [], writtenDate: row.written_date, publishDate: row.publish_date, effectiveDate: row.effective_date, content: ['第一条　改。'], supportAmount: null,
    });
    await repealPublishedPolicy(db, other, '2026-07-01');
    await expectEveryTotalExact();
    await db.run('DELETE FROM policy_desk WHERE policy_id = ?', id);
    await db.run('DELETE FROM policies WHERE id = ?', id);
    await expectEveryTotalExact();
  });
});
