import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PortalSchemas } from '@smes/contract-types';
import { DAY_MS, HOUR_MS } from '../clock';
import { insertActivity } from '../domain/activities';
import type { NewActivity } from '../domain/activities';
import { insertUser } from '../domain/users';
import { ACTIVITY_COUNT, LAST_SEAT_ACTIVITY_TITLE } from '../seed/activities';
import { parseCalendar } from '../testing/icalendar-reader';
import { bearer, body, createTestHosts, portalTokenFor } from '../testing/test-hosts';
import type { Envelope, TestHosts } from '../testing/test-hosts';

type Detail = PortalSchemas['ActivityDetail'];
type Registration = PortalSchemas['ActivityRegistration'];

let hosts: TestHosts;
let owner: string;
let other: string;

beforeAll(async () => {
  hosts = await createTestHosts();
  owner = await portalTokenFor(hosts, '13800138000');
  other = await portalTokenFor(hosts, '13800138001');
});

afterAll(async () => {
  await hosts.close();
});

const INPUT = { contactName: '王晓明', contactPhone: '13800138000', enterpriseName: '杭州云栖智造科技有限公司', attendees: 1 };

function call(method: 'GET' | 'POST', url: string, token?: string, payload?: object) {
  return hosts.portal.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
}

async function data<T>(method: 'GET' | 'POST', url: string, token?: string, payload?: object): Promise<T> {
  const response = await call(method, url, token, payload);
  expect(response.statusCode, response.body).toBe(200);
  return body<Envelope<T>>(response).data;
}

let activityCounter = 0;
/** An activity of this test's own, `seatsLeft` seats left and its deadline `deadlineInMs` from now. */
async function addActivity(capacity: number, seatsLeft: number, deadlineInMs = 5 * DAY_MS, overrides: Partial<NewActivity> = {}): Promise<number> {
  const now = hosts.clock.now().getTime();
  return await insertActivity(hosts.db, {
      title: `测试活动 ${(activityCounter += 1)}`,
      type: 'training',
      mode: 'offline',
      organizer: '杭州市中小企业服务中心',
      regionName: '杭州市',
      place: '杭州市民中心 J 楼 3 楼报告厅',
      onlineUrl: null,
      startTime: new Date(now + 7 * DAY_MS).toISOString(),
      endTime: new Date(now + 7 * DAY_MS + 3 * HOUR_MS).toISOString(),
      registrationDeadline: new Date(now + deadlineInMs).toISOString(),
      capacity,
      seatsTaken: capacity - seatsLeft,
      maxAttendees: 3,
      intro: ['介绍'],
      agenda: [{ time: '14:00–17:00', item: '培训' }],
      audience: '中小企业',
      hotline: '0571-85256120',
      ...overrides,
    });
}

let userCounter = 0;
/** A fresh enterprise account and its token: one registration per user and activity. */
async function newUser(): Promise<string> {
  userCounter += 1;
  const phone = `1370000${String(userCounter).padStart(4, '0')}`;
  await insertUser(
      hosts.db,
      { username: phone, phone, passwordHash: 'x', nickName: `企业${userCounter}`, userType: 'enterprise', enterpriseName: `测试企业${userCounter}有限公司`, notesEnabled: false },
      hosts.clock.now(),
    );
  return await portalTokenFor(hosts, phone);
}

async function seatsTaken(id: number): Promise<number> {
  return ((await hosts.db.get('SELECT seats_taken FROM activities WHERE id = ?', id)) as { seats_taken: number }).seats_taken;
}

describe('活动 seed', () => {
  it('seeds 50+ activities of every type, online and offline, in open, full and closed states, each with its organiser and agenda', async () => {
    expect(ACTIVITY_COUNT).toBeGreaterThanOrEqual(50);
    const all = await data<PortalSchemas['ActivityList']>('GET', '/api/activity/list?pageSize=100');
    expect(all.total).toBe(ACTIVITY_COUNT);
    expect(new Set(all.rows.map((row) => row.status))).toEqual(new Set(['open', 'full', 'closed']));
    expect(new Set(all.rows.map((row) => row.type))).toEqual(new Set(['policy', 'training', 'matchmaking', 'roadshow', 'salon']));
    expect(new Set(all.rows.map((row) => row.mode))).toEqual(new Set(['online', 'offline']));
    expect(new Set(all.rows.map((row) => row.title)).size).toBe(all.rows.length);
    expect(all.regions.length).toBeGreaterThanOrEqual(6);
    for (const row of all.rows) {
      expect(row.seatsLeft).toBeGreaterThanOrEqual(0);
      expect(row.seatsLeft).toBeLessThanOrEqual(row.capacity);
      expect(row.registrationDeadline < row.startTime).toBe(true);
      expect(row.startTime < row.endTime).toBe(true);
      expect(row.mode === 'online' ? row.place === null : Boolean(row.place)).toBe(true);
      expect(all.regions).toContain(row.regionName);
    }
    // States in counts: at least ten of each of open and closed, and several full.
    const count = (status: string) => all.rows.filter((row) => row.status === status).length;
    expect(count('open')).toBeGreaterThanOrEqual(20);
    expect(count('full')).toBeGreaterThanOrEqual(8);
    expect(count('closed')).toBeGreaterThanOrEqual(15);
    const lastSeat = all.rows.find((row) => row.title === LAST_SEAT_ACTIVITY_TITLE);
    expect(lastSeat).toMatchObject({ status: 'open', seatsLeft: 1, mode: 'offline' });
  });
});

describe('活动 list and detail', () => {
  it('lists open ones first (soonest first), then full, then closed, and filters by type, mode, status, region and keyword', async () => {
    const all = await data<PortalSchemas['ActivityList']>('GET', '/api/activity/list?pageSize=100');
    const ranks = all.rows.map((row) => ['open', 'full', 'closed'].indexOf(row.status));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    const open = all.rows.filter((row) => row.status === 'open').map((row) => row.startTime);
    expect(open).toEqual([...open].sort());

    for (const [param, value, field] of [
      ['type', 'roadshow', 'type'],
      ['mode', 'online', 'mode'],
      ['status', 'full', 'status'],
      ['regionName', '宁波市', 'regionName'],
    ] as const) {
      const page = await data<PortalSchemas['ActivityList']>('GET', `/api/activity/list?pageSize=100&${param}=${encodeURIComponent(value)}`);
      expect(page.total).toBeGreaterThan(0);
      expect(page.total).toBeLessThan(all.total);
      for (const row of page.rows) expect(row[field]).toBe(value);
    }
    const search = await data<PortalSchemas['ActivityList']>('GET', `/api/activity/list?keyword=${encodeURIComponent('高新技术企业')}`);
    expect(search.rows.map((row) => row.title)).toContain(LAST_SEAT_ACTIVITY_TITLE);
    for (const row of search.rows) expect(`${row.title}${row.organizer}`).toMatch(/高新技术企业|科学技术/);
  });

  it('gives an online activity’s link only to a registered viewer', async () => {
    const id = await addActivity(50, 10, 5 * DAY_MS, { mode: 'online', place: null, onlineUrl: 'https://meeting.tencent.com/dm/a1b2c3d4e5f6' });
    expect(await data<Detail>('GET', `/api/activity/${id}`)).toMatchObject({ onlineUrl: null, myRegistration: null });
    expect(await data<Detail>('GET', `/api/activity/${id}`, owner)).toMatchObject({ onlineUrl: null, myRegistration: null });
    const registration = await data<Registration>('POST', `/api/activity/${id}/registrations`, owner, INPUT);
    expect(await data<Detail>('GET', `/api/activity/${id}`, owner)).toMatchObject({
      onlineUrl: 'https://meeting.tencent.com/dm/a1b2c3d4e5f6',
      myRegistration: { id: registration.id, attendees: 1 },
    });
    expect(await data<Detail>('GET', `/api/activity/${id}`, other)).toMatchObject({ onlineUrl: null, myRegistration: null });
  });
});

describe('useRegist', () => {
  it('never goes over capacity when many register at once for the last seats', async () => {
    const id = await addActivity(100, 3);
    const tokens: string[] = [];
    for (let index = 0; index < 25; index += 1) tokens.push(await newUser());
    const responses = await Promise.all(tokens.map((token) => call('POST', `/api/activity/${id}/registrations`, token, INPUT)));
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(3);
    expect(statuses.filter((status) => status === 409)).toHaveLength(22);
    for (const response of responses.filter((item) => item.statusCode === 409)) expect(body(response).msg).toBe('名额已满，报名已关闭');
    expect(await seatsTaken(id)).toBe(100);
    const { active } = (await hosts.db.get(`SELECT COUNT(*) AS active FROM activity_registrations WHERE activity_id = ? AND status = 'registered'`, id)) as { active: number };
    expect(active).toBe(3);
    expect(await data<Detail>('GET', `/api/activity/${id}`)).toMatchObject({ status: 'full', seatsLeft: 0 });
  });

  it('counts attendees against the seats: a group larger than what is left is refused with the number left', async () => {
    const id = await addActivity(40, 2);
    const refused = await call('POST', `/api/activity/${id}/registrations`, await newUser(), { ...INPUT, attendees: 3 });
    expect(refused.statusCode).toBe(409);
    expect(body(refused).msg).toBe('剩余名额不足：仅剩 2 个，请减少参会人数');
    expect(await data<Registration>('POST', `/api/activity/${id}/registrations`, await newUser(), { ...INPUT, attendees: 2 })).toMatchObject({ attendees: 2, status: 'registered' });
    expect(await seatsTaken(id)).toBe(40);
  });

  it('allows one registration per user and activity, and refuses after the deadline', async () => {
    const id = await addActivity(40, 20);
    const token = await newUser();
    await data<Registration>('POST', `/api/activity/${id}/registrations`, token, INPUT);
    const again = await call('POST', `/api/activity/${id}/registrations`, token, INPUT);
    expect(again.statusCode).toBe(409);
    expect(body(again).msg).toBe('您已报名该活动，可在个人中心·我的报名查看或取消');
    expect(await seatsTaken(id)).toBe(21);

    const closing = await addActivity(40, 20, HOUR_MS);
    hosts.clock.advance(HOUR_MS);
    try {
      const late = await call('POST', `/api/activity/${closing}/registrations`, await newUser(), INPUT);
      expect(late.statusCode).toBe(409);
      expect(body(late).msg).toBe('报名已截止');
      expect(await data<Detail>('GET', `/api/activity/${closing}`)).toMatchObject({ status: 'closed', seatsLeft: 20 });
    } finally {
      hosts.clock.advance(-HOUR_MS);
    }
  });

  it('validates the form: attendees within the activity’s limit, a mobile number, no control characters', async () => {
    const id = await addActivity(40, 20, 5 * DAY_MS, { maxAttendees: 1 });
    const token = await newUser();
    const tooMany = await call('POST', `/api/activity/${id}/registrations`, token, { ...INPUT, attendees: 2 });
    expect(tooMany.statusCode).toBe(400);
    expect(body(tooMany).msg).toBe('每次报名最多 1 人参会');
    expect((await call('POST', `/api/activity/${id}/registrations`, token, { ...INPUT, contactPhone: '0571-8888888' })).statusCode).toBe(400);
    expect((await call('POST', `/api/activity/${id}/registrations`, token, { ...INPUT, contactName: '王\u0000明' })).statusCode).toBe(400);
    expect((await call('POST', `/api/activity/${id}/registrations`, token, { ...INPUT, extra: 1 })).statusCode).toBe(400);
    const blank = await call('POST', `/api/activity/${id}/registrations`, token, { ...INPUT, contactName: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(body(blank).msg).toBe('请填写联系人');
    expect(body(await call('POST', `/api/activity/${id}/registrations`, token, { ...INPUT, enterpriseName: ' 企 ' })).msg).toBe('请填写企业名称');
    expect((await call('POST', `/api/activity/${id}/registrations`, undefined, INPUT)).statusCode).toBe(401);
    expect(await seatsTaken(id)).toBe(20);
  });
});

describe('cancel, my registrations and the .ics file', () => {
  it('lets only the owner cancel (404 for anyone else), frees the seat, and allows registering again', async () => {
    const id = await addActivity(10, 1);
    const token = await newUser();
    const registration = await data<Registration>('POST', `/api/activity/${id}/registrations`, token, INPUT);
    expect(await seatsTaken(id)).toBe(10);
    const foreign = await call('POST', `/api/activity/registrations/${registration.id}/cancel`, other);
    expect(foreign.statusCode).toBe(404);
    expect(body(foreign).msg).toBe('报名记录不存在');
    expect(await seatsTaken(id)).toBe(10);

    expect(await data<Registration>('POST', `/api/activity/registrations/${registration.id}/cancel`, token)).toMatchObject({ status: 'cancelled', cancelledAt: expect.any(String) });
    expect(await seatsTaken(id)).toBe(9);
    expect((await call('POST', `/api/activity/registrations/${registration.id}/cancel`, token)).statusCode).toBe(409);
    expect(await seatsTaken(id)).toBe(9);
    // The freed seat is anyone's, the canceller's too.
    await data<Registration>('POST', `/api/activity/${id}/registrations`, token, INPUT);
    expect(await seatsTaken(id)).toBe(10);
  });

  it('refuses to cancel once the activity has started', async () => {
    const now = hosts.clock.now().getTime();
    const id = await addActivity(10, 5, 30 * 60 * 1000, { startTime: new Date(now + HOUR_MS).toISOString(), endTime: new Date(now + 3 * HOUR_MS).toISOString() });
    const token = await newUser();
    const registration = await data<Registration>('POST', `/api/activity/${id}/registrations`, token, INPUT);
    hosts.clock.advance(2 * HOUR_MS);
    try {
      const late = await call('POST', `/api/activity/registrations/${registration.id}/cancel`, token);
      expect(late.statusCode).toBe(409);
      expect(body(late).msg).toBe('活动已开始，不能再取消报名');
    } finally {
      hosts.clock.advance(-2 * HOUR_MS);
    }
  });

  it('lists the user’s own registrations only, coming ones first, cancelled ones after', async () => {
    const token = await newUser();
    const soon = await addActivity(10, 5, 2 * DAY_MS, { startTime: new Date(hosts.clock.now().getTime() + 3 * DAY_MS).toISOString(), endTime: new Date(hosts.clock.now().getTime() + 3 * DAY_MS + HOUR_MS).toISOString() });
    const later = await addActivity(10, 5);
    const dropped = await addActivity(10, 5);
    await data<Registration>('POST', `/api/activity/${later}/registrations`, token, INPUT);
    await data<Registration>('POST', `/api/activity/${soon}/registrations`, token, INPUT);
    const cancelled = await data<Registration>('POST', `/api/activity/${dropped}/registrations`, token, INPUT);
    await data<Registration>('POST', `/api/activity/registrations/${cancelled.id}/cancel`, token);
    const mine = await data<PortalSchemas['ActivityRegistrationPage']>('GET', '/api/activity/registrations/mine', token);
    expect(mine.total).toBe(3);
    expect(mine.rows.map((row) => [row.activity.id, row.status])).toEqual([
      [soon, 'registered'],
      [later, 'registered'],
      [dropped, 'cancelled'],
    ]);
    expect((await data<PortalSchemas['ActivityRegistrationPage']>('GET', '/api/activity/registrations/mine', other)).rows.map((row) => row.activity.id)).not.toContain(soon);
  });

  it('downloads an RFC 5545 file of the owner’s active registration that parses back to the activity', async () => {
    const id = await addActivity(10, 5, 5 * DAY_MS, {
          title: '杭州市“专精特新”申报材料撰写培训；含案例点评，第二期（上城区、拱墅区企业专场）需携带营业执照复印件',
          place: '杭州市民中心 J 楼 3 楼报告厅, 东侧入口',
        });
    const token = await newUser();
    const registration = await data<Registration>('POST', `/api/activity/${id}/registrations`, token, INPUT);
    const file = await call('POST', `/api/activity/registrations/${registration.id}/ics`, token);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(String(file.headers['content-disposition'])).toContain(`filename="activity-${id}.ics"`);
    const text = file.body;
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    const calendar = parseCalendar(text);
    expect(calendar.properties).toMatchObject({ VERSION: '2.0', PRODID: '-//中小企业服务门户//活动报名//ZH' });
    expect(calendar.events).toHaveLength(1);
    const activity = await data<Detail>('GET', `/api/activity/${id}`, token);
    const stamp = (iso: string) => iso.replace(/[-:]/g, '').replace(/\.\d{3}/, '');
    expect(calendar.events[0]).toMatchObject({
      UID: `activity-${id}@activity.smes-portal`,
      DTSTART: stamp(activity.startTime),
      DTEND: stamp(activity.endTime),
      SUMMARY: `培训：${activity.title}`,
      LOCATION: '杭州市 杭州市民中心 J 楼 3 楼报告厅, 东侧入口',
    });
    expect(calendar.events[0]?.['DESCRIPTION']).toContain('报名人：王晓明（杭州云栖智造科技有限公司），1 人参会');
    // The same activity keeps its UID across downloads (a re-import updates the event).
    const again = parseCalendar((await call('POST', `/api/activity/registrations/${registration.id}/ics`, token)).body);
    expect(again.events[0]?.['UID']).toBe(calendar.events[0]?.['UID']);

    expect((await call('POST', `/api/activity/registrations/${registration.id}/ics`, other)).statusCode).toBe(404);
    await data<Registration>('POST', `/api/activity/registrations/${registration.id}/cancel`, token);
    expect((await call('POST', `/api/activity/registrations/${registration.id}/ics`, token)).statusCode).toBe(404);
  });
});

describe('a registration row', () => {
  it('holds the activity it names (every referenced id exists)', async () => {
    const orphans = (await hosts.db.get('SELECT COUNT(*) AS n FROM activity_registrations r LEFT JOIN activities a ON a.id = r.activity_id WHERE a.id IS NULL')) as { n: number };
    expect(orphans.n).toBe(0);
    expect(((await hosts.db.get('SELECT COUNT(*) AS n FROM activities WHERE seats_taken > capacity')) as { n: number }).n).toBe(0);
  });
});
