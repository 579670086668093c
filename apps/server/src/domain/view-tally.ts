import type { Db } from '../db/database';
import { createWriteBehind } from '../db/write-behind';

/** The tables whose rows count their detail page's views (`view_count`). */
export const VIEWED_TABLES = ['policies', 'interpretations', 'notices', 'announcements', 'news', 'declaration_projects'] as const;
export type ViewedTable = (typeof VIEWED_TABLES)[number];

/**
 * The detail pages' view counts, added up in memory and written together (ADR 112). Each view was an `UPDATE … SET
 * view_count = view_count + 1` of the item's row: a new version of the row every time, and since `view_count` is
 * indexed (the lists ordered by 浏览量) never a HOT update, so every index of the table took a new entry — for a policy
 * its whole word vector into two GIN indexes — and the page lost its all-visible mark, which the counts read
 * index-only (ADR 86). A popular item's row was also one lock all its viewers queued on. Now an instance writes
 * what it counted once a second: one statement per table, every table in one transaction.
 *
 * A detail page shows its stored count plus the views this instance holds for it (`unwritten`), so a reader sees
 * their own view at once; another instance's views arrive within about a second, and a list ordered by 浏览量 reads
 * stored counts only. Views held by an instance that crashes are lost (a popularity figure, not a record).
 */
export type ViewTally = {
  /** Counts one view of a row that exists. */
  add(table: ViewedTable, id: number): void;
  /** Views of this row counted here and not yet written. */
  unwritten(table: ViewedTable, id: number): number;
  flush(): Promise<void>;
  stop(): Promise<void>;
};

/** Distinct rows held while writes fail; beyond it views of other rows are not counted. */
export const MAX_PENDING_VIEWED = 10_000;

type Viewed = { table: ViewedTable; id: number; times: number };

const keyOf = (table: ViewedTable, id: number) => `${table}:${id}`;

export function createViewTally(db: Db, { flushMs, onError }: { flushMs?: number; onError?: (error: unknown) => void } = {}): ViewTally {
  const views = createWriteBehind<Viewed>(db, {
    merge(held, more) {
      held.times += more.times;
    },
    async write(rows) {
      await db.transaction(async () => {
        for (const table of VIEWED_TABLES) {
          const counted = rows.filter(([, viewed]) => viewed.table === table).map(([, { id, times }]) => ({ id, times }));
          if (counted.length === 0) continue;
          await db.run(
            `UPDATE ${table} AS viewed SET view_count = viewed.view_count + counted.times
             FROM json_to_recordset(?::json) AS counted(id bigint, times bigint) WHERE viewed.id = counted.id`,
            JSON.stringify(counted),
          );
        }
      });
    },
    maxPending: MAX_PENDING_VIEWED,
    flushMs,
    onError,
  });

  return {
    add(table, id) {
      views.add(keyOf(table, id), { table, id, times: 1 });
    },
    unwritten(table, id) {
      return views.held(keyOf(table, id)).reduce((sum, viewed) => sum + viewed.times, 0);
    },
    flush: views.flush,
    stop: views.stop,
  };
}

/** A detail as its page shows it: counted as viewed, with the views this instance has not written yet. */
export function countView<T extends { viewCount: number }>(views: ViewTally, table: ViewedTable, id: number, item: T): T {
  views.add(table, id);
  return { ...item, viewCount: item.viewCount + views.unwritten(table, id) };
}
