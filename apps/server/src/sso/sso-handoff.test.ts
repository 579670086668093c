import type { LightMyRequestResponse } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bearer, body, createTestHosts, form, login } from '../testing/test-hosts';
import type { Envelope, TestHosts } from '../testing/test-hosts';

let hosts: TestHosts;

beforeEach(async () => {
  hosts = await createTestHosts();
});

afterEach(async () => {
  await hosts.close();
});

const PORTAL_BACK = 'http://127.0.0.1:4200/home?ssoState=abc';
const CONSOLE_BACK = 'http://127.0.0.1:4300/home?ssoState=def';
const q = encodeURIComponent;

function handoffOf(response: LightMyRequestResponse): string {
  expect(response.statusCode, response.body.slice(0, 300)).toBe(302);
  return new URL(String(response.headers['location'])).searchParams.get('token') ?? '';
}

function ssoSessionOf(response: LightMyRequestResponse): string | undefined {
  return response.cookies.find((cookie) => cookie.name === 'sso_session')?.value;
}

async function signInOnSsoPage(backUrl = CONSOLE_BACK) {
  return hosts.sso.inject({ method: 'POST', url: '/login', ...form({ username: '13900139000', password: 'Demo@2026', backUrl }) });
}

async function exchange(token: string) {
  return hosts.portal.inject({ method: 'POST', url: '/api/v1/user/ssoExchange', payload: { token } });
}

describe('the token an SSO redirect puts in the address', () => {
  it('is not a session: the portal API refuses it as a bearer', async () => {
    const token = handoffOf(await signInOnSsoPage());
    const info = await hosts.portal.inject({ method: 'GET', url: '/api/v1/user/info', headers: bearer(token) });
    expect(info.statusCode).toBe(444);
  });

  it('is exchanged once for a session; a second exchange (a replayed address) is refused', async () => {
    const token = handoffOf(await signInOnSsoPage());
    const first = await exchange(token);
    expect(first.statusCode).toBe(200);
    const { data } = body<Envelope<{ token: string; userinfo: { username: string } }>>(first);
    expect(data.token).not.toBe(token);
    const info = await hosts.portal.inject({ method: 'GET', url: '/api/v1/user/info', headers: bearer(data.token) });
    expect(body(info).data).toMatchObject({ phone: '13900139000' });

    const replay = await exchange(token);
    expect(replay.statusCode).toBe(401);
    expect(body(replay)).toMatchObject({ code: 401, msg: '登录链接已使用或已过期，请重新登录', data: null });
  });

  it('expires a minute after the redirect', async () => {
    const token = handoffOf(await signInOnSsoPage());
    hosts.clock.advance(60 * 1000 + 1);
    expect((await exchange(token)).statusCode).toBe(401);
  });

  it('an unknown token, or a session token sent as a hand-off, is refused', async () => {
    expect((await exchange('forged')).statusCode).toBe(401);
    const session = body<Envelope<{ token: string }>>(await exchange(handoffOf(await signInOnSsoPage()))).data.token;
    expect((await exchange(session)).statusCode).toBe(401);
  });
});

describe('one sign-in on the SSO host serves every app', () => {
  it('the login page sends a browser already signed in there back at once, with a fresh hand-off', async () => {
    const signIn = await signInOnSsoPage(CONSOLE_BACK);
    const cookie = ssoSessionOf(signIn);
    expect(cookie).toBeTruthy();
    const again = await hosts.sso.inject({ method: 'GET', url: `/login?backUrl=${q(PORTAL_BACK)}`, cookies: { sso_session: cookie ?? '' } });
    const location = new URL(String(again.headers['location']));
    expect(`${location.origin}${location.pathname}`).toBe('http://127.0.0.1:4200/home');
    expect(location.searchParams.get('ssoState')).toBe('abc');
    const handoff = handoffOf(again);
    expect(handoff).not.toBe(handoffOf(signIn));
    const { data } = body<Envelope<{ userinfo: { phone: string } }>>(await exchange(handoff));
    expect(data.userinfo.phone).toBe('13900139000');
  });

  it('the cookie is HttpOnly and never a bearer', async () => {
    const signIn = await signInOnSsoPage();
    const cookie = signIn.cookies.find((entry) => entry.name === 'sso_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const info = await hosts.portal.inject({ method: 'GET', url: '/api/v1/user/info', headers: bearer(cookie?.value ?? '') });
    expect(info.statusCode).toBe(444);
  });

  it('still checks backUrl for a signed-in browser: no redirect off the configured apps', async () => {
    const cookie = ssoSessionOf(await signInOnSsoPage()) ?? '';
    const response = await hosts.sso.inject({ method: 'GET', url: `/login?backUrl=${q('https://evil.example/home')}`, cookies: { sso_session: cookie } });
    expect(response.statusCode).toBe(400);
    expect(response.headers['location']).toBeUndefined();
  });

  it('a forged or revoked cookie shows the form, and signing out ends the host session', async () => {
    const forged = await hosts.sso.inject({ method: 'GET', url: `/login?backUrl=${q(PORTAL_BACK)}`, cookies: { sso_session: 'forged' } });
    expect(forged.statusCode).toBe(200);
    const cookie = ssoSessionOf(await signInOnSsoPage()) ?? '';
    const logout = await hosts.sso.inject({ method: 'GET', url: `/logout?backUrl=${q(PORTAL_BACK)}`, cookies: { sso_session: cookie } });
    expect(logout.statusCode).toBe(200);
    expect(logout.cookies.find((entry) => entry.name === 'sso_session')?.value).toBe('');
    const after = await hosts.sso.inject({ method: 'GET', url: `/login?backUrl=${q(PORTAL_BACK)}`, cookies: { sso_session: cookie } });
    expect(after.statusCode).toBe(200);
    expect(after.body).toContain('<label for="username">账号</label>');
  });
});

describe('退出登录 in one app signs the person out of every app the SSO sign-in reached', () => {
  const info = (token: string) => hosts.portal.inject({ method: 'GET', url: '/api/v1/user/info', headers: bearer(token) });
  const logoutWith = (token: string) => hosts.portal.inject({ method: 'POST', url: '/api/v1/user/logout', headers: bearer(token) });

  /** Signed in on the SSO form from the portal, then over to the console through the host's session. */
  async function bothApps() {
    const signIn = await signInOnSsoPage(PORTAL_BACK);
    const cookie = ssoSessionOf(signIn) ?? '';
    const portal = body<Envelope<{ token: string }>>(await exchange(handoffOf(signIn))).data.token;
    const toConsole = await hosts.sso.inject({ method: 'GET', url: `/login?backUrl=${q(CONSOLE_BACK)}`, cookies: { sso_session: cookie } });
    const console = body<Envelope<{ token: string }>>(await exchange(handoffOf(toConsole))).data.token;
    // A hand-off given out but not yet exchanged (a third tab on its way back).
    const pending = handoffOf(await hosts.sso.inject({ method: 'GET', url: `/login?backUrl=${q(PORTAL_BACK)}`, cookies: { sso_session: cookie } }));
    expect((await info(portal)).statusCode).toBe(200);
    expect((await info(console)).statusCode).toBe(200);
    return { cookie, portal, console, pending };
  }

  it('the logout API, called by the console, ends the portal session, the host session and unspent hand-offs', async () => {
    const { cookie, portal, console, pending } = await bothApps();
    // Someone else's sign-in, and the same person's login straight through the API on another device, stay.
    const other = body<Envelope<{ token: string }>>(await exchange(handoffOf(await hosts.sso.inject({ method: 'POST', url: '/login', ...form({ username: '13800138000', password: 'Demo@2026', backUrl: PORTAL_BACK }) })))).data.token;
    const elsewhere = await login(hosts.portal, '13900139000');

    expect((await logoutWith(console)).statusCode).toBe(200);
    expect((await info(console)).statusCode).toBe(444);
    expect((await info(portal)).statusCode).toBe(444);
    expect((await exchange(pending)).statusCode).toBe(401);
    const form_ = await hosts.sso.inject({ method: 'GET', url: `/login?backUrl=${q(PORTAL_BACK)}`, cookies: { sso_session: cookie } });
    expect(form_.statusCode).toBe(200);
    expect(form_.body).toContain('<label for="username">账号</label>');
    expect((await info(other)).statusCode).toBe(200);
    expect((await info(elsewhere)).statusCode).toBe(200);
  });

  it('the host’s logout page, where the apps go after the API, ends the apps’ sessions too', async () => {
    const { cookie, portal, console } = await bothApps();
    expect((await hosts.sso.inject({ method: 'GET', url: `/logout?backUrl=${q(CONSOLE_BACK)}`, cookies: { sso_session: cookie } })).statusCode).toBe(200);
    expect((await info(portal)).statusCode).toBe(444);
    expect((await info(console)).statusCode).toBe(444);
  });

  it('a login straight through the API ends only itself', async () => {
    const { portal } = await bothApps();
    const direct = await login(hosts.portal, '13900139000');
    expect((await logoutWith(direct)).statusCode).toBe(200);
    expect((await info(direct)).statusCode).toBe(444);
    expect((await info(portal)).statusCode).toBe(200);
  });
});
