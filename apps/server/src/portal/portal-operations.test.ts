import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/database';
import { migrationNames } from '../db/migrate';
import { notReadyReason } from './operations';
import { openTestDatabase, reopen } from '../testing/test-database';
import { TEST_START, body, createTestHosts, login } from '../testing/test-hosts';
import type { TestHosts } from '../testing/test-hosts';

let hosts: TestHosts;
let own: Db;

beforeAll(async () => {
  // The hosts on a second pool of a database the test can take away (closing `own` drops it).
  own = await openTestDatabase(TEST_START);
  hosts = await createTestHosts({ db: reopen(own) });
});

afterAll(async () => {
  await hosts.close();
  await own.close().catch(() => undefined);
});

describe('health and metrics, outside the contract', () => {
  it('answers /healthz and /readyz without a login while the database is there and migrated', async () => {
    const health = await hosts.portal.inject({ method: 'GET', url: '/healthz' });
    expect(health.statusCode).toBe(200);
    expect(body(health)).toMatchObject({ code: 200, data: { status: 'alive' } });
    const ready = await hosts.portal.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(body(ready)).toMatchObject({ code: 200, data: { status: 'ready' } });
  });

  it('reports request latency by contract operation, pool use and push progress, and nothing a request carried', async () => {
    const token = await login(hosts.portal);
    const keyword = '私密检索词';
    expect((await hosts.portal.inject({ method: 'GET', url: `/api/search?keyword=${encodeURIComponent(keyword)}` })).statusCode).toBe(200);
    const metrics = await hosts.portal.inject({ method: 'GET', url: '/metrics' });
    expect(metrics.statusCode).toBe(200);
    expect(metrics.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = metrics.body;
    expect(text).toMatch(/portal_request_duration_seconds_count\{operation="globalSearch",method="GET",status="200"\} 1\b/);
    expect(text).toMatch(/portal_request_duration_seconds_count\{operation="userLogin",method="POST",status="200"\} 1\b/);
    expect(text).toMatch(/portal_db_pool_connections\{state="idle"\} \d+/);
    expect(text).toMatch(/portal_push_jobs_unfinished\{measure="jobs"\} \d+/);
    expect(text).toMatch(/process_resident_memory_bytes \d+/);
    expect(text).not.toContain(keyword);
    expect(text).not.toContain(token);
    expect(text).not.toContain('13800138000');
  });

  it('answers /readyz 503 once the database is gone, while /healthz still says the process is alive', async () => {
    await own.close();
    const ready = await hosts.portal.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(body(ready)).toMatchObject({ code: 503, msg: '数据库不可用' });
    expect((await hosts.portal.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });

  it('is not ready on a database that lacks a migration this code has', async () => {
    const behind = await openTestDatabase(TEST_START, { empty: true });
    try {
      expect(await notReadyReason(behind)).toBeUndefined();
      const last = migrationNames().at(-1) ?? '';
      await behind.run('DELETE FROM schema_migrations WHERE name = ?', last);
      expect(await notReadyReason(behind)).toBe(`迁移未完成：${last}`);
    } finally {
      await behind.close();
    }
  });
});
