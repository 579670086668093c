import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { smsCodesFor } from '../domain/sms-codes';
import { DEMO_PASSWORD } from '../seed/accounts';
import { PORTAL_HOME, bearer, body, createTestHosts, form, portalTokenFor } from '../testing/test-hosts';
import type { Envelope, SsoAnswer, TestHosts } from '../testing/test-hosts';

/**
 * What ends when a user takes their account back: a password change, an SMS reset and logging out end the notes
 * tokens and unused notes keys that sessions handed out, as 退出所有设备 does; a reset also ends the calendar feed.
 */

let hosts: TestHosts;

beforeEach(async () => {
  hosts = await createTestHosts();
});

afterEach(async () => {
  await hosts.close();
});

const PHONE = '13800138000';

async function notesKey(portalToken: string): Promise<string> {
  const answer = await hosts.sso.inject({ method: 'POST', url: '/api/sso/user/specialLogin', headers: bearer(portalToken), payload: { phone: PHONE } });
  expect(answer.statusCode, answer.body).toBe(200);
  return body<SsoAnswer<{ key: string }>>(answer).data.key;
}

async function notesTokenOf(portalToken: string): Promise<string> {
  const answer = await hosts.sso.inject({ method: 'POST', url: '/api/sso/user/getToken', payload: { key: await notesKey(portalToken) } });
  return body<SsoAnswer<{ token: string }>>(answer).data.token;
}

/** What a notes token still opens: the personal organisations, and the material-writing page. */
async function notesAccess(token: string): Promise<{ api: number; page: number }> {
  const api = await hosts.sso.inject({ method: 'GET', url: '/api/think/organization/list/personal', headers: { token } });
  const organization = body<SsoAnswer<{ data: { id: string }[] }>>(api).data?.data?.[0]?.id ?? 'org_x';
  const wiki = ((await hosts.db.get('SELECT id FROM notes_wikis WHERE organization_id = ? ORDER BY sort LIMIT 1', organization)) as { id: string } | undefined)?.id ?? 'wiki_x';
  const page = await hosts.sso.inject({ method: 'GET', url: `/app/org/${organization}/wiki/${wiki}/materialwriting?ssotoken=${encodeURIComponent(token)}` });
  return { api: api.statusCode, page: page.statusCode };
}

async function keyExchange(key: string): Promise<number> {
  return (await hosts.sso.inject({ method: 'POST', url: '/api/sso/user/getToken', payload: { key } })).statusCode;
}

describe('ending notes access with the session', () => {
  it('ends every notes token and unused key of the account when its password is changed', async () => {
    const here = await portalTokenFor(hosts, PHONE);
    const elsewhere = await portalTokenFor(hosts, PHONE);
    const notesHere = await notesTokenOf(here);
    const notesElsewhere = await notesTokenOf(elsewhere);
    const unusedKey = await notesKey(elsewhere);
    expect(await notesAccess(notesElsewhere)).toEqual({ api: 200, page: 200 });

    const changed = await hosts.portal.inject({
      method: 'POST',
      url: '/api/v1/user/password',
      headers: bearer(here),
      payload: { currentPassword: DEMO_PASSWORD, newPassword: 'Fresh2026pw' },
    });
    expect(changed.statusCode, changed.body).toBe(200);

    expect(await notesAccess(notesElsewhere)).toEqual({ api: 401, page: 401 });
    expect(await notesAccess(notesHere)).toEqual({ api: 401, page: 401 });
    expect(await keyExchange(unusedKey)).toBe(401);
    // The device that made the change stays logged in, and may open notes afresh.
    expect(await notesAccess(await notesTokenOf(here))).toEqual({ api: 200, page: 200 });
  });

  it('ends notes tokens, unused keys and the calendar feed with an SMS password reset', async () => {
    const session = await portalTokenFor(hosts, PHONE);
    const notes = await notesTokenOf(session);
    const unusedKey = await notesKey(session);
    const feed = body<Envelope<{ path: string }>>(await hosts.portal.inject({ method: 'POST', url: '/api/calendar/feed-secret', headers: bearer(session) })).data.path;
    expect((await hosts.portal.inject({ method: 'GET', url: feed })).statusCode).toBe(200);

    await hosts.sso.inject({ method: 'POST', url: '/forgot-password/code', ...form({ phone: PHONE, backUrl: PORTAL_HOME }) });
    const code = smsCodesFor(hosts.db).lastCodeFor(PHONE) ?? '';
    const reset = await hosts.sso.inject({
      method: 'POST',
      url: '/forgot-password',
      ...form({ phone: PHONE, code, password: 'Fresh@2026', passwordConfirm: 'Fresh@2026', backUrl: PORTAL_HOME }),
    });
    expect(reset.statusCode, reset.body.slice(0, 300)).toBe(200);

    expect((await hosts.portal.inject({ method: 'GET', url: '/api/v1/user/info', headers: bearer(session) })).statusCode).toBe(444);
    expect(await notesAccess(notes)).toEqual({ api: 401, page: 401 });
    expect(await keyExchange(unusedKey)).toBe(401);
    expect((await hosts.portal.inject({ method: 'GET', url: feed })).statusCode).toBe(404);
  });

  it("ends the notes tokens and unused keys a session handed out when that one device logs out, and only those", async () => {
    const leaving = await portalTokenFor(hosts, PHONE);
    const staying = await portalTokenFor(hosts, PHONE);
    const notesLeaving = await notesTokenOf(leaving);
    const keyLeaving = await notesKey(leaving);
    const notesStaying = await notesTokenOf(staying);

    expect((await hosts.portal.inject({ method: 'POST', url: '/api/v1/user/logout', headers: bearer(leaving) })).statusCode).toBe(200);

    expect(await notesAccess(notesLeaving)).toEqual({ api: 401, page: 401 });
    expect(await keyExchange(keyLeaving)).toBe(401);
    expect(await notesAccess(notesStaying)).toEqual({ api: 200, page: 200 });
  });
});
