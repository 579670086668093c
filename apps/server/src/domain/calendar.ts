import { chinaDateOf, daysUntilClose } from '@smes/eligibility';
import type { PortalSchemas } from '@smes/contract-types';
import { DAY_MS } from '../clock';
import type { ValidQuery } from '../contract/queries';
import type { Db } from '../db/database';
import { declarationStatus } from './declarations';
import type { AllDayEvent } from './icalendar';

/**
 * 申报日历: a declaration window is a notice's 申报开始/截止 (its projects and policy ride along). The
 * calendar places a window on its closing day, in China time, because that is the date an enterprise
 * must not miss.
 */
export type CalendarWindowQuery = ValidQuery<'calendarWindows'>;

/** What the viewer adds to a window: their follows and the policies 为你推荐 would pick for them. */
export type CalendarViewer = { userId: number; recommendedPolicyIds: ReadonlySet<number> };

/** A month view asks for at most six weeks around its month; a longer range is a mistake or a scrape. */
export const MAX_RANGE_DAYS = 62;

type WindowRow = {
  id: number;
  policy_id: number | null;
  title: string;
  issuer: string;
  level: PortalSchemas['PolicyLevel'];
  region_name: string;
  category: string;
  support_text: string;
  start_time: string;
  end_time: string;
};

const WINDOW_COLUMNS = 'n.id, n.policy_id, n.title, n.issuer, n.level, n.region_name, n.category, n.support_text, n.start_time, n.end_time';

export { chinaDateOf, daysUntilClose };

/** The UTC instant at which a China calendar day begins. */
export function chinaDayStart(date: string): Date {
  return new Date(`${date}T00:00:00+08:00`);
}


/** 2026年11月25日 17:30 (China time), the way the portal writes a deadline. */
export function chinaDateTimeText(iso: string): string {
  const shifted = new Date(new Date(iso).getTime() + 8 * 60 * 60 * 1000);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${shifted.getUTCFullYear()}年${shifted.getUTCMonth() + 1}月${shifted.getUTCDate()}日 ${pad(shifted.getUTCHours())}:${pad(shifted.getUTCMinutes())}`;
}

async function linkedProjects(db: Db, noticeIds: readonly number[]): Promise<Map<number, PortalSchemas['LinkedItem'][]>> {
  const byNotice = new Map<number, PortalSchemas['LinkedItem'][]>();
  if (noticeIds.length === 0) return byNotice;
  const rows = (await db.all(`SELECT id, project_name AS title, notice_id FROM declaration_projects
       WHERE notice_id IN (SELECT value::bigint FROM jsonb_array_elements_text((?)::jsonb)) ORDER BY id`, JSON.stringify(noticeIds))) as { id: number; title: string; notice_id: number }[];
  for (const row of rows) {
    const list = byNotice.get(row.notice_id) ?? [];
    list.push({ id: row.id, title: row.title });
    byNotice.set(row.notice_id, list);
  }
  return byNotice;
}

async function followedSet(db: Db, userId: number): Promise<Set<number>> {
  const rows = (await db.all('SELECT notice_id FROM calendar_follows WHERE user_id = ?', userId)) as { notice_id: number }[];
  return new Set(rows.map((row) => row.notice_id));
}

async function toWindows(db: Db, rows: WindowRow[], viewer: CalendarViewer | null, now: Date): Promise<PortalSchemas['CalendarWindow'][]> {
  const projects = await linkedProjects(
      db,
      rows.map((row) => row.id),
    );
  const followed = viewer ? await followedSet(db, viewer.userId) : new Set<number>();
  return rows.map((row) => {
    const status = declarationStatus(row.start_time, row.end_time, now);
    return {
    noticeId: row.id,
    title: row.title,
    issuer: row.issuer,
    level: row.level,
    regionName: row.region_name,
    category: row.category,
    supportText: row.support_text,
    startTime: row.start_time,
    endTime: row.end_time,
    status,
    policyId: row.policy_id,
    projects: projects.get(row.id) ?? [],
    // 为你推荐 is something still to act on: a closed window is never recommended.
    recommended: status !== 'closed' && row.policy_id !== null && (viewer?.recommendedPolicyIds.has(row.policy_id) ?? false),
    followed: followed.has(row.id),
    };
  });
}

/** Whether `from`..`to` is a range the calendar answers (ordered, at most MAX_RANGE_DAYS days). */
export function isValidRange(from: string, to: string): boolean {
  const days = (chinaDayStart(to).getTime() - chinaDayStart(from).getTime()) / DAY_MS;
  return Number.isFinite(days) && days >= 0 && days <= MAX_RANGE_DAYS;
}

/** Windows closing between `from` and `to` (China days, inclusive), soonest first, with the range's filter options. */
export async function listCalendarWindows(db: Db, query: CalendarWindowQuery, viewer: CalendarViewer | null, now: Date): Promise<PortalSchemas['CalendarWindowList']> {
  const range = {
    from: chinaDayStart(query.from).toISOString(),
    until: new Date(chinaDayStart(query.to).getTime() + DAY_MS).toISOString(),
  };
  const inRange = 'n.end_time >= @from AND n.end_time < @until';
  const where = [inRange];
  const params: Record<string, string> = { ...range };
  if (query.level) {
    where.push('n.level = @level');
    params['level'] = query.level;
  }
  if (query.dept) {
    where.push('n.issuer = @dept');
    params['dept'] = query.dept;
  }
  if (query.category) {
    where.push('n.category = @category');
    params['category'] = query.category;
  }
  const rows = (await db.all(`SELECT ${WINDOW_COLUMNS} FROM notices n WHERE ${where.join(' AND ')} ORDER BY n.end_time, n.id`, params)) as WindowRow[];
  const distinct = async (column: 'issuer' | 'category') =>
    ((await db.all(`SELECT DISTINCT n.${column} AS value FROM notices n WHERE ${inRange} ORDER BY n.${column}`, range)) as { value: string }[]).map(
      (row) => row.value,
    );
  return { windows: await toWindows(db, rows, viewer, now), departments: await distinct('issuer'), categories: await distinct('category') };
}

export async function findCalendarWindow(db: Db, noticeId: number, viewer: CalendarViewer | null, now: Date): Promise<PortalSchemas['CalendarWindow'] | undefined> {
  const row = (await db.get(`SELECT ${WINDOW_COLUMNS} FROM notices n WHERE n.id = ?`, noticeId)) as WindowRow | undefined;
  return row ? (await toWindows(db, [row], viewer, now))[0] : undefined;
}

/** The viewer's followed windows: still open or upcoming ones first, each group by closing time. */
export async function listFollowedWindows(db: Db, viewer: CalendarViewer, now: Date): Promise<PortalSchemas['CalendarWindow'][]> {
  const rows = (await db.all(`SELECT ${WINDOW_COLUMNS} FROM calendar_follows f JOIN notices n ON n.id = f.notice_id
       WHERE f.user_id = @userId ORDER BY n.end_time < @now, n.end_time, n.id`, { userId: viewer.userId, now: now.toISOString() })) as WindowRow[];
  return await toWindows(db, rows, viewer, now);
}

/** False when the notice does not exist. Following twice is one follow. */
export async function followWindow(db: Db, userId: number, noticeId: number, now: Date): Promise<boolean> {
  if (await db.get('SELECT 1 FROM notices WHERE id = ?', noticeId) === undefined) return false;
  await db.run('INSERT INTO calendar_follows (user_id, notice_id, created_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING', userId, noticeId, now.toISOString());
  return true;
}

/** False when the notice does not exist. Reminders already sent stay in 消息中心. */
export async function unfollowWindow(db: Db, userId: number, noticeId: number): Promise<boolean> {
  if (await db.get('SELECT 1 FROM notices WHERE id = ?', noticeId) === undefined) return false;
  await db.run('DELETE FROM calendar_follows WHERE user_id = ? AND notice_id = ?', userId, noticeId);
  return true;
}

/** The detail page of a notice in the portal (the calendar entry's URL). */
export function noticePageUrl(portalOrigin: string, noticeId: number): string {
  return `${portalOrigin}/findpolicy/DeclarationNotice/detail/${noticeId}`;
}

/** One window as an all-day event on its closing day; the UID is the window's, so feed and download agree. */
export function windowEvent(window: PortalSchemas['CalendarWindow'], portalOrigin: string): AllDayEvent {
  const url = noticePageUrl(portalOrigin, window.noticeId);
  return {
    uid: `notice-${window.noticeId}@calendar.smes-portal`,
    date: chinaDateOf(window.endTime),
    summary: `申报截止：${window.title}`,
    description: [
      `发布部门：${window.issuer}（${window.regionName}）`,
      `扶持：${window.supportText}`,
      `申报时间：${chinaDateTimeText(window.startTime)} 至 ${chinaDateTimeText(window.endTime)}`,
      ...(window.projects.length > 0 ? [`申报项目：${window.projects.map((project) => project.title).join('；')}`] : []),
      `详情：${url}`,
    ].join('\n'),
    url,
  };
}
