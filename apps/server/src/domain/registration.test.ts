import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { body, createTestHosts, form } from '../testing/test-hosts';
import type { Envelope, TestHosts } from '../testing/test-hosts';
import { PHONE_TAKEN_MESSAGE, REGISTRATION_ANSWER_FLOOR_MS, registerAccount } from './accounts';
import { hashPasswordAsync, verifyPassword } from './passwords';

let hosts: TestHosts;

beforeEach(async () => {
  hosts = await createTestHosts();
});

afterEach(async () => {
  await hosts.close();
});

const TAKEN = '13800138000';
const registration = (phone: string) => ({ phone, password: 'Secret@123', enterpriseName: '丽水青田石雕有限公司', userType: 'enterprise' as const });

const register = (phone: string, remoteAddress = '203.0.113.30') =>
  hosts.portal.inject({ method: 'POST', url: '/api/v1/user/register', payload: registration(phone), remoteAddress });

/** How often the event loop turned while `work` ran: zero when it never let go of the thread. */
async function turnsDuring(work: () => Promise<unknown>): Promise<number> {
  let turns = 0;
  let running = true;
  const spin = () => {
    if (!running) return;
    turns += 1;
    setImmediate(spin);
  };
  setImmediate(spin);
  await work().catch(() => undefined);
  running = false;
  return turns;
}

describe('registration does no work for free', () => {
  it('checks the phone before hashing: a taken phone costs no hash', async () => {
    const hash = vi.fn(hashPasswordAsync);
    await expect(registerAccount(hosts.db, registration(TAKEN), hosts.clock.now(), { hash })).rejects.toMatchObject({ kind: 'conflict', message: PHONE_TAKEN_MESSAGE });
    expect(hash).not.toHaveBeenCalled();
    await registerAccount(hosts.db, registration('13700137001'), hosts.clock.now(), { hash });
    expect(hash).toHaveBeenCalledTimes(1);
  });

  it('hashes off the main thread: the event loop keeps turning while a password is hashed', async () => {
    expect(await turnsDuring(async () => await hashPasswordAsync('Secret@123'))).toBeGreaterThan(0);
    expect(await verifyPassword('Secret@123', await hashPasswordAsync('Secret@123'))).toBe(true);
    expect(await turnsDuring(async () => await registerAccount(hosts.db, registration('13700137002'), hosts.clock.now(), { answerFloorMs: 0 }))).toBeGreaterThan(0);
  });

  it('answers a taken phone no sooner than a free one', async () => {
    const timed = async (phone: string) => {
      const started = performance.now();
      const response = await register(phone);
      return { status: response.statusCode, ms: performance.now() - started };
    };
    const taken = await timed(TAKEN);
    const free = await timed('13700137003');
    expect(taken.status).toBe(409);
    expect(free.status).toBe(200);
    expect(taken.ms).toBeGreaterThanOrEqual(REGISTRATION_ANSWER_FLOOR_MS - 5);
    expect(free.ms).toBeGreaterThanOrEqual(REGISTRATION_ANSWER_FLOOR_MS - 5);
  });

  it('throttles registrations per address, counting taken phones too, and says how long to wait', async () => {
    const statuses = (await Promise.all(Array.from({ length: 30 }, (_, index) => register(index % 2 ? TAKEN : `1370013${String(index).padStart(4, '0')}`)))).map(
      (response) => response.statusCode,
    );
    expect(statuses.filter((status) => status !== 429).length).toBe(10);
    const refused = await register('13700139999');
    expect(refused.statusCode).toBe(429);
    expect(body<Envelope>(refused).msg).toMatch(/^注册过于频繁，请 \d+ 分钟后再试$/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // The SSO page counts against the same address, and another address is not held up.
    const page = await hosts.sso.inject({
      method: 'POST',
      url: '/register',
      remoteAddress: '203.0.113.30',
      ...form({ phone: '13700139998', password: 'Secret@123', enterpriseName: '丽水青田石雕有限公司', agree: 'yes', backUrl: 'http://127.0.0.1:4200/home' }),
    });
    expect(page.statusCode).toBe(429);
    expect(page.body).toContain('注册过于频繁');
    expect((await register('13700139997', '203.0.113.31')).statusCode).toBe(200);
  });
});
