import type { Db } from '../db/database';

export function recordView(db: Db, type: string, userId: number | null, now: Date): void {
  db.prepare('INSERT INTO view_records (type, user_id, created_at) VALUES (?, ?, ?)').run(type, userId, now.toISOString());
}

export type NewFeedback = {
  userId: number | null;
  feedbackType: string;
  content: string;
  contact: string | null;
  pageUrl: string | null;
};

export function insertFeedback(db: Db, input: NewFeedback, now: Date): number {
  const result = db
    .prepare(
      'INSERT INTO feedback (user_id, feedback_type, content, contact, page_url, created_at) VALUES (?, ?, ?, ?, ?, ?)',
    )
    .run(input.userId, input.feedbackType, input.content, input.contact, input.pageUrl, now.toISOString());
  return Number(result.lastInsertRowid);
}
