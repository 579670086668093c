import type { Db } from '../db/database';

export async function recordView(db: Db, type: string, userId: number | null, now: Date): Promise<void> {
  await db.run('INSERT INTO view_records (type, user_id, created_at) VALUES (?, ?, ?)', type, userId, now.toISOString());
}

export type NewFeedback = {
  userId: number | null;
  feedbackType: string;
  content: string;
  contact: string | null;
  pageUrl: string | null;
};

export async function insertFeedback(db: Db, input: NewFeedback, now: Date): Promise<number> {
  const result = await db.run('INSERT INTO feedback (user_id, feedback_type, content, contact, page_url, created_at) VALUES (?, ?, ?, ?, ?, ?) RETURNING id', input.userId, input.feedbackType, input.content, input.contact, input.pageUrl, now.toISOString());
  return Number(result.lastInsertRowid);
}
