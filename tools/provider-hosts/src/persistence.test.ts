import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SCHEMA_VERSION, migrate } from './db/migrations';
import { openDatabase } from './db/open-database';
import { openSeededDatabase } from './seeded-database';
import { SEED_MODULES } from './seed';
import { rngFor } from './seed/prng';
import { bearer, body, createTestHosts, login } from './testing/test-hosts';
import type { Envelope } from './testing/test-hosts';

let directory: string;
let file: string;

beforeEach(() => {
  directory = mkdtempSync(join(tmpdir(), 'provider-hosts-'));
  file = join(directory, 'nested', 'provider-hosts.sqlite');
});

afterEach(() => {
  rmSync(directory, { recursive: true, force: true });
});

function count(table: string): number {
  const db = new Database(file, { readonly: true });
  try {
    return (db.prepare(`SELECT COUNT(*) AS total FROM ${table}`).get() as { total: number }).total;
  } finally {
    db.close();
  }
}

describe('a file database', () => {
  it('keeps tokens, accounts and submissions across a close and re-open, without seeding twice', async () => {
    const first = await createTestHosts({ dbFile: file });
    const token = await login(first.portal);
    await first.portal.inject({
      method: 'POST',
      url: '/api/v1/user/register',
      payload: { phone: '13100131000', password: 'Secret@123', enterpriseName: '丽水缙云机床有限公司' },
    });
    await first.portal.inject({ method: 'POST', url: '/api/hnFeedback', payload: { feedbackType: 'other', content: '重启之后还在吗？' } });
    const seededProjects = count('declaration_projects');
    const seededInstitutions = count('institutions');
    await first.close();

    const second = await createTestHosts({ dbFile: file });
    try {
      const info = await second.portal.inject({ method: 'GET', url: '/api/v1/user/info', headers: bearer(token) });
      expect(body(info).data).toMatchObject({ username: '13800138000' });
      await expect(login(second.portal, '13100131000', 'Secret@123')).resolves.toEqual(expect.any(String));
      const overview = await second.portal.inject({ method: 'GET', url: '/api/home/overview' });
      expect(body<Envelope<{ declarationTotal: number }>>(overview).data.declarationTotal).toBe(150);
    } finally {
      await second.close();
    }
    expect(count('declaration_projects')).toBe(seededProjects);
    expect(count('institutions')).toBe(seededInstitutions);
    expect(count('feedback')).toBe(1);
    // The seeded demo accounts and two operators, and the one registered above.
    expect(count('users')).toBe(11);
  });

  it('uses WAL, records the schema version and leaves seeding to start-up', () => {
    const db = openDatabase(file);
    try {
      expect(db.prepare('SELECT COUNT(*) AS runs FROM seed_runs').get()).toEqual({ runs: 0 });
      expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
      expect(db.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION);
      expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
    } finally {
      db.close();
    }
  });

  it('refuses a database written by a newer schema', () => {
    openDatabase(file).close();
    const raw = new Database(file);
    raw.pragma(`user_version = ${SCHEMA_VERSION + 1}`);
    raw.close();
    expect(() => openDatabase(file)).toThrow(/newer than this server/);
  });

  it('upgrades applications to 兑现进度 (issue 14), keeping every application, material, file and event', () => {
    // The version that brings the operator's steps: the first whose events have an actor (found, not
    // hard-coded, so renumbering migrations on merge does not break the test).
    const probe = new Database(':memory:');
    let progressVersion = 0;
    for (let version = 1; version <= SCHEMA_VERSION && progressVersion === 0; version += 1) {
      migrate(probe, version);
      const columns = probe.prepare('PRAGMA table_info(application_events)').all() as { name: string }[];
      if (columns.some((column) => column.name === 'actor')) progressVersion = version;
    }
    probe.close();
    expect(progressVersion).toBeGreaterThan(1);

    const now = new Date('2026-03-01T02:00:00.000Z');
    mkdirSync(dirname(file), { recursive: true });
    const old = new Database(file);
    old.pragma('foreign_keys = ON');
    migrate(old, progressVersion - 1);
    const at = now.toISOString();
    // One transaction, as start-up seeds: row by row, a file database syncs every insert.
    old.transaction(() => {
      // Only what an application references: one account (written directly: the accounts seed hashes slowly) and the projects.
      for (const module of SEED_MODULES.filter((item) => item.name === 'declarations')) module.run({ db: old, rng: rngFor(module.name), now });
      old.prepare(`INSERT INTO users (id, username, phone, password_hash, nick_name, user_type, created_at) VALUES (1, '13800138000', '13800138000', 'x', '云栖智造', 'enterprise', ?)`).run(at);
      const projectId = (old.prepare('SELECT id FROM declaration_projects ORDER BY id LIMIT 1').get() as { id: number }).id;
      old.prepare(`INSERT INTO applications (id, user_id, project_id, status, created_at, updated_at, submitted_at) VALUES (7, 1, ?, 'submitted', ?, ?, ?)`).run(projectId, at, at, at);
      old.prepare(`INSERT INTO application_materials (application_id, material_id, seq, name, required, state) VALUES (7, 'm1', 1, '营业执照', 1, 'submitted')`).run();
      old.prepare(`INSERT INTO application_files (application_id, material_id, name, content_type, size, body, uploaded_at) VALUES (7, 'm1', 'a.pdf', 'application/pdf', 4, ?, ?)`).run(Buffer.from('%PDF'), at);
      old.prepare(`INSERT INTO application_events (application_id, status, at, note) VALUES (7, 'submitted', ?, '已提交')`).run(at);
    })();
    old.close();

    const db = new Database(file);
    try {
      db.pragma('foreign_keys = ON');
      migrate(db);
      expect(db.prepare('PRAGMA foreign_key_check').all()).toEqual([]);
      expect(db.prepare('SELECT id, status, submitted_at FROM applications').all()).toEqual([{ id: 7, status: 'submitted', submitted_at: at }]);
      expect(db.prepare('SELECT name FROM application_files WHERE application_id = 7').get()).toEqual({ name: 'a.pdf' });
      expect(db.prepare('SELECT status, note, actor, amount_wan FROM application_events WHERE application_id = 7').all()).toEqual([
        { status: 'submitted', note: '已提交', actor: null, amount_wan: null },
      ]);
      db.prepare(`UPDATE applications SET status = 'disbursed' WHERE id = 7`).run();
      expect(() => db.prepare(`UPDATE applications SET status = 'paid' WHERE id = 7`).run()).toThrow(/CHECK/);
    } finally {
      db.close();
    }
  });

  it('upgrades a database of schema 1, keeping its rows and adding what the new seed modules bring', () => {
    const now = new Date('2026-03-01T02:00:00.000Z');
    mkdirSync(dirname(file), { recursive: true });
    const old = new Database(file);
    old.pragma('foreign_keys = ON');
    migrate(old, 1);
    const firstModules = SEED_MODULES.filter((module) => ['dicts', 'accounts', 'institutions', 'declarations'].includes(module.name));
    old.transaction(() => {
      for (const module of firstModules) {
        module.run({ db: old, rng: rngFor(module.name), now });
        old.prepare('INSERT INTO seed_runs (module, seeded_at) VALUES (?, ?)').run(module.name, now.toISOString());
      }
    })();
    old.prepare(`INSERT INTO portal_tokens (token, user_id, created_at, expires_at) VALUES ('kept', 1, ?, ?)`).run(now.toISOString(), now.toISOString());
    old.close();

    const db = openSeededDatabase(file, () => now);
    try {
      expect(db.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION);
      expect(db.prepare('PRAGMA foreign_key_check').all()).toEqual([]);
      expect(db.prepare(`SELECT user_id FROM portal_tokens WHERE token = 'kept'`).get()).toEqual({ user_id: 1 });
      expect(db.prepare(`SELECT user_type FROM users WHERE username = 'admin'`).get()).toEqual({ user_type: 'admin' });
      expect((db.prepare('SELECT COUNT(*) AS total FROM declaration_projects WHERE policy_id IS NULL OR rule_set IS NULL').get() as { total: number }).total).toBe(0);
      expect((db.prepare('SELECT COUNT(*) AS total FROM policies').get() as { total: number }).total).toBeGreaterThan(380);
    } finally {
      db.close();
    }
  });
});
