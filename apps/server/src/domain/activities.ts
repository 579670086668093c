import type { Db } from '../db/database';
import { DomainError } from '../shared/domain-error';
import { pageWindow } from '../shared/paging';
import type { Page } from '../shared/paging';
import { containsPattern } from '../shared/sql';
import type { ValidQuery } from '../contract/queries';
import { chinaDateTimeText } from './calendar';
import { regionNameInSql } from './regions';
import type { TimedEvent } from './icalendar';
import type { PortalSchemas } from '@smes/contract-types';
import { mapInOrder } from '../shared/in-order';

export const ACTIVITY_NOT_FOUND = '活动不存在';
export const REGISTRATION_NOT_FOUND = '报名记录不存在';
export const ALREADY_REGISTERED = '您已报名该活动，可在个人中心·我的报名查看或取消';
export const REGISTRATION_CLOSED = '报名已截止';
export const ACTIVITY_FULL = '名额已满，报名已关闭';
export const ALREADY_CANCELLED = '该报名已取消';
export const ACTIVITY_STARTED = '活动已开始，不能再取消报名';

type ActivityTypeCode = PortalSchemas['ActivityType'];
type ActivityModeCode = PortalSchemas['ActivityMode'];
type ActivityStatusCode = PortalSchemas['ActivityStatus'];
type ActivityItem = PortalSchemas['ActivitySummary'];
type Registration = PortalSchemas['ActivityRegistration'];

type Row = {
  id: number;
  title: string;
  type: ActivityTypeCode;
  mode: ActivityModeCode;
  organizer: string;
  region_name: string;
  place: string | null;
  start_time: string;
  end_time: string;
  registration_deadline: string;
  capacity: number;
  seats_taken: number;
  status: ActivityStatusCode;
};

type DetailRow = Row & { online_url: string | null; max_attendees: number; intro: string; agenda: string; audience: string; hotline: string };

type RegistrationRow = {
  id: number;
  activity_id: number;
  user_id: number;
  contact_name: string;
  contact_phone: string;
  enterprise_name: string;
  attendees: number;
  status: 'registered' | 'cancelled';
  created_at: string;
  cancelled_at: string | null;
};

/**
 * Open, full or closed at `@now`: past the deadline is closed whatever the seats, so a full activity whose
 * deadline passed reads 已截止. Times are ISO strings in UTC, which compare as text.
 */
const STATUS_SQL = `CASE WHEN a.registration_deadline <= @now THEN 'closed' WHEN a.seats_taken >= a.capacity THEN 'full' ELSE 'open' END`;
const COLUMNS = `a.id, a.title, a.type, a.mode, a.organizer, a.region_name, a.place, a.start_time, a.end_time, a.registration_deadline,
  a.capacity, a.seats_taken, ${STATUS_SQL} AS status`;

function toSummary(row: Row): ActivityItem {
  return {
    id: row.id,
    title: row.title,
    type: row.type,
    mode: row.mode,
    organizer: row.organizer,
    regionName: row.region_name,
    place: row.place,
    startTime: row.start_time,
    endTime: row.end_time,
    registrationDeadline: row.registration_deadline,
    capacity: row.capacity,
    seatsLeft: row.capacity - row.seats_taken,
    status: row.status,
  };
}

export type ActivityListQuery = Omit<ValidQuery<'activityList', 'pageNum' | 'pageSize'>, 'applicableTo'> & {
  /** The enterprise scope as place names (`chainNames`): activities held there or nationwide. */
  applicableTo?: string[];
};

export async function listActivities(db: Db, query: ActivityListQuery, now: Date): Promise<PortalSchemas['ActivityList']> {
  const where: string[] = [];
  const params: Record<string, string | number> = { now: now.toISOString() };
  if (query.applicableTo) {
    const scope = regionNameInSql(query.applicableTo, 'scope', 'a');
    Object.assign(params, scope.params);
    where.push(scope.sql);
  }
  const keyword = query.keyword?.trim();
  if (keyword) {
    params['pattern'] = containsPattern(keyword);
    where.push(`(a.title ILIKE @pattern ESCAPE '\\' OR a.organizer ILIKE @pattern ESCAPE '\\' OR a.intro ILIKE @pattern ESCAPE '\\')`);
  }
  if (query.type) {
    params['type'] = query.type;
    where.push('a.type = @type');
  }
  if (query.mode) {
    params['mode'] = query.mode;
    where.push('a.mode = @mode');
  }
  if (query.regionName) {
    params['regionName'] = query.regionName;
    where.push('a.region_name = @regionName');
  }
  if (query.status) {
    params['status'] = query.status;
    where.push(`${STATUS_SQL} = @status`);
  }
  const whereSql = where.length > 0 ? `WHERE ${where.join(' AND ')}` : '';
  const { total } = (await db.get(`SELECT COUNT(*) AS total FROM activities a ${whereSql}`, params)) as { total: number };
  // Open ones first, soonest first (what a reader can still join); then full; then closed, latest first.
  const rows = (await db.all(`SELECT ${COLUMNS} FROM activities a ${whereSql}
     ORDER BY CASE ${STATUS_SQL} WHEN 'open' THEN 0 WHEN 'full' THEN 1 ELSE 2 END,
              CASE WHEN ${STATUS_SQL} = 'closed' THEN NULL ELSE a.start_time END ASC NULLS FIRST,
              a.start_time DESC, a.id
     LIMIT @limit OFFSET @offset`, { ...params, ...pageWindow(query.pageNum, query.pageSize) })) as Row[];
  const regions = ((await db.all('SELECT DISTINCT region_name FROM activities ORDER BY region_name')) as { region_name: string }[]).map(
    (row) => row.region_name,
  );
  return { rows: rows.map(toSummary), total, pageNum: query.pageNum, pageSize: query.pageSize, regions };
}

async function findRow(db: Db, id: number, now: Date): Promise<DetailRow | undefined> {
  return (await db.get(`SELECT ${COLUMNS}, a.online_url, a.max_attendees, a.intro, a.agenda, a.audience, a.hotline FROM activities a WHERE a.id = @id`, { id, now: now.toISOString() })) as DetailRow | undefined;
}

async function activeRegistration(db: Db, activityId: number, userId: number): Promise<RegistrationRow | undefined> {
  return (await db.get(`SELECT * FROM activity_registrations WHERE activity_id = ? AND user_id = ? AND status = 'registered'`, activityId, userId)) as
    | RegistrationRow
    | undefined;
}

/** The detail; `viewerId` adds the viewer's own registration and, once registered, an online activity's link. */
export async function findActivity(db: Db, id: number, viewerId: number | null, now: Date): Promise<PortalSchemas['ActivityDetail'] | undefined> {
  const row = await findRow(db, id, now);
  if (!row) return undefined;
  const mine = viewerId === null ? undefined : await activeRegistration(db, id, viewerId);
  return {
    ...toSummary(row),
    intro: JSON.parse(row.intro) as string[],
    agenda: JSON.parse(row.agenda) as PortalSchemas['ActivityAgendaItem'][],
    audience: row.audience,
    hotline: row.hotline,
    // A meeting link handed to anyone would let the unregistered in past the capacity.
    onlineUrl: mine ? row.online_url : null,
    maxAttendees: row.max_attendees,
    myRegistration: mine ? { id: mine.id, attendees: mine.attendees, createdAt: mine.created_at } : null,
  };
}

async function toRegistration(db: Db, row: RegistrationRow, now: Date): Promise<Registration> {
  const activity = await findRow(db, row.activity_id, now);
  if (!activity) throw new Error(`registration ${row.id} names a missing activity ${row.activity_id}`);
  return {
    id: row.id,
    activity: toSummary(activity),
    contactName: row.contact_name,
    contactPhone: row.contact_phone,
    enterpriseName: row.enterprise_name,
    attendees: row.attendees,
    status: row.status,
    createdAt: row.created_at,
    cancelledAt: row.cancelled_at,
  };
}

export type NewRegistration = PortalSchemas['ActivityRegistrationCreate'];

/**
 * Takes the seats and writes the registration in one IMMEDIATE transaction (the write lock is taken at
 * BEGIN, so even another process on the same file waits instead of reading a stale count). The seats are
 * taken by a conditional UPDATE that only matches while the deadline is ahead and enough seats are left:
 * the check and the taking are one statement, and no interleaving of registrations can go over capacity.
 */
export async function registerForActivity(db: Db, activityId: number, userId: number, input: NewRegistration, now: Date): Promise<Registration> {
  const at = now.toISOString();
  // The contract's minimum lengths count spaces; a name of blanks is no name.
  if (input.contactName.trim() === '') throw new DomainError('invalid', '请填写联系人');
  if ([...input.enterpriseName.trim()].length < 2) throw new DomainError('invalid', '请填写企业名称');
  const run = async () => await db.transaction(async (): Promise<Registration> => {
    const activity = await findRow(db, activityId, now);
    if (!activity) throw new DomainError('not_found', ACTIVITY_NOT_FOUND);
    if (await activeRegistration(db, activityId, userId)) throw new DomainError('conflict', ALREADY_REGISTERED);
    if (input.attendees > activity.max_attendees) throw new DomainError('invalid', `每次报名最多 ${activity.max_attendees} 人参会`);
    const taken = await db.run(`UPDATE activities SET seats_taken = seats_taken + @attendees
       WHERE id = @id AND registration_deadline > @now AND seats_taken + @attendees <= capacity`, { id: activityId, attendees: input.attendees, now: at });
    if (taken.changes === 0) {
      if (activity.registration_deadline <= at) throw new DomainError('conflict', REGISTRATION_CLOSED);
      const left = activity.capacity - activity.seats_taken;
      throw new DomainError('conflict', left <= 0 ? ACTIVITY_FULL : `剩余名额不足：仅剩 ${left} 个，请减少参会人数`);
    }
    const result = await db.run(`INSERT INTO activity_registrations (activity_id, user_id, contact_name, contact_phone, enterprise_name, attendees, status, created_at)
       VALUES (@activityId, @userId, @contactName, @contactPhone, @enterpriseName, @attendees, 'registered', @at) RETURNING id`, {
      activityId,
      userId,
      contactName: input.contactName.trim(),
      contactPhone: input.contactPhone,
      enterpriseName: input.enterpriseName.trim(),
      attendees: input.attendees,
      at,
    });
    const row = (await db.get('SELECT * FROM activity_registrations WHERE id = ?', Number(result.lastInsertRowid))) as RegistrationRow;
    return await toRegistration(db, row, now);
  });
  return await run();
}

async function ownRegistration(db: Db, id: number, userId: number): Promise<RegistrationRow> {
  const row = (await db.get('SELECT * FROM activity_registrations WHERE id = ? AND user_id = ?', id, userId)) as RegistrationRow | undefined;
  // Someone else's registration is answered exactly like a missing one.
  if (!row) throw new DomainError('not_found', REGISTRATION_NOT_FOUND);
  return row;
}

/** Cancels the owner's registration before the activity starts and gives its seats back, in one transaction. */
export async function cancelRegistration(db: Db, id: number, userId: number, now: Date): Promise<Registration> {
  const at = now.toISOString();
  const run = async () => await db.transaction(async (): Promise<Registration> => {
    const row = await ownRegistration(db, id, userId);
    if (row.status === 'cancelled') throw new DomainError('conflict', ALREADY_CANCELLED);
    const activity = await findRow(db, row.activity_id, now);
    if (!activity || activity.start_time <= at) throw new DomainError('conflict', ACTIVITY_STARTED);
    await db.run(`UPDATE activity_registrations SET status = 'cancelled', cancelled_at = ? WHERE id = ?`, at, id);
    await db.run('UPDATE activities SET seats_taken = seats_taken - ? WHERE id = ?', row.attendees, row.activity_id);
    return await toRegistration(db, { ...row, status: 'cancelled', cancelled_at: at }, now);
  });
  return await run();
}

/** The owner's active registration with its activity's full record (for the .ics file). */
export async function findActiveRegistration(db: Db, id: number, userId: number, now: Date): Promise<{ registration: Registration; activity: PortalSchemas['ActivityDetail'] }> {
  const row = await ownRegistration(db, id, userId);
  if (row.status !== 'registered') throw new DomainError('not_found', REGISTRATION_NOT_FOUND);
  const activity = await findActivity(db, row.activity_id, userId, now);
  if (!activity) throw new DomainError('not_found', ACTIVITY_NOT_FOUND);
  return { registration: await toRegistration(db, row, now), activity };
}

export type MyRegistrationQuery = ValidQuery<'activityMyRegistrations', 'pageNum' | 'pageSize'>;

/** The user's registrations: active ones of activities still to come first (soonest first), then the rest, latest first. */
export async function listMyRegistrations(db: Db, userId: number, query: MyRegistrationQuery, now: Date): Promise<Page<Registration>> {
  const params = { userId, now: now.toISOString() };
  const { total } = (await db.get('SELECT COUNT(*) AS total FROM activity_registrations WHERE user_id = @userId', params)) as { total: number };
  const rows = (await db.all(`SELECT r.* FROM activity_registrations r JOIN activities a ON a.id = r.activity_id
     WHERE r.user_id = @userId
     ORDER BY CASE WHEN r.status = 'registered' AND a.end_time > @now THEN 0 ELSE 1 END,
              CASE WHEN r.status = 'registered' AND a.end_time > @now THEN a.start_time END ASC,
              a.start_time DESC, r.id DESC
     LIMIT @limit OFFSET @offset`, { ...params, ...pageWindow(query.pageNum, query.pageSize) })) as RegistrationRow[];
  return { rows: await mapInOrder(rows, async (row) => await toRegistration(db, row, now)), total, pageNum: query.pageNum, pageSize: query.pageSize };
}

export type NewActivity = {
  title: string;
  type: ActivityTypeCode;
  mode: ActivityModeCode;
  organizer: string;
  regionName: string;
  place: string | null;
  onlineUrl: string | null;
  startTime: string;
  endTime: string;
  registrationDeadline: string;
  capacity: number;
  seatsTaken: number;
  maxAttendees: number;
  intro: string[];
  agenda: PortalSchemas['ActivityAgendaItem'][];
  audience: string;
  hotline: string;
};

export async function insertActivity(db: Db, item: NewActivity): Promise<number> {
  const result = await db.run(`INSERT INTO activities (title, type, mode, organizer, region_name, place, online_url, start_time, end_time, registration_deadline,
       capacity, seats_taken, max_attendees, intro, agenda, audience, hotline)
     VALUES (@title, @type, @mode, @organizer, @regionName, @place, @onlineUrl, @startTime, @endTime, @registrationDeadline,
       @capacity, @seatsTaken, @maxAttendees, @intro, @agenda, @audience, @hotline) RETURNING id`, { ...item, intro: JSON.stringify(item.intro), agenda: JSON.stringify(item.agenda) });
  return Number(result.lastInsertRowid);
}

export const ACTIVITY_TYPE_LABELS: Record<ActivityTypeCode, string> = {
  policy: '政策宣讲会',
  training: '培训',
  matchmaking: '对接会',
  roadshow: '路演',
  salon: '沙龙',
};

/** The registered activity as one timed calendar event; the UID is the activity's, so a re-import updates it. */
export function activityEvent(activity: PortalSchemas['ActivityDetail'], registration: Registration, portalOrigin: string): TimedEvent {
  const url = `${portalOrigin}/activity/details/${activity.id}`;
  const location = activity.mode === 'online' ? `线上：${activity.onlineUrl ?? url}` : `${activity.regionName} ${activity.place ?? ''}`.trim();
  return {
    uid: `activity-${activity.id}@activity.smes-portal`,
    start: activity.startTime,
    end: activity.endTime,
    summary: `${ACTIVITY_TYPE_LABELS[activity.type]}：${activity.title}`,
    description: [
      `主办单位：${activity.organizer}`,
      `时间：${chinaDateTimeText(activity.startTime)} 至 ${chinaDateTimeText(activity.endTime)}`,
      activity.mode === 'online' ? `线上参加：${activity.onlineUrl ?? '见活动详情'}` : `地点：${activity.regionName} ${activity.place ?? ''}`,
      `报名人：${registration.contactName}（${registration.enterpriseName}），${registration.attendees} 人参会`,
      `咨询电话：${activity.hotline}`,
      `详情：${url}`,
    ].join('\n'),
    location,
    url,
  };
}
