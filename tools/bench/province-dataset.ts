/**
 * A province-size copy of the seeded data, deterministic: the demo seed first, then
 *   - PROVINCE_ENTERPRISES enterprises (1,000,000 by default), each an account and a ledger generated as the push
 *     tests generate them (testing/generated-ledgers.ts: 云栖's ledger moved to a district of the region tree, its
 *     numbers scaled, fields blanked and facts flipped), named from the region tree and the seed's words;
 *   - PROVINCE_POLICIES policies (50,000 by default), each recombined from two seeded ones (the title and 文号 of
 *     one with a year and number of its own, the opening of its text followed by the other's), searchable the way
 *     the server writes them (a jieba tsvector per policy); a generated policy whose first seeded policy has a rule set
 *     gets a copy of it as its own (its id and source the generated policy's, 第 1 版 by 平台初始数据), so the share of
 *     matchable policies is the seed's and a push of a generated policy reaches generated ledgers.
 * Into the PostgreSQL database DATABASE_URL names (created by the caller; migrated here). It adds only what is
 * missing, so a run that stopped goes on where it was, and a database built before generated policies had rule sets
 * gets them in seconds by running it again.
 *
 *   DATABASE_URL=postgres://… npx tsx --tsconfig apps/server/tsconfig.json tools/bench/province-dataset.ts
 */
import { performance } from 'node:perf_hooks';
import { createRng, generatedLedger, indexUnindexedPolicies, openSeededDatabase, yunqiLedger } from '@smes/server/testing';

const ENTERPRISES = Number(process.env['PROVINCE_ENTERPRISES'] ?? 1_000_000);
const POLICIES = Number(process.env['PROVINCE_POLICIES'] ?? 50_000);
const BATCH = 5_000;
const url = process.env['DATABASE_URL'];
if (!url) throw new Error('DATABASE_URL must name the PostgreSQL database to fill');

const now = new Date('2026-06-15T02:00:00.000Z');
const started = performance.now();
const seconds = () => `${((performance.now() - started) / 1000).toFixed(0)} s`;
const db = await openSeededDatabase({ url }, () => now);
try {
  // Enterprises --------------------------------------------------------------------------------------------
  type Place = { provinceCode: string; cityCode: string; districtCode: string; name: string };
  const places = (await db.all(`SELECT d.code AS "districtCode", c.code AS "cityCode", d.province_code AS "provinceCode", c.name || d.name AS name
       FROM regions d JOIN regions c ON c.code = d.parent_code AND c.level = 'city' WHERE d.level = 'district' ORDER BY d.code`)) as Place[];
  const words = [...new Set(((await db.all("SELECT enterprise_name FROM users WHERE enterprise_name IS NOT NULL ORDER BY id")) as { enterprise_name: string }[])
    .flatMap((row) => row.enterprise_name.replace(/(股份)?有限(责任)?公司$/, '').match(/[\u4e00-\u9fff]{2}/g) ?? []))];
  const trades = ['科技', '智能制造', '新材料', '生物医药', '信息技术', '电子', '机械', '环保科技', '数字科技', '精密仪器', '食品', '纺织'];
  const have = ((await db.get("SELECT COUNT(*) AS n FROM users WHERE username ILIKE 'prov-%'")) as { n: number }).n;
  const base = yunqiLedger(now);
  const rng = createRng(32);
  // Every enterprise written already (a later run adding what else is missing): nothing to draw.
  for (let index = 0; index < (have >= ENTERPRISES ? 0 : ENTERPRISES); index += BATCH) {
    const size = Math.min(BATCH, ENTERPRISES - index);
    // Drawn even for the batches already written, so the data does not depend on where a run stopped.
    const rows = Array.from({ length: size }, (_, offset) => {
      const place = rng.pick(places);
      const name = `${place.name.replace(/(市|区|县)/g, '').slice(0, 4)}${rng.pick(words)}${rng.pick(words)}${rng.pick(trades)}有限公司`;
      const { name: _unused, ...code } = place;
      return { username: `prov-${index + offset}`, name, ledger: JSON.stringify({ ...generatedLedger(rng, base, code), enterpriseName: name }) };
    });
    if (index + size <= have) continue;
    // Straight on a connection of the pool: the query layer spreads arrays as SQLite did, and these are bound whole.
    const client = await db.pool.connect();
    try {
      await client.query('BEGIN');
      const ids = await client.query<{ id: number; username: string }>(
        `INSERT INTO users (username, phone, password_hash, nick_name, user_type, enterprise_name, notes_enabled, created_at)
         SELECT u, NULL, 'x', n, 'enterprise', n, 0, $1 FROM unnest($2::text[], $3::text[]) AS t(u, n) ON CONFLICT (username) DO NOTHING RETURNING id, username`,
        [now.toISOString(), rows.map((row) => row.username), rows.map((row) => row.name)],
      );
      const ledgerOf = new Map(rows.map((row) => [row.username, row.ledger]));
      await client.query('INSERT INTO ledgers (user_id, data, updated_at) SELECT i, d, $1 FROM unnest($2::bigint[], $3::text[]) AS t(i, d)', [
        now.toISOString(),
        ids.rows.map((row) => row.id),
        ids.rows.map((row) => ledgerOf.get(row.username) ?? ''),
      ]);
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK');
      throw error;
    } finally {
      client.release();
    }
    if ((index / BATCH) % 20 === 0) console.log(`enterprises: ${index + size} (${seconds()})`);
  }

  // Policies -----------------------------------------------------------------------------------------------
  const policies = ((await db.get('SELECT COUNT(*) AS n FROM policies')) as { n: number }).n;
  const seeded = ((await db.get("SELECT COUNT(*) AS n FROM policies WHERE doc_no NOT ILIKE '%（省）%'")) as { n: number }).n;
  const missing = Math.max(0, POLICIES - (policies - seeded));
  for (let done = 0; done < missing; done += BATCH) {
    const size = Math.min(BATCH, missing - done);
    const first = policies - seeded + done;
    await db.run(
      `WITH seed AS (SELECT p.*, row_number() OVER (ORDER BY id) - 1 AS n, COUNT(*) OVER () AS total FROM policies p WHERE doc_no NOT ILIKE '%（省）%')
       INSERT INTO policies (title, doc_no, issuer, level, region_code, province_code, city_code, region_name, category, industries, validity,
         written_date, publish_date, effective_date, repeal_date, content, body, view_count, support_amount, patent_subsidies, rule_set, created_at)
       SELECT regexp_replace(a.title, '20[0-9]{2}', (2016 + g % 11)::text), regexp_replace(a.doc_no, '〔[0-9]{4}〕[0-9]+号', '〔' || (2016 + g % 11) || '〕' || (g % 300 + 1) || '号') || '（省）' || g,
         a.issuer, a.level, a.region_code, a.province_code, a.city_code, a.region_name, b.category, a.industries, a.validity,
         a.written_date, a.publish_date, a.effective_date, a.repeal_date, a.content,
         left(a.body, length(a.body) / 2) || right(b.body, length(b.body) - length(b.body) / 2), 0, a.support_amount, NULL, NULL, a.created_at
       FROM generate_series(?::bigint, ?::bigint) AS g
       JOIN seed a ON a.n = g % a.total
       JOIN seed b ON b.n = (g * 7 + 3) % b.total`,
      first,
      first + size - 1,
    );
    const indexed = await indexUnindexedPolicies(db, 500);
    console.log(`policies: ${first + size} generated, ${indexed} indexed (${seconds()})`);
  }
  // Rule sets of generated policies: the first seeded policy's (the one whose title, region and 文号 it took), made
  // its own. Only those still without one, so this also brings an older province database up to date.
  const ruled = await db.run(
    `WITH seed AS (SELECT id, rule_set, row_number() OVER (ORDER BY id) - 1 AS n, COUNT(*) OVER () AS total FROM policies WHERE doc_no NOT ILIKE '%（省）%'),
     generated AS (SELECT id, substring(doc_no FROM '（省）([0-9]+)$')::bigint AS g FROM policies WHERE doc_no ILIKE '%（省）%' AND rule_set IS NULL),
     ruled AS (
       UPDATE policies p SET rule_set = jsonb_set(jsonb_set(jsonb_set(a.rule_set::jsonb, '{id}', to_jsonb('province-policy-' || p.id)),
           '{source,title}', to_jsonb('《' || p.title || '》')), '{source,docNo}', to_jsonb(p.doc_no))::text
       FROM generated JOIN seed a ON a.n = generated.g % a.total
       WHERE p.id = generated.id AND a.rule_set IS NOT NULL
       RETURNING p.id, p.rule_set, p.created_at)
     INSERT INTO policy_rule_sets (policy_id, number, rule_set, author, desk_revision, created_at)
     SELECT id, 1, rule_set, '平台初始数据', NULL, created_at FROM ruled`,
  );
  console.log(`rule sets: ${ruled.changes} generated policies given their seed policy's (${seconds()})`);
  await db.exec('ANALYZE');
  const counts = (await db.get(
    "SELECT (SELECT COUNT(*) FROM ledgers) AS ledgers, (SELECT COUNT(*) FROM policies) AS policies, (SELECT COUNT(*) FROM policies WHERE rule_set IS NOT NULL) AS matchable, pg_size_pretty(pg_database_size(current_database())) AS size",
  )) as { ledgers: number; policies: number; matchable: number; size: string };
  console.log(`done in ${seconds()}: ${counts.ledgers} ledgers, ${counts.policies} policies (${counts.matchable} with a rule set), ${counts.size}`);
} finally {
  await db.close();
}
