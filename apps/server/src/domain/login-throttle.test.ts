import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO_PASSWORD } from '../seed/accounts';
import { openTestDatabase, reopen } from '../testing/test-database';
import { TEST_START, bearer, body, createTestHosts, form, portalTokenFor } from '../testing/test-hosts';
import type { Envelope, TestHosts } from '../testing/test-hosts';
import { authenticate } from './accounts';
import { accountKey } from './login-throttle';
import { verifyPassword } from './passwords';

const MINUTE_MS = 60_000;

let hosts: TestHosts;

beforeEach(async () => {
  hosts = await createTestHosts();
});

afterEach(async () => {
  await hosts.close();
});

const portalLogin = (username: string, password: string, remoteAddress = '203.0.113.7') =>
  hosts.portal.inject({ method: 'POST', url: '/api/v1/user/login', payload: { username, password }, remoteAddress });

describe('login throttling', () => {
  it('locks an account after 5 wrong passwords, even for the right one, and says how long to wait', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await portalLogin('13800138000', `wrong-${attempt}`, `198.51.100.${attempt}`)).statusCode).toBe(401);
    }
    const locked = await portalLogin('13800138000', DEMO_PASSWORD, '198.51.100.99');
    expect(locked.statusCode).toBe(429);
    expect(body(locked)).toEqual({ code: 429, msg: '登录失败次数过多，请 15 分钟后再试', data: null, statusCode: 429 });
    expect(locked.headers['retry-after']).toBe('900');

    hosts.clock.advance(14 * MINUTE_MS + 30_000);
    const almost = await portalLogin('13800138000', DEMO_PASSWORD, '198.51.100.99');
    expect(body(almost).msg).toBe('登录失败次数过多，请 30 秒后再试');

    hosts.clock.advance(30_000);
    expect((await portalLogin('13800138000', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('locks an unknown account exactly like a known one', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) await portalLogin('19999999999', 'x');
    const known = await portalLogin('13800138001', 'x', '192.0.2.1');
    expect(known.statusCode).toBe(401);
    const unknown = await portalLogin('19999999999', 'x', '192.0.2.1');
    expect(unknown.statusCode).toBe(429);
  });

  it('locks an address that tries many accounts', async () => {
    for (let attempt = 0; attempt < 20; attempt += 1) {
      expect((await portalLogin(`1370000${String(attempt).padStart(4, '0')}`, 'x', '203.0.113.50')).statusCode).toBe(401);
    }
    const blocked = await portalLogin('13800138000', DEMO_PASSWORD, '203.0.113.50');
    expect(blocked.statusCode).toBe(429);
    expect(body<Envelope>(blocked).msg).toMatch(/^登录尝试过于频繁，请 \d+ 分钟后再试$/);
    expect((await portalLogin('13800138000', DEMO_PASSWORD, '203.0.113.51')).statusCode).toBe(200);
  });

  it('shares the count with the SSO login page and shows the wait there too', async () => {
    const backUrl = 'http://127.0.0.1:4200/home';
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const page = await hosts.sso.inject({ method: 'POST', url: '/login', ...form({ username: '13800138000', password: 'bad', backUrl }) });
      expect(page.statusCode).toBe(401);
    }
    const page = await hosts.sso.inject({ method: 'POST', url: '/login', ...form({ username: '13800138000', password: DEMO_PASSWORD, backUrl }) });
    expect(page.statusCode).toBe(429);
    expect(page.body).toContain('登录失败次数过多，请 15 分钟后再试');
    expect((await portalLogin('13800138000', DEMO_PASSWORD)).statusCode).toBe(429);
  });
});

describe('login cost', () => {
  it('verifies a password hash for an unknown account as for a known one', async () => {
    const verify = vi.fn(verifyPassword);
    expect(await authenticate(hosts.db, '19999999999', 'Demo@2026', verify)).toBeUndefined();
    expect(verify).toHaveBeenCalledTimes(1);
    expect(verify.mock.calls[0]?.[1]).toMatch(/^scrypt\$/);
    expect(await authenticate(hosts.db, '13800138000', 'wrong', verify)).toBeUndefined();
    expect(verify).toHaveBeenCalledTimes(2);
  });
});

/** How many answers of a burst were decided by a password check (anything but the throttle's 429). */
function evaluated(statuses: number[]): number {
  return statuses.filter((status) => status !== 429).length;
}

describe('attempts reserved before the hash is checked', () => {
  it('evaluates at most 5 of 40 wrong passwords and the right one sent at once', async () => {
    const burst = [...Array.from({ length: 40 }, (_, index) => `wrong-${index}`), DEMO_PASSWORD];
    const statuses = (await Promise.all(burst.map((password, index) => portalLogin('zhangsan', password, `198.51.100.${index}`)))).map((response) => response.statusCode);
    expect(evaluated(statuses)).toBeLessThanOrEqual(5);
    expect(statuses.at(-1)).toBe(429);
    // The five that were checked all failed: the account is now locked, even for the right password.
    expect((await portalLogin('zhangsan', DEMO_PASSWORD, '198.51.100.200')).statusCode).toBe(429);
  });

  it('evaluates at most 20 logins of one address at once, over any accounts', async () => {
    const statuses = (await Promise.all(Array.from({ length: 50 }, (_, index) => portalLogin(`1370000${String(index).padStart(4, '0')}`, 'x', '203.0.113.80')))).map(
      (response) => response.statusCode,
    );
    expect(evaluated(statuses)).toBeLessThanOrEqual(20);
    expect((await portalLogin('13800138000', DEMO_PASSWORD, '203.0.113.80')).statusCode).toBe(429);
  });

  it('evaluates at most 5 current passwords of a stolen session at once, and the right one among 20 wrong ones changes nothing', async () => {
    const token = await portalTokenFor(hosts, '13800138001');
    const change = (currentPassword: string, index: number) =>
      hosts.portal.inject({
        method: 'POST',
        url: '/api/v1/user/password',
        headers: bearer(token),
        payload: { currentPassword, newPassword: 'Taken0ver2026' },
        remoteAddress: `192.0.2.${index}`,
      });
    const wrong = Array.from({ length: 20 }, (_, index) => change(`Wrong${index}pass`, index));
    // The right password comes once the wrong ones hold every place (or have locked the account). On PostgreSQL
    // concurrent requests reach the throttle in any order, not in the order they were sent, so it waits for that.
    const { username } = (await hosts.db.get('SELECT username FROM users WHERE phone = ?', '13800138001')) as { username: string };
    const key = accountKey(username);
    await vi.waitFor(
      async () => {
        const held = (await hosts.db.get(
          "SELECT (SELECT COUNT(*) FROM login_attempts WHERE scope = 'account' AND key = ?) AS places, (SELECT COUNT(*) FROM login_locks WHERE scope = 'account' AND key = ?) AS locks",
          key,
          key,
        )) as { places: number; locks: number };
        expect(held.places >= 5 || held.locks > 0).toBe(true);
      },
      { timeout: 10_000, interval: 5 },
    );
    const right = change(DEMO_PASSWORD, 20);
    const statuses = (await Promise.all([...wrong, right])).map((response) => response.statusCode);
    expect(evaluated(statuses)).toBeLessThanOrEqual(5);
    expect(statuses.at(-1)).toBe(429);
    expect((await portalLogin('13800138001', 'Taken0ver2026', '192.0.2.99')).statusCode).not.toBe(200);
  });

  it('lets a successful login free its place: logins of one address that succeed never lock it', async () => {
    for (let attempt = 0; attempt < 25; attempt += 1) {
      expect((await portalLogin('13800138000', DEMO_PASSWORD, '203.0.113.90')).statusCode).toBe(200);
    }
  });
});

describe('throttle state in the database', () => {
  it('holds a lock across a restart of the hosts on the same database', async () => {
    const base = await openTestDatabase(TEST_START);
    try {
      const first = await createTestHosts({ db: reopen(base) });
      for (let attempt = 0; attempt < 5; attempt += 1) {
        await first.portal.inject({ method: 'POST', url: '/api/v1/user/login', payload: { username: '13800138002', password: 'bad' }, remoteAddress: `198.51.100.${attempt}` });
      }
      await first.close();
      const second = await createTestHosts({ db: reopen(base) });
      try {
        const locked = await second.portal.inject({ method: 'POST', url: '/api/v1/user/login', payload: { username: '13800138002', password: DEMO_PASSWORD } });
        expect(locked.statusCode).toBe(429);
      } finally {
        await second.close();
      }
    } finally {
      await base.close();
    }
  });
});
