import type { Db } from '../db/database';

/**
 * The first moment after `now` at which some row's status (未开始 before `start_time`, 已截止 after `end_time`, 申报中
 * between: notices' and declaration projects' `declarationStatus`) changes, or null when none will: a list computed at
 * `now` says the same, status filter included, until then (ADR 118, ADR 140). Compared as `declarationStatus`
 * compares, byte by byte (`COLLATE "C"`); over every row of the table, whatever a list's filters.
 */
export async function nextStatusChange(db: Db, table: 'notices' | 'declaration_projects', now: Date): Promise<string | null> {
  const row = await db.get<{ next: string | null }>(
    `SELECT LEAST(
       (SELECT MIN(start_time COLLATE "C") FROM ${table} WHERE start_time COLLATE "C" > @now),
       (SELECT MIN(end_time COLLATE "C") FROM ${table} WHERE end_time COLLATE "C" >= @now)) AS next`,
    { now: now.toISOString() },
  );
  return row?.next ?? null;
}
