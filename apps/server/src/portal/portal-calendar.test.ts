import { chinaTimeOf } from '@smes/eligibility';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DAY_MS, HOUR_MS } from '../clock';
import { chinaDateOf, daysUntilClose } from '../domain/calendar';
import { reminderStage, runReminderSweep } from '../domain/calendar-reminders';
import { hashFeedSecret } from '../domain/calendar-feed';
import { ledgerForEvaluation } from '../domain/ip-records';
import { recommendablePolicyIds } from '../domain/matching';
import { parseCalendar } from '../testing/icalendar-reader';
import { TEST_ORIGINS, bearer, body, createTestHosts, login } from '../testing/test-hosts';
import type { Envelope, TestHosts } from '../testing/test-hosts';
import type { PortalSchemas } from '@smes/contract-types';

type Window = PortalSchemas['CalendarWindow'];
type WindowList = PortalSchemas['CalendarWindowList'];

let hosts: TestHosts;
let enterprise: string;
let other: string;

beforeAll(async () => {
  hosts = await createTestHosts();
  enterprise = await login(hosts.portal, '13800138000');
  other = await login(hosts.portal, '13800138001');
});

afterAll(async () => {
  await hosts.close();
});

const get = (url: string, token?: string) => hosts.portal.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
const send = (method: 'POST' | 'DELETE', url: string, token?: string) => hosts.portal.inject({ method, url, headers: token ? bearer(token) : {} });

/** The month of the test clock and the next, which the seed fills with open and closing windows. */
function rangeUrl(query = ''): string {
  const from = chinaDateOf(hosts.clock.now());
  const to = chinaDateOf(new Date(hosts.clock.now().getTime() + 60 * DAY_MS));
  return `/api/calendar/windows?from=${from}&to=${to}${query}`;
}

async function windows(query = '', token?: string): Promise<WindowList> {
  const response = await get(rangeUrl(query), token);
  expect(response.statusCode, response.body).toBe(200);
  return body<Envelope<WindowList>>(response).data;
}

async function userId(phone: string): Promise<number> {
  return ((await hosts.db.get('SELECT id FROM users WHERE phone = ?', phone)) as { id: number }).id;
}

/** A seeded notice that closes at least `days` days after the test clock. */
async function noticeClosingAfter(days: number): Promise<{ id: number; end_time: string; title: string }> {
  return (await hosts.db.get('SELECT id, end_time, title FROM notices WHERE end_time > ? ORDER BY end_time LIMIT 1', new Date(hosts.clock.now().getTime() + days * DAY_MS).toISOString())) as { id: number; end_time: string; title: string };
}

async function remindersOf(phone: string, noticeId: number): Promise<{ title: string }[]> {
  return (await hosts.db.all(`SELECT title FROM messages WHERE user_id = ? AND link_kind = 'notice' AND link_id = ? AND title ILIKE '%截止申报：%' ORDER BY id`, await userId(phone), noticeId)) as { title: string }[];
}

describe('申报日历 windows', () => {
  it('lists the windows closing in the range, soonest first, each with its notice, projects and filter options', async () => {
    const list = await windows();
    expect(list.windows.length).toBeGreaterThan(5);
    const ends = list.windows.map((window) => window.endTime);
    expect(ends).toEqual([...ends].sort());
    const from = rangeUrl().match(/from=([\d-]+)/)?.[1] ?? '';
    for (const window of list.windows) {
      expect(chinaDateOf(window.endTime) >= from).toBe(true);
      expect(list.departments).toContain(window.issuer);
      expect(list.categories).toContain(window.category);
      expect(window).toMatchObject({ recommended: false, followed: false });
    }
    expect(list.windows.some((window) => window.projects.length > 0)).toBe(true);
  });

  it('filters by level, department and category while the options stay those of the whole range', async () => {
    const all = await windows();
    const sample = all.windows.find((window) => window.level === 'provincial') ?? all.windows[0];
    if (!sample) throw new Error('the seed has no window in range');
    const byLevel = await windows(`&level=${sample.level}`);
    expect(byLevel.windows.length).toBeGreaterThan(0);
    expect(byLevel.windows.every((window) => window.level === sample.level)).toBe(true);
    expect(byLevel.departments).toEqual(all.departments);
    const byDept = await windows(`&dept=${encodeURIComponent(sample.issuer)}`);
    expect(byDept.windows.every((window) => window.issuer === sample.issuer)).toBe(true);
    expect(byDept.windows.map((window) => window.noticeId)).toContain(sample.noticeId);
    const byCategory = await windows(`&category=${encodeURIComponent(sample.category)}`);
    expect(byCategory.windows.every((window) => window.category === sample.category)).toBe(true);
    expect((await windows(`&dept=${encodeURIComponent('不存在的部门')}`)).windows).toEqual([]);
  });

  it('places a window on its closing day in China time: 17:00 UTC is the next day', async () => {
    expect(chinaDateOf('2026-06-20T15:59:59.000Z')).toBe('2026-06-20');
    expect(chinaDateOf('2026-06-20T16:00:00.000Z')).toBe('2026-06-21');
    const response = await get('/api/calendar/windows?from=2026-06-01&to=2026-08-03');
    expect(response.statusCode).toBe(400);
  });

  it('highlights 为你推荐 for the signed-in enterprise with the same matcher as /api/policy-match/recommend', async () => {
    const anonymous = await windows();
    const signedIn = await windows('', enterprise);
    expect(signedIn.windows.map((window) => window.noticeId)).toEqual(anonymous.windows.map((window) => window.noticeId));
    const recommended = signedIn.windows.filter((window) => window.recommended);
    expect(recommended.length).toBeGreaterThan(0);
    expect(recommended.length).toBeLessThan(signedIn.windows.length);
    const top = body<Envelope<PortalSchemas['RecommendedPolicy'][]>>(await get('/api/policy-match/recommend', enterprise)).data.map((policy) => policy.policyId);
    for (const window of signedIn.windows) {
      if (window.policyId !== null && top.includes(window.policyId) && window.status !== 'closed') expect(window.recommended).toBe(true);
    }
    // An enterprise without a ledger gets no recommendation.
    const blank = (await windows('', other)).windows;
    expect(blank.some((window) => window.recommended)).toBe(await hosts.db.get('SELECT 1 FROM ledgers WHERE user_id = ?', await userId('13800138001')) !== undefined);
  });
});

// Case 7 of the issue: the calendar's 为你推荐 listed a window that had already closed.
it('never recommends a window that has closed', async () => {
  const today = chinaDateOf(hosts.clock.now());
  const from = new Date(Date.parse(`${today}T00:00:00Z`) - 40 * DAY_MS).toISOString().slice(0, 10);
  const to = new Date(Date.parse(`${today}T00:00:00Z`) + 20 * DAY_MS).toISOString().slice(0, 10);
  const response = await get(`/api/calendar/windows?from=${from}&to=${to}`, enterprise);
  const list = body<Envelope<PortalSchemas['CalendarWindowList']>>(response).data.windows;
  const recommendable = await recommendablePolicyIds(hosts.db, await ledgerForEvaluation(hosts.db, await userId('13800138000'), hosts.clock.now()), hosts.clock.now());
  const closed = list.filter((window) => window.status === 'closed');
  // Not vacuous: closed windows of policies 为你推荐 would pick are in the range.
  expect(closed.filter((window) => window.policyId !== null && recommendable.has(window.policyId)).length).toBeGreaterThan(0);
  expect(closed.filter((window) => window.recommended)).toEqual([]);
  expect(list.some((window) => window.recommended && window.status !== 'closed')).toBe(true);
});

describe('关注 a window', () => {
  beforeEach(async () => {
    await hosts.db.run('DELETE FROM calendar_follows');
  });

  it('follows and unfollows, idempotently, for the signed-in account only', async () => {
    const target = await noticeClosingAfter(10);
    expect((await send('POST', `/api/calendar/follows/${target.id}`, enterprise)).statusCode).toBe(200);
    expect((await send('POST', `/api/calendar/follows/${target.id}`, enterprise)).statusCode).toBe(200);
    const follows = body<Envelope<Window[]>>(await get('/api/calendar/follows', enterprise)).data;
    expect(follows.map((window) => window.noticeId)).toEqual([target.id]);
    expect(follows[0]).toMatchObject({ followed: true, title: target.title });
    expect(body<Envelope<Window[]>>(await get('/api/calendar/follows', other)).data).toEqual([]);
    const listed = (await windows('', enterprise)).windows.find((window) => window.noticeId === target.id);
    if (listed) expect(listed.followed).toBe(true);
    expect((await send('DELETE', `/api/calendar/follows/${target.id}`, enterprise)).statusCode).toBe(200);
    expect(body<Envelope<Window[]>>(await get('/api/calendar/follows', enterprise)).data).toEqual([]);
    expect((await send('POST', `/api/calendar/follows/${target.id}`)).statusCode).toBe(401);
  });

  it('lists windows still to close before the closed ones', async () => {
    const closed = (await hosts.db.get('SELECT id FROM notices WHERE end_time < ? ORDER BY end_time DESC LIMIT 1', hosts.clock.now().toISOString())) as { id: number };
    const open = await noticeClosingAfter(3);
    await send('POST', `/api/calendar/follows/${closed.id}`, enterprise);
    await send('POST', `/api/calendar/follows/${open.id}`, enterprise);
    const follows = body<Envelope<Window[]>>(await get('/api/calendar/follows', enterprise)).data;
    expect(follows.map((window) => [window.noticeId, window.status])).toEqual([
      [open.id, expect.not.stringMatching(/^closed$/)],
      [closed.id, 'closed'],
    ]);
  });
});

describe('reminders', () => {
  beforeEach(async () => {
    await hosts.db.run('DELETE FROM calendar_follows');
  });

  const END = '2026-06-30T09:30:00.000Z'; // 17:30 in Beijing on 30 June

  it('is in a stage 7 days out, the day before and on the closing day only, until the close', () => {
    const at = (days: number, hours = 0) => new Date(Date.parse(END) - days * DAY_MS - hours * HOUR_MS);
    expect(reminderStage(END, at(8))).toBeNull();
    expect(reminderStage(END, at(7))).toBe('week');
    // 3 days out is no stage of the rule: no "3 天后截止".
    expect(reminderStage(END, at(3))).toBeNull();
    expect(reminderStage(END, at(2))).toBeNull();
    expect(reminderStage(END, at(1))).toBe('day');
    expect(reminderStage(END, at(0, 9))).toBe('today'); // 08:30 Beijing on the closing day
    expect(reminderStage(END, new Date(Date.parse(END) + 1))).toBeNull();
    // 23:30 Beijing on the 22nd is still 8 days out; half an hour later it is 7.
    expect(daysUntilClose(END, new Date('2026-06-22T15:30:00.000Z'))).toBe(8);
    expect(reminderStage(END, new Date('2026-06-22T16:00:00.000Z'))).toBe('week');
  });

  it('sends each stage once per user and window: 8 days out none, 7 days one, twice still one', async () => {
    const target = await noticeClosingAfter(9);
    await send('POST', `/api/calendar/follows/${target.id}`, enterprise);
    const before = (days: number) => new Date(Date.parse(target.end_time) - days * DAY_MS);

    expect(await runReminderSweep(hosts.db, before(8))).toBe(0);
    expect(await remindersOf('13800138000', target.id)).toEqual([]);

    expect(await runReminderSweep(hosts.db, before(7))).toBe(1);
    expect(await runReminderSweep(hosts.db, before(7))).toBe(0);
    expect(await runReminderSweep(hosts.db, before(5))).toBe(0);
    expect(await remindersOf('13800138000', target.id)).toEqual([{ title: `7 天后截止申报：${target.title}` }]);

    expect(await runReminderSweep(hosts.db, before(1))).toBe(1);
    expect(await runReminderSweep(hosts.db, new Date(Date.parse(target.end_time) - HOUR_MS))).toBe(1);
    expect(await runReminderSweep(hosts.db, new Date(Date.parse(target.end_time) + HOUR_MS))).toBe(0);
    expect((await remindersOf('13800138000', target.id)).map((message) => message.title)).toEqual([
      `7 天后截止申报：${target.title}`,
      `明天 ${chinaTimeOf(target.end_time)} 截止申报：${target.title}`,
      `今天 ${chinaTimeOf(target.end_time)} 截止申报：${target.title}`,
    ]);
    // Nobody else followed it.
    expect(await remindersOf('13800138001', target.id)).toEqual([]);
  });

  it('reaches 消息中心 as a notice message linking to the window', async () => {
    const target = await noticeClosingAfter(20);
    await send('POST', `/api/calendar/follows/${target.id}`, other);
    await runReminderSweep(hosts.db, new Date(Date.parse(target.end_time) - DAY_MS));
    const page = body<Envelope<PortalSchemas['MessagePage']>>(await get('/api/message/list', other)).data;
    expect(page.rows[0]).toMatchObject({ type: 'notice', title: `明天 ${chinaTimeOf(target.end_time)} 截止申报：${target.title}`, link: { kind: 'notice', id: target.id }, read: false });
  });

  it('exposes the sweep at POST /__test__/reminders/run only with the test hooks on', async () => {
    expect((await hosts.portal.inject({ method: 'POST', url: '/__test__/reminders/run', payload: { at: new Date().toISOString() } })).statusCode).toBe(404);
    const withHooks = await createTestHosts({ testHooks: true });
    try {
      const token = await login(withHooks.portal, '13800138000');
      const target = (await withHooks.db.get('SELECT id, end_time FROM notices WHERE end_time > ? ORDER BY end_time LIMIT 1', withHooks.clock.now().toISOString())) as { id: number; end_time: string };
      await withHooks.portal.inject({ method: 'POST', url: `/api/calendar/follows/${target.id}`, headers: bearer(token) });
      const at = new Date(Date.parse(target.end_time) - DAY_MS).toISOString();
      const run = await withHooks.portal.inject({ method: 'POST', url: '/__test__/reminders/run', payload: { at } });
      expect(body<Envelope<{ sent: number }>>(run).data).toEqual({ sent: 1 });
      const again = await withHooks.portal.inject({ method: 'POST', url: '/__test__/reminders/run', payload: { at } });
      expect(body<Envelope<{ sent: number }>>(again).data).toEqual({ sent: 0 });
      expect((await withHooks.portal.inject({ method: 'POST', url: '/__test__/reminders/run', payload: { at: 'soon' } })).statusCode).toBe(400);
      // The clock did not move: the message is written now.
      const message = (await withHooks.db.get('SELECT created_at FROM messages WHERE link_id = ? ORDER BY id DESC LIMIT 1', target.id)) as { created_at: string };
      expect(message.created_at).toBe(withHooks.clock.now().toISOString());
    } finally {
      await withHooks.close();
    }
  });
});

describe('.ics download and the calendar feed', () => {
  beforeEach(async () => {
    await hosts.db.run('DELETE FROM calendar_follows');
    await hosts.db.run('DELETE FROM calendar_feed_secrets');
  });

  it('downloads one window as an all-day event on its closing day, linking to the notice page', async () => {
    const target = await noticeClosingAfter(3);
    const response = await send('POST', `/api/calendar/windows/${target.id}/ics`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain(`notice-${target.id}.ics`);
    const calendar = parseCalendar(response.body);
    expect(calendar.events).toHaveLength(1);
    expect(calendar.events[0]).toMatchObject({
      UID: `notice-${target.id}@calendar.smes-portal`,
      SUMMARY: `申报截止：${target.title}`,
      'DTSTART;VALUE=DATE': chinaDateOf(target.end_time).replace(/-/g, ''),
      URL: `${TEST_ORIGINS[0]}/findpolicy/DeclarationNotice/detail/${target.id}`,
    });
  });

  it("serves the owner's follows without a session, and only the owner's", async () => {
    const mine = await noticeClosingAfter(3);
    const theirs = await noticeClosingAfter(30);
    await send('POST', `/api/calendar/follows/${mine.id}`, enterprise);
    await send('POST', `/api/calendar/follows/${theirs.id}`, other);
    const created = body<Envelope<{ path: string; createdAt: string }>>(await send('POST', '/api/calendar/feed-secret', enterprise)).data;
    const secret = /\/api\/calendar\/feed\/([A-Za-z0-9_-]{43})\.ics$/.exec(created.path)?.[1];
    expect(secret).toBeDefined();
    // Only the hash is stored.
    const stored = (await hosts.db.get('SELECT secret_hash FROM calendar_feed_secrets WHERE user_id = ?', await userId('13800138000'))) as { secret_hash: string };
    expect(stored.secret_hash).toBe(hashFeedSecret(secret ?? ''));
    expect(stored.secret_hash).not.toContain(secret);

    const feed = await get(created.path);
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(feed.headers['cache-control']).toBe('private, no-store');
    const calendar = parseCalendar(feed.body);
    expect(calendar.properties['X-WR-CALNAME']).toBe('申报日历（杭州云栖智造科技有限公司）');
    expect(calendar.events.map((event) => event['UID'])).toEqual([`notice-${mine.id}@calendar.smes-portal`]);
    expect(feed.body).not.toContain(theirs.title);
  });

  it('answers 404 for a wrong, replaced or revoked secret', async () => {
    const first = body<Envelope<{ path: string }>>(await send('POST', '/api/calendar/feed-secret', enterprise)).data.path;
    expect((await get(first)).statusCode).toBe(200);
    expect((await get(`/api/calendar/feed/${'A'.repeat(43)}.ics`)).statusCode).toBe(404);
    const second = body<Envelope<{ path: string }>>(await send('POST', '/api/calendar/feed-secret', enterprise)).data.path;
    expect(second).not.toBe(first);
    expect((await get(first)).statusCode).toBe(404);
    expect((await get(second)).statusCode).toBe(200);
    expect((await send('DELETE', '/api/calendar/feed-secret', enterprise)).statusCode).toBe(200);
    expect((await get(second)).statusCode).toBe(404);
    expect(body<Envelope<{ active: boolean }>>(await get('/api/calendar/feed-secret', enterprise)).data.active).toBe(false);
  });
});
