import type { Db } from '../db/database';
import { DAY_MS } from '../clock';
import { reminderStage, reminderTitle } from '@smes/eligibility';
import type { ReminderStage } from '@smes/eligibility';
import { chinaDateTimeText } from './calendar';
import { insertMessage } from './messages';

/**
 * Reminders for followed windows, by the rule in @smes/eligibility (deadlines.ts): 7 days before the close, the day
 * before and on the closing day, in China time. The sweep is a pure function of the moment it is asked about, so
 * start-up, the timer and the e2e hook all run the same code, and a stage is sent at most once per user and window
 * (the table's primary key). A window followed between stages gets the next one, never a "3 天后截止" of its own.
 */
export type { ReminderStage };
export { reminderStage };

/** How often the running stand-in sweeps; a stage lasts a whole day, so a few minutes late is fine. */
export const REMINDER_SWEEP_INTERVAL_MS = 10 * 60 * 1000;

type DueRow = { user_id: number; notice_id: number; title: string; end_time: string };

/**
 * Sends every reminder due at `at` that was not sent before; answers how many it sent. `sentAt` is when
 * the message is written (the e2e hook asks about a later moment but writes now).
 */
export async function runReminderSweep(db: Db, at: Date, sentAt: Date = at): Promise<number> {
  const due = (await db.all(`SELECT f.user_id, n.id AS notice_id, n.title, n.end_time FROM calendar_follows f JOIN notices n ON n.id = f.notice_id
       WHERE n.end_time >= @at AND n.end_time < @horizon ORDER BY n.end_time, f.user_id`, { at: at.toISOString(), horizon: new Date(at.getTime() + 9 * DAY_MS).toISOString() })) as DueRow[];
  const already = 'SELECT 1 FROM calendar_reminders WHERE user_id = ? AND notice_id = ? AND stage = ?';
  const record = 'INSERT INTO calendar_reminders (user_id, notice_id, stage, message_id, sent_at) VALUES (?, ?, ?, ?, ?)';
  let sent = 0;
  await db.transaction(async () => {
    for (const row of due) {
      const stage = reminderStage(row.end_time, at);
      if (!stage || await db.get(already, row.user_id, row.notice_id, stage) !== undefined) continue;
      const messageId = await insertMessage(
              db,
              {
                userId: row.user_id,
                type: 'notice',
                title: reminderTitle(stage, row.end_time, row.title),
                content: `您在申报日历中关注的申报窗口将于 ${chinaDateTimeText(row.end_time)} 截止，请在截止前完成申报。`,
                link: { kind: 'notice', id: row.notice_id },
              },
              sentAt,
            );
      await db.run(record, row.user_id, row.notice_id, stage, messageId, sentAt.toISOString());
      sent += 1;
    }
  });
  return sent;
}
