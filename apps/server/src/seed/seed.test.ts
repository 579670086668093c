import { parseRuleSet } from '@smes/eligibility';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS } from '../clock';
import type { BindArg, Db } from '../db/database';
import { openTestDatabase } from '../testing/test-database';
import { declarationStatus } from '../domain/declarations';
import { verifyPassword } from '../domain/passwords';
import { findSubscription, publicationOf, subscriptionMatches } from '../domain/subscriptions';
import { TEST_START } from '../testing/test-hosts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, OPERATOR_ACCOUNTS } from './accounts';
import { isValidCreditCode } from './credit-code';
import { SEEDED_CLOSING_SOON, SEEDED_DECLARATION_COUNT } from './declarations';
import { SERVICE_CATEGORIES } from './dicts';
import { SEED_MODULES, seedDatabase } from './index';
import { SEEDED_INSTITUTION_COUNT } from './institutions';
import { mapInOrder } from '../shared/in-order';

async function open(now = TEST_START): Promise<Db> {
  return await openTestDatabase(now);
}

/** A database seeded from scratch, bypassing the seeded template copies. */
async function seedFresh(now = TEST_START): Promise<Db> {
  const db = await openTestDatabase(now, { empty: true });
  await seedDatabase(db, now);
  return db;
}

async function snapshot(db: Db) {
  return {
    policies: await db.all('SELECT id, title, doc_no, issuer, region_code, category, validity, publish_date, support_amount, rule_set FROM policies ORDER BY id'),
    notices: await db.all('SELECT id, title, policy_id, start_time, end_time FROM notices ORDER BY id'),
    interpretations: await db.all('SELECT id, title, policy_id FROM interpretations ORDER BY id'),
    announcements: await db.all('SELECT id, title, category, related_notice_id FROM announcements ORDER BY id'),
    links: await db.all('SELECT id, policy_id, notice_id, rule_set FROM declaration_projects ORDER BY id'),
    projects: await db.all('SELECT id, project_name, dept_name, level, region_name, support_amount, start_time, end_time FROM declaration_projects ORDER BY id'),
    materials: await db.all('SELECT project_id, seq, name FROM declaration_materials ORDER BY project_id, seq'),
    institutions: await db.all('SELECT id, name, credit_code, region_name FROM institutions ORDER BY id'),
    organizations: await db.all('SELECT id, name FROM notes_organizations ORDER BY id'),
    wikis: await db.all('SELECT id, name, organization_id FROM notes_wikis ORDER BY id'),
    dicts: await db.all('SELECT dict_code, dict_type, dict_value FROM dict_data ORDER BY dict_code'),
    users: await db.all('SELECT id, username FROM users ORDER BY id'),
  };
}

// Several of these seed databases from scratch: seconds each, more on a busy machine.
// Each test seeds fresh databases; these timeouts guard against a hang (2–4 × slower CI machines included), not speed.
describe('the seed', { timeout: 600_000 }, () => {
  it('is deterministic: two databases get the same ids, names and windows', async () => {
    const first = await seedFresh();
    const second = await seedFresh();
    try {
      expect(await snapshot(second)).toEqual(await snapshot(first));
    } finally {
      await first.close();
      await second.close();
    }
  });

  it('yields the same records whatever the date and time of seeding, so tests visit the same pages every day', async () => {
    // What may change with the date is a date and the year written in a title or document number; which
    // records exist, their ids, order and links must not. Before the seed was anchored to the day, a run
    // at another hour or on the next day reshuffled ids and gave interpretations to other policies.
    const identity = async (db: Db) => {
      const masked = (value: unknown) => String(value).replace(/20\d\d/g, 'YYYY');
      return {
        policies: ((await db.all('SELECT id, title, doc_no, region_code, category FROM policies ORDER BY id')) as Record<string, unknown>[]).map(
          (row) => Object.values(row).map(masked).join('|'),
        ),
        interpretations: await db.all('SELECT id, policy_id, type FROM interpretations ORDER BY id'),
        notices: ((await db.all('SELECT id, title, policy_id FROM notices ORDER BY id')) as Record<string, unknown>[]).map((row) =>
          Object.values(row).map(masked).join('|'),
        ),
        projects: ((await db.all('SELECT id, project_name, policy_id FROM declaration_projects ORDER BY id')) as Record<string, unknown>[]).map(
          (row) => Object.values(row).map(masked).join('|'),
        ),
        announcements: await db.all('SELECT id, category, related_notice_id FROM announcements ORDER BY id'),
      };
    };
    const moments = ['2026-11-22T01:00:00Z', '2026-11-22T23:30:00Z', '2026-11-23T19:00:00Z', '2027-06-30T20:00:00Z'].map((iso) => new Date(iso));
    const databases = await mapInOrder(moments, async (moment) => await seedFresh(moment));
    try {
      const [first, ...rest] = await mapInOrder(databases, identity);
      for (const other of rest) expect(other).toEqual(first);
    } finally {
      for (const db of databases) await db.close();
    }
  });

  it('runs each module once per database', async () => {
    const db = await open();
    try {
      expect(await seedDatabase(db, TEST_START)).toEqual([]);
      expect(((await db.all('SELECT module FROM seed_runs ORDER BY module')) as { module: string }[]).map((row) => row.module)).toEqual(
        SEED_MODULES.map((module) => module.name).sort(),
      );
      expect(((await db.get('SELECT COUNT(*) AS total FROM declaration_projects')) as { total: number }).total).toBe(SEEDED_DECLARATION_COUNT);
    } finally {
      await db.close();
    }
  });

  it('spreads the windows: ~40% open (some closing within 7 days), ~20% upcoming, ~40% closed', async () => {
    for (const now of [TEST_START, new Date('2027-02-28T23:59:00.000Z')]) {
      const db = await open(now);
      try {
        const rows = (await db.all('SELECT start_time, end_time FROM declaration_projects')) as { start_time: string; end_time: string }[];
        const statuses = rows.map((row) => declarationStatus(row.start_time, row.end_time, now));
        expect(statuses.filter((status) => status === 'open')).toHaveLength(60);
        expect(statuses.filter((status) => status === 'not_started')).toHaveLength(30);
        expect(statuses.filter((status) => status === 'closed')).toHaveLength(60);
        const soon = rows.filter((row) => declarationStatus(row.start_time, row.end_time, now) === 'open' && Date.parse(row.end_time) - now.getTime() <= 7 * DAY_MS);
        expect(soon).toHaveLength(SEEDED_CLOSING_SOON);
      } finally {
        await db.close();
      }
    }
  });

  it('writes realistic projects: unique names, null amounts only for 资质认定, matching regions', async () => {
    const db = await open();
    try {
      const rows = (await db.all('SELECT project_name, dept_name, level, region_name, category, support_amount, create_time, start_time FROM declaration_projects')) as Record<string, string | number | null>[];
      expect(new Set(rows.map((row) => row['project_name'])).size).toBe(rows.length);
      for (const row of rows) {
        expect(row['support_amount'] === null).toBe(row['category'] === '资质认定');
        if (row['level'] === 'national') expect(row['region_name']).toBe('国家');
        if (row['level'] === 'provincial') expect(row['region_name']).toBe('浙江省');
        if (row['level'] === 'municipal') expect(String(row['region_name'])).toMatch(/市$/);
        if (row['level'] === 'district') expect(String(row['region_name'])).toMatch(/区$/);
        if (row['level'] !== 'national') expect(String(row['dept_name']).startsWith(String(row['region_name']))).toBe(true);
        expect(String(row['create_time']) <= TEST_START.toISOString()).toBe(true);
      }
      expect(new Set(rows.map((row) => row['level']))).toEqual(new Set(['national', 'provincial', 'municipal', 'district']));
      expect(new Set(rows.map((row) => row['category']))).toEqual(new Set(['资金扶持', '资质认定', '荣誉称号', '平台载体', '人才项目']));
    } finally {
      await db.close();
    }
  });

  it('seeds ~40 certified institutions with valid credit codes and dictionary categories', async () => {
    const db = await open();
    try {
      const rows = (await db.all('SELECT credit_code, service_categories, status, user_id FROM institutions')) as {
        credit_code: string;
        service_categories: string;
        status: string;
        user_id: number | null;
      }[];
      expect(rows.filter((row) => row.user_id === null && row.status === 'approved')).toHaveLength(SEEDED_INSTITUTION_COUNT);
      for (const row of rows) {
        expect(isValidCreditCode(row.credit_code), row.credit_code).toBe(true);
        for (const category of JSON.parse(row.service_categories) as string[]) expect(SERVICE_CATEGORIES).toContain(category);
      }
      expect(new Set(rows.map((row) => row.credit_code)).size).toBe(rows.length);
    } finally {
      await db.close();
    }
  });

  it('seeds the demo accounts with salted scrypt hashes of Demo@2026', async () => {
    const db = await open();
    try {
      const rows = (await db.all('SELECT username, phone, password_hash, notes_enabled FROM users ORDER BY id')) as {
        username: string;
        phone: string | null;
        password_hash: string;
        notes_enabled: number;
      }[];
      expect(rows.map((row) => row.username)).toEqual([...DEMO_ACCOUNTS, ...OPERATOR_ACCOUNTS].map((account) => account.username));
      expect(new Set(rows.map((row) => row.password_hash)).size).toBe(rows.length);
      await expect(verifyPassword(DEMO_PASSWORD, rows[0]?.password_hash ?? '')).resolves.toBe(true);
      await expect(verifyPassword('Demo@2025', rows[0]?.password_hash ?? '')).resolves.toBe(false);
      expect(rows.filter((row) => row.notes_enabled === 1).map((row) => row.username)).toEqual(['13800138000', '13800138001', '13800138002', '13900139000']);
    } finally {
      await db.close();
    }
  });
});

describe('the subscription seed', { timeout: 300_000 }, () => {
  it('sends every subscriber only messages about what they subscribed to (region, category, industry)', async () => {
    for (const now of [TEST_START, new Date('2026-03-02T22:30:00.000Z'), new Date('2026-09-01T00:00:00.000Z')]) {
      const db = await open(now);
      const messages = (await db.all(`SELECT m.user_id, m.link_kind, m.link_id, m.title FROM messages m JOIN subscriptions s ON s.user_id = m.user_id WHERE m.link_kind IN ('policy', 'notice')`)) as { user_id: number; link_kind: 'policy' | 'notice'; link_id: number; title: string }[];
      // The demo enterprise gets a policy, a closed and a closing notice: the property is not vacuous.
      expect(messages.length).toBeGreaterThanOrEqual(3);
      for (const message of messages) {
        const publication = await publicationOf(db, { kind: message.link_kind, id: message.link_id });
        expect(publication, message.title).toBeDefined();
        if (!publication) continue;
        const subscription = await findSubscription(db, message.user_id);
        expect(await subscriptionMatches(db, subscription, publication), `${message.title} (${publication.regionCode}, ${publication.category ?? '无类别'})`).toBe(true);
      }
    }
  });
});

describe('the policy library seed', { timeout: 120_000 }, () => {
  let db: Db;
  beforeAll(async () => {
    db = await open();
  });
  afterAll(async () => {
    await db.close();
  });
  const count = async (sql: string, ...params: BindArg[]) => ((await db.get(sql, ...params)) as { total: number }).total;

  it('seeds about 540 policies, about 85% in force, across every level and province', async () => {
    // ~450 plus the regional corpus of the provinces 区域对比 compares (seed/policies.ts).
    const total = await count('SELECT COUNT(*) AS total FROM policies');
    expect(total).toBeGreaterThanOrEqual(500);
    expect(total).toBeLessThanOrEqual(600);
    const valid = await count(`SELECT COUNT(*) AS total FROM policies WHERE validity = 'valid'`);
    expect(valid / total).toBeGreaterThan(0.8);
    expect(valid / total).toBeLessThan(0.95);
    expect(await count(`SELECT COUNT(*) AS total FROM policies WHERE level = 'national'`)).toBeGreaterThanOrEqual(40);
    expect(await count(`SELECT COUNT(*) AS total FROM policies WHERE region_code = '330000'`)).toBeGreaterThanOrEqual(60);
    expect(await count('SELECT COUNT(DISTINCT province_code) AS total FROM policies WHERE province_code IS NOT NULL')).toBe(31);
    expect(await count(`SELECT COUNT(*) AS total FROM policies WHERE validity = 'repealed' AND repeal_date IS NULL`)).toBe(0);
    expect(await count('SELECT COUNT(DISTINCT title) AS total FROM policies')).toBe(total);
  });

  it('writes numbered articles, 文号 and searchable text for every policy', async () => {
    const rows = (await db.all('SELECT id, doc_no, content, body FROM policies')) as { id: number; doc_no: string; content: string; body: string }[];
    for (const row of rows) {
      const content = JSON.parse(row.content) as string[];
      expect(content.some((paragraph) => paragraph.startsWith('第一条　')), String(row.id)).toBe(true);
      expect(row.doc_no).toMatch(/〔\d{4}〕\d+号$|公告\d{4}年第\d+号$/);
      expect(row.body).toBe(content.join('\n'));
    }
    expect(await count('SELECT COUNT(*) AS total FROM policies WHERE search_vector IS NULL')).toBe(0);
    const attachments = (await db.all('SELECT policy_id, COUNT(*) AS n FROM policy_attachments GROUP BY policy_id')) as { n: number }[];
    expect(Math.max(...attachments.map((row) => row.n))).toBeLessThanOrEqual(3);
  });

  it('attaches PDF documents of the publication’s own text and CSV lists, never plain .txt files', async () => {
    for (const table of ['policy_attachments', 'announcement_attachments']) {
      const rows = (await db.all(`SELECT name, content_type, size, document FROM ${table}`)) as { name: string; content_type: string; size: number; document: string | null }[];
      expect(rows.length).toBeGreaterThan(10);
      for (const row of rows) {
        if (row.content_type === 'application/pdf') {
          expect(row.name).toMatch(/\.pdf$/);
          // Rendered on first need, not while seeding: the seed stays fast.
          expect(row.size).toBe(0);
          expect(JSON.parse(row.document ?? 'null')).toMatchObject({ title: expect.any(String), issuer: expect.any(String), paragraphs: expect.any(Array) });
        } else {
          expect(row).toMatchObject({ name: expect.stringMatching(/\.csv$/), content_type: 'text/csv', document: null });
          expect(row.size).toBeGreaterThan(0);
        }
      }
      expect(rows.some((row) => row.content_type === 'application/pdf')).toBe(true);
    }
    const ownText = (await db.all(`SELECT p.title, p.content, a.document FROM policy_attachments a JOIN policies p ON p.id = a.policy_id WHERE a.name ILIKE '%政策原文.pdf'`)) as { title: string; content: string; document: string }[];
    expect(ownText.length).toBeGreaterThan(10);
    for (const row of ownText) expect(JSON.parse(row.document)).toMatchObject({ title: row.title, paragraphs: JSON.parse(row.content) });
  });

  it('makes about 40% of the money and qualification policies matchable with valid rule sets', async () => {
    const eligible = await count(`SELECT COUNT(*) AS total FROM policies WHERE support_amount IS NOT NULL OR category = '资质认定'`);
    const withRules = (await db.all('SELECT rule_set FROM policies WHERE rule_set IS NOT NULL')) as { rule_set: string }[];
    expect(withRules.length / eligible).toBeGreaterThan(0.3);
    expect(withRules.length / eligible).toBeLessThan(0.5);
    for (const row of withRules) expect(() => parseRuleSet(row.rule_set)).not.toThrow();
  });

  it('links every declaration project to its policy and gives it a rule set', async () => {
    expect(await count('SELECT COUNT(*) AS total FROM declaration_projects WHERE policy_id IS NULL OR rule_set IS NULL')).toBe(0);
    const projects = (await db.all('SELECT d.policy_basis, p.title, p.doc_no, d.rule_set FROM declaration_projects d JOIN policies p ON p.id = d.policy_id')) as {
      policy_basis: string;
      title: string;
      doc_no: string;
      rule_set: string;
    }[];
    for (const project of projects) {
      expect(JSON.parse(project.policy_basis)).toMatchObject({ title: project.title, docNo: project.doc_no });
      expect(parseRuleSet(project.rule_set).conditions.length).toBeGreaterThan(0);
    }
  });

  it('seeds ~150 notices with open, upcoming and closed windows, several closing within a week', async () => {
    const at = TEST_START.toISOString();
    const soon = new Date(TEST_START.getTime() + 7 * DAY_MS).toISOString();
    expect(await count('SELECT COUNT(*) AS total FROM notices')).toBeGreaterThanOrEqual(140);
    expect(await count('SELECT COUNT(*) AS total FROM notices WHERE start_time <= ? AND end_time >= ? AND end_time <= ?', at, at, soon)).toBeGreaterThanOrEqual(SEEDED_CLOSING_SOON);
    expect(await count('SELECT COUNT(*) AS total FROM notices WHERE start_time > ?', at)).toBeGreaterThan(20);
    expect(await count('SELECT COUNT(*) AS total FROM notices WHERE end_time < ?', at)).toBeGreaterThan(40);
    expect(await count('SELECT COUNT(*) AS total FROM notices WHERE policy_id IS NULL')).toBe(0);
    expect(await count('SELECT COUNT(*) AS total FROM declaration_projects WHERE notice_id IS NOT NULL')).toBeGreaterThan(90);
  });

  it('gives every notice distinct keywords and a money line that is an amount or says there is none', async () => {
    const rows = (await db.all('SELECT support_amount, support_text, keywords FROM notices')) as {
      support_amount: number | null;
      support_text: string;
      keywords: string;
    }[];
    for (const row of rows) {
      const keywords = JSON.parse(row.keywords) as string[];
      expect(new Set(keywords).size, row.keywords).toBe(keywords.length);
      if (row.support_amount === null) expect(row.support_text).toMatch(/不直接给予资金|非资金类/);
      else expect(row.support_text).toBe(`最高 ${row.support_amount} 万元`);
    }
  });

  it('seeds ~150 interpretations of both kinds and ~90 announcements of every category', async () => {
    expect(await count('SELECT COUNT(*) AS total FROM interpretations')).toBeGreaterThanOrEqual(140);
    expect(await count(`SELECT COUNT(DISTINCT type) AS total FROM interpretations`)).toBe(2);
    const announcements = await count('SELECT COUNT(*) AS total FROM announcements');
    expect(announcements).toBeGreaterThanOrEqual(80);
    expect(announcements).toBeLessThanOrEqual(110);
    expect(await count('SELECT COUNT(DISTINCT category) AS total FROM announcements')).toBe(3);
    expect(await count(`SELECT COUNT(*) AS total FROM announcements WHERE category <> 'declaration' AND objection_deadline IS NULL`)).toBe(0);
  });
});
