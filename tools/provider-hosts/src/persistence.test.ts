import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDb } from './db/database';
import { MIGRATIONS_TABLE, migrate, migrationNames } from './db/migrate';
import { openPool } from './db/open-database';
import { openSeededDatabase } from './seeded-database';
import { SEED_MODULES } from './seed';
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

  it('upgrade a database of the previous release, keeping its rows', async () => {
    const scratch = await openTestDatabase(TEST_START, { empty: true });
    const name = `${(scratch.pool.options as { connectionString: string }).connectionString.split('/').pop()!.split('?')[0]}_old`;
    const admin = new pg.Client({ connectionString: testDatabaseUrl('postgres') });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${pg.escapeIdentifier(name)}`);
    const pool = new pg.Pool({ connectionString: testDatabaseUrl(name), max: 2 });
    pool.on('error', () => undefined);
    const old = createDb(pool);
    try {
      // The previous release's schema is the baseline: what a server of that release left behind.
      await migrate(pool, 1);
      const now = TEST_START;
      await old.transaction(async () => {
        for (const module of SEED_MODULES.filter((item) => ['dicts', 'accounts', 'institutions', 'declarations'].includes(item.name))) {
          await module.run({ db: old, rng: rngFor(module.name), now });
          await old.run('INSERT INTO seed_runs (module, seeded_at) VALUES (?, ?)', module.name, now.toISOString());
        }
        await old.run(`INSERT INTO portal_tokens (token, user_id, created_at, expires_at) VALUES ('kept', 1, ?, ?)`, now.toISOString(), now.toISOString());
      });
      await migrate(pool);
      expect((await old.all<{ name: string }>(`SELECT name FROM ${MIGRATIONS_TABLE} ORDER BY id`)).map((row) => row.name)).toEqual(migrationNames());
      expect(await old.get(`SELECT user_id FROM portal_tokens WHERE token = 'kept'`)).toEqual({ user_id: 1 });
      expect(await old.get(`SELECT COUNT(*) AS total FROM declaration_projects`)).toEqual({ total: 150 });
    } finally {
      await old.close();
      await admin.query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(name)} WITH (FORCE)`);
      await admin.end();
      await scratch.close();
    }
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
