import { setImmediate as yieldToRequests } from 'node:timers/promises';
import type { Clock } from '../clock';
import type { Db } from '../db/database';
import { valueNames } from '../domain/matching';
import { claimPushSlice, runSliceBatch, settlePushJobs } from '../domain/push-matching';

/** How often a runner looks for slices nobody holds: a job another instance was working on when it died (PUSH_POLL_MS). */
export const PUSH_POLL_MS = Number(process.env['PUSH_POLL_MS']) || 5_000;

/**
 * Runs push-matching jobs in the background (ADR 22): one batch at a time, yielding to requests between
 * batches. Jobs live in the database, so start-up resumes whatever a stopped server left pending; each
 * instance takes the slices no other holds (ADR 63), and looks again every PUSH_POLL_MS for slices freed by
 * an instance that stopped.
 */
export type PushRunner = {
  /** Starts working through pending jobs unless already doing so. */
  kick(): void;
  /** Resolves when no job is pending (tests wait on it). */
  idle(): Promise<void>;
  /** Stops after the current batch; the database may close after this resolves. */
  stop(): Promise<void>;
};

export type PushRunnerLog = {
  /** A job failed (a bug, not a data problem): it stays pending and is retried. */
  error(error: unknown): void;
  /** A stored ledger a batch could not read: skipped, counted in its slice, and the job goes on. */
  malformed(userId: number, reason: string): void;
};

export function createPushRunner(db: Db, now: Clock, log: PushRunnerLog, pollMs = PUSH_POLL_MS): PushRunner {
  let running: Promise<void> | undefined;
  let stopped = false;

  const work = async () => {
    await settlePushJobs(db, now());
    // Region names for 实际值 (注册地 杭州市…), read once per run rather than per batch.
    let names: Awaited<ReturnType<typeof valueNames>> | undefined;
    // Stopping is checked before each claim, and a claim taken while stop() was called is released unused: a claim
    // holds a connection of its own, and the pool cannot end while one is out.
    while (!stopped) {
      const claim = await claimPushSlice(db);
      if (!claim) break;
      try {
        if (stopped) break;
        names ??= await valueNames(db);
        while (!stopped && !(await runSliceBatch(db, claim.slice, { now: now(), names, onMalformed: log.malformed }))) await yieldToRequests();
      } finally {
        await claim.release();
      }
      await settlePushJobs(db, now(), claim.job);
      await yieldToRequests();
    }
  };

  // A kick during a run (a job enqueued after the run last looked) runs it once more.
  let again = false;
  const start = () => {
    again = false;
    running = work()
      .catch((error: unknown) => log.error(error))
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

  const poll = setInterval(kick, pollMs);
  // The timer alone must not keep the process alive after the hosts close.
  poll.unref();

  return {
    kick,
    idle: async () => {
      while (running) await running;
    },
    stop: async () => {
      stopped = true;
      clearInterval(poll);
      await running;
    },
  };
}
