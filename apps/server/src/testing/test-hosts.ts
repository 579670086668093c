import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { XSRF_COOKIE_NAME, XSRF_HEADER_NAME } from '@smes/config';
import { createHosts } from '../create-hosts';
import { openTestDatabase } from './test-database';
import type { CreateHostsOptions, ProviderHosts } from '../create-hosts';
import { issuePortalToken } from '../domain/tokens';
import { findUserByPhone, findUserForLogin } from '../domain/users';
import { DEMO_PASSWORD } from '../seed/accounts';

export const TEST_ORIGINS = ['http://127.0.0.1:4200', 'http://127.0.0.1:4300'];
export const PORTAL_HOME = 'http://127.0.0.1:4200/';
/** A fixed seeding moment keeps every test run's data identical. */
export const TEST_START = new Date('2026-06-15T02:00:00.000Z');

export type TestClock = {
  now: () => Date;
  advance(ms: number): void;
};

export function testClock(start: Date = TEST_START): TestClock {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance: (ms) => {
      current += ms;
    },
  };
}

export type TestHosts = ProviderHosts & { clock: TestClock };

/** The double-submit value the tests' well-behaved client holds (cookie) and echoes (header). */
export const TEST_XSRF = 'test-xsrf-value';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Both hosts refuse every unsafe call whose XSRF cookie and header are not one non-empty value, as a browser
 * with the apps' clients sends them. Tests call as such a client: an unsafe `inject` that names neither
 * (no `cookies`, no `Cookie` or `X-XSRF-TOKEN` header) gets both. A test of the rule itself passes `cookies`
 * (`{}` for none) or the headers it means, and they are left as given.
 */
function asWellBehavedClient(app: FastifyInstance): void {
  const inject = app.inject.bind(app);
  const wrapped = (options?: InjectOptions | string) => {
    if (options === undefined || typeof options === 'string') return inject(options as InjectOptions);
    const method = String(options.method ?? 'GET').toUpperCase();
    const headers = (options.headers ?? {}) as Record<string, unknown>;
    const names = Object.keys(headers).map((name) => name.toLowerCase());
    if (SAFE_METHODS.has(method) || 'cookies' in options || names.includes('cookie') || names.includes(XSRF_HEADER_NAME.toLowerCase())) {
      return inject(options);
    }
    return inject({ ...options, cookies: { [XSRF_COOKIE_NAME]: TEST_XSRF }, headers: { ...headers, [XSRF_HEADER_NAME]: TEST_XSRF } } as InjectOptions);
  };
  app.inject = wrapped as FastifyInstance['inject'];
}

/** Both hosts on a database of the test's own, seeded as of TEST_START (testing/test-database.ts). */
export async function createTestHosts(options: Partial<CreateHostsOptions> = {}): Promise<TestHosts> {
  const clock = testClock();
  // Seeded as of the hosts' own clock when the test sets one (the seed's dates are relative to its moment).
  const db = options.db ?? (options.database ? undefined : await openTestDatabase((options.now ?? clock.now)()));
  const hosts = await createHosts({ appOrigins: TEST_ORIGINS, now: clock.now, ...options, ...(db ? { db } : {}) });
  asWellBehavedClient(hosts.portal);
  asWellBehavedClient(hosts.sso);
  return { ...hosts, clock };
}

export type Envelope<T = unknown> = { code: number; msg: string; data: T; statusCode: number };
export type SsoAnswer<T = unknown> = { statusCode: number; msg: string; data: T };

export function body<T = Envelope>(response: LightMyRequestResponse): T {
  return response.json() as T;
}

export async function login(
  portal: FastifyInstance,
  username = '13800138000',
  password = DEMO_PASSWORD,
): Promise<string> {
  const response = await portal.inject({ method: 'POST', url: '/api/v1/user/login', payload: { username, password } });
  if (response.statusCode !== 200) throw new Error(`login failed for ${username}: ${response.body}`);
  return body<Envelope<{ token: string }>>(response).data.token;
}

/** The session an SSO redirect's hand-off (`?token=` in its Location) is exchanged for, as the apps do. */
export async function sessionFromRedirect(portal: FastifyInstance, location: unknown): Promise<string> {
  const handoff = new URL(String(location)).searchParams.get('token') ?? '';
  const response = await portal.inject({ method: 'POST', url: '/api/v1/user/ssoExchange', payload: { token: handoff } });
  if (response.statusCode !== 200) throw new Error(`exchange failed: ${response.body}`);
  return body<Envelope<{ token: string }>>(response).data.token;
}

export function bearer(token: string): Record<string, string> {
  return { authorization: `Bearer ${token}` };
}

/** A fresh portal token for the account with this phone (or, for the operator who has none, this username). */
export async function portalTokenFor(hosts: Pick<TestHosts, 'db' | 'clock'>, phone: string): Promise<string> {
  const user = (await findUserByPhone(hosts.db, phone)) ?? (await findUserForLogin(hosts.db, phone));
  if (!user) throw new Error(`no account with phone ${phone}`);
  return (await issuePortalToken(hosts.db, user.id, hosts.clock.now())).token;
}

/** A fresh portal login token of the account that logs in as `login` (username or phone; the operator has no phone). */
export async function portalTokenForLogin(hosts: Pick<TestHosts, 'db' | 'clock'>, login: string): Promise<string> {
  const user = await findUserForLogin(hosts.db, login);
  if (!user) throw new Error(`no account ${login}`);
  return (await issuePortalToken(hosts.db, user.id, hosts.clock.now())).token;
}

/** specialLogin → getToken, as the notes bridge does it: with the account's own portal token. */
export async function notesToken(hosts: Pick<TestHosts, 'sso' | 'db' | 'clock'>, phone = '13800138000'): Promise<string> {
  const keyResponse = await hosts.sso.inject({
    method: 'POST',
    url: '/api/sso/user/specialLogin',
    headers: bearer(await portalTokenFor(hosts, phone)),
    payload: { phone },
  });
  const { key } = body<SsoAnswer<{ key: string }>>(keyResponse).data;
  const tokenResponse = await hosts.sso.inject({ method: 'POST', url: '/api/sso/user/getToken', payload: { key } });
  return body<SsoAnswer<{ token: string }>>(tokenResponse).data.token;
}

/** A form-encoded body; pass any other request headers here, since spreading replaces `headers`. */
export function form(
  values: Record<string, string>,
  headers: Record<string, string> = {},
): { payload: string; headers: Record<string, string> } {
  return {
    payload: new URLSearchParams(values).toString(),
    headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
  };
}
