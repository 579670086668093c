import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDb } from './db/database';
import { MIGRATIONS_TABLE, migrate, migrationNames } from './db/migrate';
import { openPool } from './db/open-database';
import { openSeededDatabase } from './seeded-database';
import { INITIAL_DATA_AUTHOR, insertPolicy, searchPolicies } from './domain/policies';
import { searchIndex, storeDocuments } from './domain/global-search/search-index';
import { SEED_MODULES } from './seed';
import { yunqiLedger } from './seed/ledgers';
import { OUT_OF_SCOPE_LISTED, evaluate, ledgerCompleteness, toContractPolicyMatch } from '@smes/eligibility';
import { reportToSave, storedPolicyMatch } from './domain/matching';
import type { StoredMatchReport } from './domain/matching';
import { LEGACY_ESTIMATE_METHOD, findReport, findReportAnswer, findReportMatches, insertMatchReport } from './domain/reports';
import { SEED_RULE_SCHEMES } from './seed/rule-set-schemes';
import { rngFor } from './seed/prng';
import { openTestDatabase, testDatabaseUrl } from './testing/test-database';
import { TEST_START, bearer, body, createTestHosts, login } from './testing/test-hosts';
import type { Envelope } from './testing/test-hosts';

// These tests start servers and seed databases from scratch: seconds each, more on a busy machine.
describe('the embedded database of npm start', { timeout: 180_000 }, () => {
  let directory: string;

  beforeEach(() => {
    directory = mkdtempSync(join(tmpdir(), 'portal-db-'));
    // The database server runs as another user when the tests run as root; it must reach its folder.
    chmodSync(directory, 0o755);
  });

  afterEach(() => {
    rmSync(directory, { recursive: true, force: true });
  });

  it('keeps tokens, accounts and submissions across a stop and a start, without seeding twice', async () => {
    const database = { embeddedDir: join(directory, 'nested', 'postgres') };
    const first = await createTestHosts({ database });
    const count = async (hosts: typeof first, table: string) =>
      ((await hosts.db.get(`SELECT COUNT(*) AS total FROM ${table}`)) as { total: number }).total;
    const token = await login(first.portal);
    await first.portal.inject({
      method: 'POST',
      url: '/api/v1/user/register',
      payload: { phone: '13100131000', password: 'Secret@123', enterpriseName: '丽水缙云机床有限公司' },
    });
    await first.portal.inject({ method: 'POST', url: '/api/hnFeedback', payload: { feedbackType: 'other', content: '重启之后还在吗？' } });
    const seededProjects = await count(first, 'declaration_projects');
    const seededInstitutions = await count(first, 'institutions');
    await first.close();

    const second = await createTestHosts({ database });
    try {
      const info = await second.portal.inject({ method: 'GET', url: '/api/v1/user/info', headers: bearer(token) });
      expect(body(info).data).toMatchObject({ username: '13800138000' });
      expect(await login(second.portal, '13100131000', 'Secret@123')).toEqual(expect.any(String));
      const overview = await second.portal.inject({ method: 'GET', url: '/api/home/overview' });
      expect(body<Envelope<{ declarationTotal: number }>>(overview).data.declarationTotal).toBe(150);
      expect(await count(second, 'declaration_projects')).toBe(seededProjects);
      expect(await count(second, 'institutions')).toBe(seededInstitutions);
      expect(await count(second, 'feedback')).toBe(1);
      expect(await count(second, 'users')).toBe(11);
    } finally {
      await second.close();
    }
  });
});

describe('migrations', { timeout: 180_000 }, () => {
  it('are numbered SQL files, forward only: none has a way back', async () => {
    const names = migrationNames();
    expect(names[0]).toBe('0001_baseline');
    names.forEach((name, index) => expect(name.slice(0, 4)).toBe(String(index + 1).padStart(4, '0')));
  });

  it('record what ran and leave seeding to start-up', async () => {
    const db = await openTestDatabase(TEST_START, { empty: true });
    try {
      expect(await db.get('SELECT COUNT(*) AS runs FROM seed_runs')).toEqual({ runs: 0 });
      expect((await db.all<{ name: string }>(`SELECT name FROM ${MIGRATIONS_TABLE} ORDER BY run_on, id`)).map((row) => row.name)).toEqual(migrationNames());
    } finally {
      await db.close();
    }
  });

  it('refuse a database that ran a migration this server does not know', async () => {
    const db = await openTestDatabase(TEST_START, { empty: true });
    const url = (db.pool.options as { connectionString: string }).connectionString;
    try {
      await db.run(`INSERT INTO ${MIGRATIONS_TABLE} (name, run_on) VALUES ('9999_from_a_newer_release', now())`);
      await expect(openPool(url)).rejects.toThrow(/9999_from_a_newer_release|Not run migration/);
    } finally {
      await db.close();
    }
  });

  /** A database of its own, migrated as far as `count` (an older release), for `fill` to fill and upgrade. */
  async function withOlderDatabase(suffix: string, count: number, fill: (pool: pg.Pool, old: ReturnType<typeof createDb>) => Promise<void>): Promise<void> {
    const scratch = await openTestDatabase(TEST_START, { empty: true });
    const name = `${(scratch.pool.options as { connectionString: string }).connectionString.split('/').pop()!.split('?')[0]}_${suffix}`;
    const admin = new pg.Client({ connectionString: testDatabaseUrl('postgres') });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${pg.escapeIdentifier(name)}`);
    const pool = new pg.Pool({ connectionString: testDatabaseUrl(name), max: 2 });
    pool.on('error', () => undefined);
    const old = createDb(pool);
    try {
      await migrate(pool, count);
      await fill(pool, old);
    } finally {
      await old.close();
      await admin.query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(name)} WITH (FORCE)`);
      await admin.end();
      await scratch.close();
    }
  }

  async function seedModules(db: ReturnType<typeof createDb>, names: readonly string[]): Promise<void> {
    await db.transaction(async () => {
      for (const module of SEED_MODULES.filter((item) => names.includes(item.name))) {
        await module.run({ db, rng: rngFor(module.name), now: TEST_START });
        await db.run('INSERT INTO seed_runs (module, seeded_at) VALUES (?, ?)', module.name, TEST_START.toISOString());
      }
    });
  }

  it('upgrade a database of the previous release, keeping its rows', async () => {
    // The previous release's schema is the baseline: what a server of that release left behind.
    await withOlderDatabase('old', 1, async (pool, old) => {
      await seedModules(old, ['dicts', 'accounts', 'institutions', 'declarations']);
      await old.run(`INSERT INTO portal_tokens (token, user_id, created_at, expires_at) VALUES ('kept', 1, ?, ?)`, TEST_START.toISOString(), TEST_START.toISOString());
      await migrate(pool);
      expect((await old.all<{ name: string }>(`SELECT name FROM ${MIGRATIONS_TABLE} ORDER BY id`)).map((row) => row.name)).toEqual(migrationNames());
      expect(await old.get(`SELECT user_id FROM portal_tokens WHERE token = 'kept'`)).toEqual({ user_id: 1 });
      expect(await old.get(`SELECT COUNT(*) AS total FROM declaration_projects`)).toEqual({ total: 150 });
    });
  });

  it('upgrade the rule sets of a database before versions into each policy’s 第 1 版, and take catalogue ids out of desk documents', async () => {
    await withOlderDatabase('rules', migrationNames().indexOf('0021_policy_rule_set_versions'), async (pool, old) => {
      await seedModules(old, ['dicts', 'accounts']);
      const scheme = SEED_RULE_SCHEMES.get('hz-rd-expense-subsidy');
      const policy = (docNo: string, ruleSet: unknown) => ({
        title: `杭州市企业研发费用投入补助（${docNo}）`, docNo, issuer: '杭州市科学技术局', level: 'municipal' as const, regionCode: '330100', provinceCode: '330000', cityCode: '330100', regionName: '杭州市',
        category: '资金扶持', industries: [], validity: 'valid' as const, writtenDate: '2026-01-05', publishDate: '2026-01-05', effectiveDate: '2026-01-05', repealDate: null,
        content: ['第一条　适用范围。在本市注册的企业。'], viewCount: 0, supportAmount: 50, patentSubsidies: null, ruleSet, createdAt: '2026-01-05T00:00:00.000Z', attachments: [],
      });
      const seeded = await insertPolicy(old, policy('杭科〔2026〕1号', { ...scheme, id: 'hz-rd-expense-subsidy@policy-1' }));
      const desked = await insertPolicy(old, policy('杭科〔2026〕2号', { ...scheme, id: 'hz-rd-expense-subsidy@policy-2' }));
      const without = await insertPolicy(old, policy('杭科〔2026〕3号', null));
      const author = (await old.get('SELECT id FROM users ORDER BY id LIMIT 1')) as { id: number };
      const desk = (await old.get('SELECT id FROM policy_desk WHERE policy_id = ?', desked)) as { id: number };
      await old.run(`INSERT INTO policy_revisions (desk_id, number, status, document, title, doc_no, doc_no_key, issuer, level, region_name, author_id, author_name, updated_by, created_at, updated_at, published_at)
        VALUES (?, 1, 'published', ?, '杭州市企业研发费用投入补助', '杭科〔2026〕2号', '杭科〔2026〕2号', '杭州市科学技术局', 'municipal', '杭州市', ?, '运营管理员', '运营管理员', '2026-02-01', '2026-02-01', '2026-02-01T08:00:00.000Z')`,
        desk.id, JSON.stringify({ title: '杭州市企业研发费用投入补助', ruleSetId: 'hz-rd-expense-subsidy', rules: null }), author.id);
      await migrate(pool);
      const versions = (await old.all('SELECT policy_id, number, author, desk_revision, created_at, rule_set FROM policy_rule_sets ORDER BY policy_id')) as { policy_id: number; rule_set: string }[];
      expect(versions.map(({ rule_set: ruleSet, ...row }) => ({ ...row, version: (JSON.parse(ruleSet) as { version: string }).version }))).toEqual([
        { policy_id: seeded, number: 1, author: INITIAL_DATA_AUTHOR, desk_revision: null, created_at: '2026-01-05T00:00:00.000Z', version: '第 1 版' },
        { policy_id: desked, number: 1, author: '运营管理员', desk_revision: 1, created_at: '2026-02-01T08:00:00.000Z', version: '第 1 版' },
      ]);
      // The version in force is the row: what every reader evaluates names 第 1 版, conditions and money unchanged.
      for (const row of versions) {
        const inForce = (await old.get('SELECT rule_set FROM policies WHERE id = ?', row.policy_id)) as { rule_set: string };
        expect(JSON.parse(inForce.rule_set)).toEqual(JSON.parse(row.rule_set));
        expect({ ...(JSON.parse(row.rule_set) as object), version: scheme?.version }).toEqual({ ...scheme, id: `hz-rd-expense-subsidy@policy-${row.policy_id === seeded ? 1 : 2}` });
      }
      expect(await old.get('SELECT rule_set FROM policies WHERE id = ?', without)).toEqual({ rule_set: null });
      expect(JSON.parse(((await old.get('SELECT document FROM policy_revisions WHERE desk_id = ?', desk.id)) as { document: string }).document)).toEqual({ title: '杭州市企业研发费用投入补助', rules: null });
    });
  });

  it('shrink saved match reports to what they show, exactly as a report saved today is stored', async () => {
    await withOlderDatabase('reports', migrationNames().indexOf('0022_compact_match_reports'), async (pool, old) => {
      await seedModules(old, ['dicts', 'accounts']);
      const user = (await old.get('SELECT id FROM users ORDER BY id LIMIT 1')) as { id: number };
      // The engine's whole evaluations, as the previous release saved them: a scored scheme with sub-items and
      // bases, one with direct paths, one plain; and more policies of other regions than a report now lists.
      const ledger = yunqiLedger(TEST_START);
      const matches = ['high-tech-enterprise', 'specialized-sme', 'hz-rd-expense-subsidy'].map((id, index) =>
        toContractPolicyMatch({ ...evaluate(SEED_RULE_SCHEMES.get(id)!, ledger, { now: TEST_START }), policyId: String(index + 1), supportAmount: 10, category: '资金扶持' }, new Map([[String(index + 1), `政策 ${index + 1}`]])),
      );
      expect(matches.some((match) => match.score?.indicators.some((indicator) => indicator.items))).toBe(true);
      expect(matches.some((match) => match.score?.directPaths)).toBe(true);
      const outOfScope = Array.from({ length: OUT_OF_SCOPE_LISTED + 30 }, (_, index) => ({
        policyId: 1000 + index, policyTitle: `温州政策 ${index}`, category: '资金扶持', supportAmount: null, regionName: '温州市', reason: '仅适用于温州市，贵企业注册地（杭州市余杭区）不在其范围内',
      }));
      const summary = { enterpriseName: '杭州云栖智造科技有限公司', completeness: ledgerCompleteness(ledger), matchedCount: 1, estimatedSubsidy: 10, qualificationsInReach: [], qualificationGaps: [],
        estimate: { conservative: 0, optimistic: 10, method: '按政策条款测算', lines: [] }, scope: { label: '杭州市余杭区', regions: [] } };
      const insert = async (payload: object) =>
        ((await old.get(`INSERT INTO reports (user_id, type, title, headline, project_id, payload, created_at) VALUES (?, 'match', '报告', '匹配', NULL, ?, ?) RETURNING id`,
          user.id, JSON.stringify(payload), TEST_START.toISOString())) as { id: number }).id;
      const saved = await insert({ ...summary, matches, outOfScope });
      const legacy = await insert({ enterpriseName: '杭州云栖智造科技有限公司', completeness: summary.completeness, matchedCount: 1, estimatedSubsidy: 80, qualificationsInReach: [], matches });
      const before = ((await old.get('SELECT octet_length(payload) AS bytes FROM reports WHERE id = ?', saved)) as { bytes: number }).bytes;

      await migrate(pool);
      const report = (await findReport(old, user.id, saved))?.match;
      expect(report).toEqual({ ...summary, matches: matches.map(storedPolicyMatch), outOfScope: outOfScope.slice(0, OUT_OF_SCOPE_LISTED), outOfScopeCount: outOfScope.length });
      expect(((await old.get('SELECT octet_length(payload) AS bytes FROM reports WHERE id = ?', saved)) as { bytes: number }).bytes).toBeLessThan(before);
      const older = (await findReport(old, user.id, legacy))?.match;
      expect(older?.matches).toEqual(matches.map(storedPolicyMatch));
      expect(older?.estimate.method).toBe(LEGACY_ESTIMATE_METHOD);
      expect([older?.outOfScope, older?.outOfScopeCount]).toEqual([[], 0]);
    });
  });

  it('keep a match report saved a policy a row (migration 0030) opening, paging and read whole as a report saved today', async () => {
    await withOlderDatabase('texts', migrationNames().indexOf('0031_report_texts'), async (pool, old) => {
      await seedModules(old, ['dicts', 'accounts']);
      const user = (await old.get('SELECT id FROM users ORDER BY id LIMIT 1')) as { id: number };
      const ledger = yunqiLedger(TEST_START);
      // The same schemes under several policies, as a province repeats them: their condition rows recur.
      const matches = Array.from({ length: 12 }, (_, index) => ['high-tech-enterprise', 'specialized-sme', 'hz-rd-expense-subsidy'][index % 3]!).map((id, index) =>
        storedPolicyMatch(toContractPolicyMatch({ ...evaluate(SEED_RULE_SCHEMES.get(id)!, ledger, { now: TEST_START }), policyId: String(index + 1), supportAmount: 10, category: index % 2 ? '资金扶持' : '资质认定' }, new Map([[String(index + 1), `政策 ${index + 1}`]]))),
      );
      const summary = { enterpriseName: '杭州云栖智造科技有限公司', completeness: ledgerCompleteness(ledger), matchedCount: 1, estimatedSubsidy: 10, qualificationsInReach: [], qualificationGaps: [],
        estimate: { conservative: 0, optimistic: 10, method: '按政策条款测算', lines: [] }, scope: { label: '杭州市余杭区', regions: [] }, outOfScope: [], outOfScopeCount: 0 };
      const categories = [{ category: '资质认定', total: 6, eligible: matches.filter((match, index) => index % 2 === 0 && match.status === 'eligible').length }, { category: '资金扶持', total: 6, eligible: matches.filter((match, index) => index % 2 === 1 && match.status === 'eligible').length }];
      const undecidedFields = [...new Set(matches.flatMap((match) => match.results.flatMap((result) => (result.status === 'unknown' ? (result.missingFields ?? []) : []))))];
      // As migration 0030's server saved it: the summary, and each policy's row as plain JSON.
      const saved = ((await old.get(`INSERT INTO reports (user_id, type, title, headline, project_id, payload, created_at) VALUES (?, 'match', '报告', '匹配', NULL, ?, ?) RETURNING id`,
        user.id, JSON.stringify({ paged: { ...summary, policyCount: matches.length, categories, undecidedFields } }), TEST_START.toISOString())) as { id: number }).id;
      for (const [position, match] of matches.entries()) {
        await old.run('INSERT INTO report_matches (report_id, position, category, category_position, payload) VALUES (?, ?, ?, ?, ?)', saved, position, match.category, Math.floor(position / 2), JSON.stringify(match));
      }

      await migrate(pool);
      const whole = await findReport(old, user.id, saved);
      expect(JSON.stringify(whole?.match)).toBe(JSON.stringify({ ...summary, matches }));
      // The same report saved today: its repeated texts written once, and every answer the same.
      const today = (await insertMatchReport(old, { userId: user.id, title: '报告', headline: '匹配', report: reportToSave({ ...summary, matches } as StoredMatchReport) }, TEST_START)).id;
      expect(((await old.get('SELECT match_texts FROM reports WHERE id = ?', saved)) as { match_texts: string | null }).match_texts).toBeNull();
      expect(((await old.get('SELECT match_texts FROM reports WHERE id = ?', today)) as { match_texts: string }).match_texts).not.toBe('');
      expect(JSON.stringify((await findReport(old, user.id, today))?.match)).toBe(JSON.stringify(whole?.match));
      expect(JSON.stringify((await findReportAnswer(old, user.id, saved))?.match)).toBe(JSON.stringify((await findReportAnswer(old, user.id, today))?.match));
      for (const category of ['资质认定', '资金扶持']) {
        const page = await findReportMatches(old, user.id, saved, { category, pageNum: 2, pageSize: 4 });
        expect(page?.rows.map((match) => match.policyId)).toEqual(matches.filter((match) => match.category === category).slice(4).map((match) => match.policyId));
        expect(JSON.stringify(page)).toBe(JSON.stringify(await findReportMatches(old, user.id, today, { category, pageNum: 2, pageSize: 4 })));
      }
    });
  });

  it('fill the word tables of a database before them from its policies’ and documents’ vectors, and search it alike both ways', async () => {
    await withOlderDatabase('words', migrationNames().indexOf('0033_search_words'), async (pool, old) => {
      const policy = (title: string, body: string, publishDate: string) => ({
        title, docNo: `杭科〔2026〕${publishDate.slice(-2)}号`, issuer: '杭州市科学技术局', level: 'municipal' as const, regionCode: '330100', provinceCode: '330000', cityCode: '330100',
        regionName: '杭州市', category: '资金扶持', industries: [], validity: 'valid' as const, writtenDate: publishDate, publishDate, effectiveDate: publishDate, repealDate: null,
        content: [body], viewCount: 0, supportAmount: null, patentSubsidies: null, ruleSet: null, createdAt: `${publishDate}T00:00:00.000Z`, attachments: [],
      });
      const inBody = await insertPolicy(old, policy('关于支持企业研发的若干措施', '支持钠离子电池研发。', '2026-03-02'));
      const inTitle = await insertPolicy(old, policy('钠离子电池产业扶持办法', '支持电池研发。', '2026-03-01'));
      await storeDocuments(old, 'news', [{ id: '7001', title: '钠离子电池座谈会', meta: '', text: '座谈。', date: '2026-03-03' }]);
      await migrate(pool);
      const count = async (sql: string) => Number((await old.get<{ n: number }>(sql))?.n);
      expect(await count('SELECT COUNT(*) AS n FROM policy_words')).toBe(await count('SELECT SUM(length(search_vector)) AS n FROM policies'));
      expect(await count('SELECT COUNT(*) AS n FROM search_document_words')).toBe(await count('SELECT SUM(length(search_vector)) AS n FROM search_documents'));
      const query = { keyword: '钠离子', pageNum: 1, pageSize: 10, orderBy: 'relevance', isAsc: 'desc' } as const;
      const page = await searchPolicies(old, query);
      expect(page.rows.map((row) => row.id)).toEqual([inTitle, inBody]);
      expect(page).toEqual(await searchPolicies(old, query, { wordTable: false }));
      const found = await searchIndex(old, '钠离子', { pageNum: 1, pageSize: 10 });
      expect(found.groups.find((group) => group.area === 'news')?.hits.map((hit) => hit.id)).toEqual(['7001']);
      expect(found).toEqual(await searchIndex(old, '钠离子', { pageNum: 1, pageSize: 10, wordTable: false }));
    });
  });

  it('count the policies of a database before policy_counts by the groups the list filters on', async () => {
    await withOlderDatabase('counts', migrationNames().indexOf('0025_policy_counts'), async (pool, old) => {
      const policy = (docNo: string, place: object) => ({
        title: `企业研发费用投入补助（${docNo}）`, docNo, issuer: '杭州市科学技术局', level: 'municipal' as const, regionCode: '330100', provinceCode: '330000', cityCode: '330100', regionName: '杭州市',
        category: '资金扶持', industries: [], validity: 'valid' as const, writtenDate: '2026-01-05', publishDate: '2026-01-05', effectiveDate: '2026-01-05', repealDate: null,
        content: ['第一条　适用范围。'], viewCount: 0, supportAmount: null, patentSubsidies: null, ruleSet: null, createdAt: '2026-01-05T00:00:00.000Z', attachments: [], ...place,
      });
      await insertPolicy(old, policy('杭科〔2026〕1号', {}));
      await insertPolicy(old, policy('杭科〔2026〕2号', {}));
      await insertPolicy(old, policy('杭科〔2026〕3号', { validity: 'repealed', repealDate: '2026-02-01' }));
      await insertPolicy(old, policy('国发〔2026〕4号', { level: 'national', regionCode: '100000', provinceCode: null, cityCode: null, regionName: '全国', category: '税收优惠' }));
      await migrate(pool);
      const group = 'region_code, province_code, city_code, level, category, validity';
      const counted = await old.all(`SELECT ${group}, COUNT(*) AS policies FROM policies GROUP BY ${group} ORDER BY ${group}`);
      expect(counted.map((row) => (row as { policies: number }).policies)).toEqual([1, 1, 2]);
      expect(await old.all(`SELECT ${group}, policies FROM policy_counts ORDER BY ${group}`)).toEqual(counted);
    });
  });

  it('give the assistant documents of a database before title_words their titles’ terms alone', async () => {
    await withOlderDatabase('titles', migrationNames().indexOf('0026_assistant_title_words'), async (pool, old) => {
      await old.run(
        `INSERT INTO assistant_docs (doc_type, doc_id, title, region_code, national, judgeable, terms, words)
         VALUES ('policy', 1, '房租减免办法', '330100', 0, 0, '房租 减免 办法 企业', ?::tsvector)`,
        `'330100_房租':1A '330100_减免':2A '330100_办法':3A '330100_企业':5,9 '330100_减免':6`,
      );
      await migrate(pool);
      expect(await old.get('SELECT title_words::text AS words FROM assistant_docs')).toEqual({ words: `'330100_减免':2A '330100_办法':3A '330100_房租':1A` });
    });
  });

  it('number the rule sets of a database before rule_set_revision anew at each write of a rule set, and only then', async () => {
    await withOlderDatabase('revisions', migrationNames().indexOf('0028_policy_rule_set_revisions'), async (pool, old) => {
      const policy = (docNo: string, ruleSet: object) => ({
        title: `企业研发费用投入补助（${docNo}）`, docNo, issuer: '杭州市科学技术局', level: 'municipal' as const, regionCode: '330100', provinceCode: '330000', cityCode: '330100', regionName: '杭州市',
        category: '资金扶持', industries: [], validity: 'valid' as const, writtenDate: '2026-01-05', publishDate: '2026-01-05', effectiveDate: '2026-01-05', repealDate: null,
        content: ['第一条　适用范围。'], viewCount: 0, supportAmount: null, patentSubsidies: null, ruleSet, createdAt: '2026-01-05T00:00:00.000Z', attachments: [],
      });
      const first = await insertPolicy(old, policy('杭科〔2026〕1号', { id: 'a', version: '第 1 版' }));
      const second = await insertPolicy(old, policy('杭科〔2026〕2号', { id: 'b', version: '第 1 版' }));
      await migrate(pool);
      const revision = async (id: number) => (await old.get<{ r: number }>('SELECT rule_set_revision AS r FROM policies WHERE id = ?', id))!.r;
      expect([await revision(first), await revision(second)]).toEqual([0, 0]);
      await old.run('UPDATE policies SET view_count = view_count + 1 WHERE id = ?', first);
      expect(await revision(first)).toBe(0);
      // The same version label rewritten in place is a new revision: the label cannot tell the texts apart.
      await old.run(`UPDATE policies SET rule_set = '{"id":"a","version":"第 1 版","name":"改"}' WHERE id = ?`, first);
      const rewritten = await revision(first);
      expect(rewritten).toBeGreaterThan(0);
      await old.run(`UPDATE policies SET rule_set = rule_set WHERE id = ?`, second);
      expect(await revision(second)).toBeGreaterThan(rewritten);
      const third = await insertPolicy(old, policy('杭科〔2026〕3号', { id: 'c', version: '第 1 版' }));
      expect(await revision(third)).toBeGreaterThan(await revision(second));
    });
  });

  it('fill a database of an older release with what the newer seed modules bring', async () => {
    const db = await openTestDatabase(TEST_START, { empty: true });
    const url = (db.pool.options as { connectionString: string }).connectionString;
    const now = new Date('2026-03-01T02:00:00.000Z');
    try {
      await db.transaction(async () => {
        for (const module of SEED_MODULES.filter((item) => ['dicts', 'accounts', 'institutions', 'declarations'].includes(item.name))) {
          await module.run({ db, rng: rngFor(module.name), now });
          await db.run('INSERT INTO seed_runs (module, seeded_at) VALUES (?, ?)', module.name, now.toISOString());
        }
      });
      const reopened = await openSeededDatabase({ url }, () => now);
      try {
        expect(await reopened.get(`SELECT user_type FROM users WHERE username = 'admin'`)).toEqual({ user_type: 'admin' });
        expect(await reopened.get('SELECT COUNT(*) AS total FROM declaration_projects WHERE policy_id IS NULL OR rule_set IS NULL')).toEqual({ total: 0 });
        expect(((await reopened.get('SELECT COUNT(*) AS total FROM policies')) as { total: number }).total).toBeGreaterThan(380);
      } finally {
        await reopened.close();
      }
    } finally {
      await db.close();
    }
  });
});
