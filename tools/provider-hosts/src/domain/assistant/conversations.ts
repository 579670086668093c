import { randomBytes } from 'node:crypto';
import type { PortalSchemas } from '@smes/contract-types';
import type { Db } from '../../db/database';
import type { ComposedAnswer } from './answer';

export type Method = PortalSchemas['AssistantMethod'];

/** Ids are random, so one user cannot guess another's conversation or message. */
function newId(): string {
  return randomBytes(12).toString('base64url');
}

const TITLE_LENGTH = 30;

type MessageRow = {
  id: string;
  role: 'user' | 'assistant';
  text: string;
  created_at: string;
  method: Method | null;
  method_label: string | null;
  outcome: PortalSchemas['AssistantOutcome'] | null;
  citations: string;
  eligibility: string | null;
  feedback_rating: 'up' | 'down' | null;
  feedback_reason: string | null;
};

/** The conversation if it exists and is this user's; otherwise undefined (the caller answers 404 either way). */
export function ownConversation(db: Db, userId: number, id: string): { id: string; title: string } | undefined {
  return db.prepare('SELECT id, title FROM assistant_conversations WHERE id = ? AND user_id = ?').get(id, userId) as { id: string; title: string } | undefined;
}

export function startConversation(db: Db, userId: number, question: string, now: Date): string {
  const id = newId();
  const title = question.length > TITLE_LENGTH ? `${question.slice(0, TITLE_LENGTH - 1)}…` : question;
  const at = now.toISOString();
  db.prepare('INSERT INTO assistant_conversations (id, user_id, title, created_at, updated_at) VALUES (?, ?, ?, ?, ?)').run(id, userId, title, at, at);
  return id;
}

export function listConversations(db: Db, userId: number): PortalSchemas['AssistantConversationSummary'][] {
  return (
    db.prepare('SELECT id, title, updated_at FROM assistant_conversations WHERE user_id = ? ORDER BY updated_at DESC, rowid DESC').all(userId) as {
      id: string;
      title: string;
      updated_at: string;
    }[]
  ).map((row) => ({ id: row.id, title: row.title, updatedAt: row.updated_at }));
}

export function conversationMessages(db: Db, conversationId: string): PortalSchemas['AssistantMessage'][] {
  const rows = db
    .prepare(
      `SELECT id, role, text, created_at, method, method_label, outcome, citations, eligibility, feedback_rating, feedback_reason
       FROM assistant_messages WHERE conversation_id = ? ORDER BY seq`,
    )
    .all(conversationId) as MessageRow[];
  return rows.map((row) => ({
    id: row.id,
    role: row.role,
    text: row.text,
    createdAt: row.created_at,
    method: row.method,
    methodLabel: row.method_label,
    outcome: row.outcome,
    citations: JSON.parse(row.citations) as PortalSchemas['AssistantCitation'][],
    eligibility: row.eligibility ? (JSON.parse(row.eligibility) as PortalSchemas['AssistantEligibility']) : null,
    feedback: row.feedback_rating ? { rating: row.feedback_rating, reason: row.feedback_reason } : null,
  }));
}

export function deleteConversation(db: Db, userId: number, id: string): boolean {
  return db.transaction(() => {
    if (!ownConversation(db, userId, id)) return false;
    db.prepare('DELETE FROM assistant_messages WHERE conversation_id = ?').run(id);
    db.prepare('DELETE FROM assistant_conversations WHERE id = ?').run(id);
    return true;
  })();
}

export type StoredExchange = {
  conversationId: string | null;
  userId: number | null;
  question: string;
  answer: ComposedAnswer;
  method: Method;
  methodLabel: string;
};

/**
 * Stores a question and its answer (answer id given: the stream announced it before the answer was
 * complete). A signed-in user's exchange joins their conversation; an anonymous one is kept alone,
 * only so its feedback can be recorded.
 */
export function recordExchange(db: Db, exchange: StoredExchange, answerId: string, now: Date): void {
  const at = now.toISOString();
  db.transaction(() => {
    const next = exchange.conversationId
      ? ((db.prepare('SELECT IFNULL(MAX(seq), 0) AS seq FROM assistant_messages WHERE conversation_id = ?').get(exchange.conversationId) as { seq: number }).seq + 1)
      : 1;
    const insert = db.prepare(
      `INSERT INTO assistant_messages (id, conversation_id, user_id, seq, role, text, method, method_label, outcome, citations, eligibility, question, created_at)
       VALUES (@id, @conversationId, @userId, @seq, @role, @text, @method, @methodLabel, @outcome, @citations, @eligibility, @question, @createdAt)`,
    );
    if (exchange.conversationId) {
      insert.run({
        id: newId(),
        conversationId: exchange.conversationId,
        userId: exchange.userId,
        seq: next,
        role: 'user',
        text: exchange.question,
        method: null,
        methodLabel: null,
        outcome: null,
        citations: '[]',
        eligibility: null,
        question: null,
        createdAt: at,
      });
    }
    insert.run({
      id: answerId,
      conversationId: exchange.conversationId,
      userId: exchange.userId,
      seq: next + 1,
      role: 'assistant',
      text: exchange.answer.text,
      method: exchange.method,
      methodLabel: exchange.methodLabel,
      outcome: exchange.answer.outcome,
      citations: JSON.stringify(exchange.answer.citations),
      eligibility: exchange.answer.eligibility ? JSON.stringify(exchange.answer.eligibility) : null,
      question: exchange.question,
      createdAt: at,
    });
    if (exchange.conversationId) db.prepare('UPDATE assistant_conversations SET updated_at = ? WHERE id = ?').run(at, exchange.conversationId);
  })();
}

export function newMessageId(): string {
  return newId();
}

/**
 * Feedback on an answer: by its owner when it was asked signed in, by anyone holding the id when it was
 * asked anonymously. Returns false when the message is unknown or not this user's (404 either way).
 */
export function setFeedback(db: Db, messageId: string, userId: number | null, rating: 'up' | 'down', reason: string | null): boolean {
  const row = db.prepare(`SELECT user_id FROM assistant_messages WHERE id = ? AND role = 'assistant'`).get(messageId) as { user_id: number | null } | undefined;
  if (!row) return false;
  if (row.user_id !== null && row.user_id !== userId) return false;
  db.prepare('UPDATE assistant_messages SET feedback_rating = ?, feedback_reason = ? WHERE id = ?').run(rating, reason, messageId);
  return true;
}
