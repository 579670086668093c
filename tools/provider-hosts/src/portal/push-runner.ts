import { setImmediate as yieldToRequests } from 'node:timers/promises';
import type { Clock } from '../clock';
import type { Db } from '../db/database';
import { valueNames } from '../domain/matching';
import { nextPendingPushJob, runPushBatch } from '../domain/push-matching';

/**
 * Runs push-matching jobs in the background (ADR 22): one batch at a time, yielding to requests between
 * batches. Jobs live in the database, so start-up resumes whatever a stopped server left pending.
 */
export type PushRunner = {
  /** Starts working through pending jobs unless already doing so. */
  kick(): void;
  /** Resolves when no job is pending (tests wait on it). */
  idle(): Promise<void>;
  /** Stops after the current batch; the database may close after this resolves. */
  stop(): Promise<void>;
};

export function createPushRunner(db: Db, now: Clock, onError: (error: unknown) => void): PushRunner {
  let running: Promise<void> | undefined;
  let stopped = false;

  const work = async () => {
    // Region names for 实际值 (注册地 杭州市…), read once per run rather than per batch.
    const names = await valueNames(db);
    for (let jobId = await nextPendingPushJob(db); jobId !== undefined && !stopped; jobId = await nextPendingPushJob(db)) {
      await runPushBatch(db, jobId, { now: now(), names });
      await yieldToRequests();
    }
  };

  // A kick during a run (a job enqueued after the run last looked) runs it once more.
  let again = false;
  const start = () => {
    again = false;
    running = work()
      .catch(onError)
      .finally(() => {
        running = undefined;
        if (again && !stopped) start();
      });
  };
  // Only once the enqueuing transaction has committed can the runner's own connections see the job.
  const kick = () =>
    db.afterCommit(() => {
      if (stopped) return;
      if (running) again = true;
      else start();
    });

  return {
    kick,
    idle: async () => {
      while (running) await running;
    },
    stop: async () => {
      stopped = true;
      await running;
    },
  };
}
