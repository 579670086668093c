import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Db } from './db/database';
import { clauseBacklog, indexClauseBacklogBatch, syncClauseIndex } from './domain/assistant/clause-store';
import { indexSearchBacklogBatch, searchBacklog, syncSearchIndex } from './domain/global-search/search-index';

/**
 * The indexing backlog worked off in the background (ADR 113): what the write triggers queued for 全站搜索 and for the
 * assistant — after a bulk import or a migration, tens of thousands of items — is indexed batch by batch, oldest first,
 * by every instance at once (each batch takes its items with SKIP LOCKED, so instances split the work and nothing is
 * indexed twice; a batch killed half-way rolls back and its items stay queued). The server listens before any of it.
 * Between batches the runner hands the event loop back to the requests waiting on it.
 */

export type IndexBacklogOptions = {
  /** Items per 全站搜索 batch (one transaction). */
  searchBatch?: number;
  /** Documents per assistant batch (one transaction; a document is segmented clause by clause). */
  clauseBatch?: number;
  /** How long the runner rests when both queues are empty (the next write's items wait at most this long). */
  idleMs?: number;
  /** How often a progress line is written while a backlog remains. */
  progressEveryMs?: number;
  log?: (message: string, fields: Record<string, unknown>) => void;
  onError?: (error: unknown) => void;
};

export type IndexBacklogRunner = {
  /** Items this runner indexed so far, by queue. */
  indexed(): { search: number; assistant: number };
  /** Resolves once both queues were found empty (none of their items left that no other instance holds). */
  drained(): Promise<void>;
  /** Stops after the batch under way (it commits or rolls back whole). */
  stop(): Promise<void>;
};

/** A batch's transaction is short (hundreds of milliseconds), so a writer re-queuing one of its items waits little. */
export const SEARCH_BACKLOG_BATCH = 100;
export const CLAUSE_BACKLOG_BATCH = 10;
export const BACKLOG_IDLE_MS = 2_000;
const PROGRESS_EVERY_MS = 15_000;

/**
 * Indexes the whole backlog now when it holds at most `limit` items (both queues together), else leaves it to the
 * background: a freshly seeded demo or test database (~3,000 items, seconds) then answers its first search and
 * question whole, while a bulk import's or a migration's backlog never keeps an instance from listening. Answers what
 * it indexed, or null when it left the backlog alone.
 */
export async function indexSmallBacklog(db: Db, limit: number): Promise<{ search: number; assistant: number } | null> {
  if (limit <= 0) return null;
  const search = await searchBacklog(db, limit + 1);
  const assistant = search > limit ? 0 : await clauseBacklog(db, limit + 1);
  if (search + assistant > limit || search + assistant === 0) return null;
  return { search: await syncSearchIndex(db), assistant: await syncClauseIndex(db) };
}

export function startIndexBacklog(db: Db, options: IndexBacklogOptions = {}): IndexBacklogRunner {
  const searchBatch = options.searchBatch ?? SEARCH_BACKLOG_BATCH;
  const clauseBatch = options.clauseBatch ?? CLAUSE_BACKLOG_BATCH;
  const idleMs = options.idleMs ?? BACKLOG_IDLE_MS;
  const progressEveryMs = options.progressEveryMs ?? PROGRESS_EVERY_MS;
  const counts = { search: 0, assistant: 0 };
  let stopped = false;
  let wake: (() => void) | undefined;
  let drainedWaiters: (() => void)[] = [];
  const startedAt = Date.now();
  let lastProgress = startedAt;
  let busy = false;

  const rest = () =>
    new Promise<void>((done) => {
      const timer = setTimeout(done, idleMs);
      timer.unref();
      wake = () => {
        clearTimeout(timer);
        done();
      };
    });

  const progress = async (finished: boolean) => {
    const remaining = finished ? { search: 0, assistant: 0 } : { search: await searchBacklog(db), assistant: await clauseBacklog(db) };
    const seconds = (Date.now() - startedAt) / 1000;
    options.log?.(finished ? 'index backlog indexed' : 'index backlog', {
      indexed: { ...counts },
      remaining,
      seconds: Math.round(seconds),
      perSecond: Math.round(((counts.search + counts.assistant) / Math.max(seconds, 0.001)) * 10) / 10,
    });
  };

  const loop = async () => {
    while (!stopped) {
      let done = 0;
      let failed = false;
      try {
        const search = await indexSearchBacklogBatch(db, searchBatch);
        counts.search += search;
        // The requests that came in meanwhile go first.
        await nextTurn();
        if (stopped) break;
        const assistant = await indexClauseBacklogBatch(db, clauseBatch);
        counts.assistant += assistant;
        done = search + assistant;
        if (done > 0) {
          busy = true;
          if (Date.now() - lastProgress >= progressEveryMs) {
            lastProgress = Date.now();
            await progress(false);
          }
        }
      } catch (error) {
        if (stopped) break;
        failed = true;
        options.onError?.(error);
      }
      if (failed) {
        // The batch rolled back and its items stay queued: tried again after a rest (a database restarting, say).
        await rest();
        continue;
      }
      if (done > 0) {
        await nextTurn();
        continue;
      }
      if (busy) {
        busy = false;
        await progress(true).catch(() => undefined);
      }
      const waiters = drainedWaiters;
      drainedWaiters = [];
      for (const resolve of waiters) resolve();
      if (!stopped) await rest();
    }
  };
  const running = loop();

  return {
    indexed: () => ({ ...counts }),
    drained: () => new Promise<void>((resolve) => drainedWaiters.push(resolve)),
    stop: async () => {
      stopped = true;
      wake?.();
      await running;
      for (const resolve of drainedWaiters) resolve();
      drainedWaiters = [];
    },
  };
}
