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
    expect(count('users')).toBe(10);
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
