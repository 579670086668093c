import type { PortalSchemas } from '@smes/contract-types';
import type { Db } from '../db/database';
import { ACTIVITY_TYPE_LABELS } from './activities';
import { chinaDateOf } from './calendar';
import { regionNameInSql } from './regions';

type Row = {
  id: number;
  title: string;
  type: PortalSchemas['ActivityType'];
  mode: PortalSchemas['ActivityMode'];
  place: string | null;
  region_name: string;
  start_time: string;
  seats_left: number;
};

/**
 * 活动 for the home page: the ones a reader can still register for at `now` (before the deadline, seats
 * left), starting soonest first — an upcoming activity matters by its date, not by when it was published.
 */
export async function latestActivities(db: Db, limit: number, now: Date, scope?: readonly string[]): Promise<PortalSchemas['HomeLatestItem'][]> {
  const inScope = scope ? regionNameInSql(scope, 'scope') : { sql: 'TRUE', params: {} };
  const rows = (await db.all(`SELECT id, title, type, mode, place, region_name, start_time, capacity - seats_taken AS seats_left FROM activities
     WHERE registration_deadline > @now AND seats_taken < capacity AND ${inScope.sql}
     ORDER BY start_time ASC, id ASC LIMIT @limit`, { now: now.toISOString(), limit, ...inScope.params })) as Row[];
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    line: `${ACTIVITY_TYPE_LABELS[row.type]} · ${row.mode === 'online' ? '线上' : (row.place ?? row.region_name)} · 剩余 ${row.seats_left} 个名额`,
    date: chinaDateOf(row.start_time),
  }));
}

/**
 * The first registration deadline after `now`, or null when none is ahead: the home page's 活动 computed at `now`
 * holds until then (an activity leaves it when its deadline passes; a seat taken is a write).
 */
export async function nextRegistrationDeadline(db: Db, now: Date): Promise<string | null> {
  const row = await db.get<{ next: string | null }>('SELECT MIN(registration_deadline) AS next FROM activities WHERE registration_deadline > @now', { now: now.toISOString() });
  return row?.next ?? null;
}
