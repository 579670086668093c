import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO_PASSWORD } from '../seed/accounts';
import { body, createTestHosts, form } from '../testing/test-hosts';
import type { Envelope, TestHosts } from '../testing/test-hosts';
import { authenticate } from './accounts';
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

describe('login throttling (issue 8 item 7)', () => {
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

describe('login cost (issue 8 item 7)', () => {
  it('verifies a password hash for an unknown account as for a known one', async () => {
    const verify = vi.fn(verifyPassword);
    expect(await authenticate(hosts.db, '19999999999', 'Demo@2026', verify)).toBeUndefined();
    expect(verify).toHaveBeenCalledTimes(1);
    expect(verify.mock.calls[0]?.[1]).toMatch(/^scrypt\$/);
    expect(await authenticate(hosts.db, '13800138000', 'wrong', verify)).toBeUndefined();
    expect(verify).toHaveBeenCalledTimes(2);
  });
});
