import type { Clock } from './clock';
import type { Db } from './db/database';
import { REMINDER_SWEEP_INTERVAL_MS, runReminderSweep } from './domain/calendar-reminders';
import { advanceFinancingApplications } from './domain/funds';
import { advanceContractRequests } from './domain/talent';

export type ReminderSchedule = { stop(): void };

/** The advisory lock one sweep holds across every instance over the database. */
export const SWEEP_LOCK = 3_200_001;

/**
 * One sweep of the scheduled work, run by one instance at a time: several instances over one database each
 * run the schedule, and the one that finds the lock taken skips its turn (ADR 63). Each step is idempotent
 * besides (a reminder or a state change is recorded with the message it sends, in one serializable
 * transaction), so a sweep killed half-way or run again sends nothing twice. Answers whether it ran.
 */
export async function runScheduledSweep(db: Db, at: Date): Promise<boolean> {
  return await db.transaction(async () => {
    const { locked } = (await db.get('SELECT pg_try_advisory_xact_lock(?) AS locked', SWEEP_LOCK)) as { locked: number };
    if (!locked) return false;
    await runReminderSweep(db, at);
    // 找资金: the providers' answers that fell due reach the applicant's messages without waiting for a visit.
    await advanceFinancingApplications(db, at);
    // 找人才: the talent side's answers to 签约意向 likewise.
    await advanceContractRequests(db, at);
    return true;
  });
}

/**
 * Runs the scheduled sweep once at start-up (reminders that fell due while the server was down go out
 * now) and then on a timer.
 */
export async function startReminderSchedule(
  db: Db,
  now: Clock,
  onError: (error: unknown) => void,
  intervalMs = REMINDER_SWEEP_INTERVAL_MS,
): Promise<ReminderSchedule> {
  const sweep = async () => {
    try {
      await runScheduledSweep(db, now());
    } catch (error) {
      onError(error);
    }
  };
  await sweep();
  const timer = setInterval(() => void sweep(), intervalMs);
  // The timer alone must not keep the process alive after the hosts close.
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
