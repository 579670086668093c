import type { Clock } from './clock';
import type { Db } from './db/database';
import { REMINDER_SWEEP_INTERVAL_MS, runReminderSweep } from './domain/calendar-reminders';
import { advanceFinancingApplications } from './domain/funds';
import { advanceContractRequests } from './domain/talent';

export type ReminderSchedule = { stop(): void };

/**
 * Runs the reminder sweep once at start-up (reminders that fell due while the stand-in was down go out
 * now) and then on a timer. The sweep is idempotent, so a restart or an overlapping run sends nothing twice.
 */
export async function startReminderSchedule(
  db: Db,
  now: Clock,
  onError: (error: unknown) => void,
  intervalMs = REMINDER_SWEEP_INTERVAL_MS,
): Promise<ReminderSchedule> {
  const sweep = async () => {
    try {
      await runReminderSweep(db, now());
      // 找资金: the providers' answers that fell due reach the applicant's messages without waiting for a visit.
      await advanceFinancingApplications(db, now());
      // 找人才: the talent side's answers to 签约意向 likewise.
      await advanceContractRequests(db, now());
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
