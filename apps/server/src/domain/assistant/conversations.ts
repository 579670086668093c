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
export async function ownConversation(db: Db, userId: number, id: string): Promise<{ id: string; title: string } | undefined> {
  return (await db.get('SELECT id, title FROM assistant_conversations WHERE id = ? AND user_id = ?', id, userId)) as { id: string; title: string } | undefined;
}

export async function startConversation(db: Db, userId: number, question: string, now: Date): Promise<string> {
  const id = newId();
  const title = question.length > TITLE_LENGTH ? `${question.slice(0, TITLE_LENGTH - 1)}…` : question;
  const at = now.toISOString();
  await db.run('INSERT INTO assistant_conversations (id, user_id, title, created_at, updated_at) VALUES (?, ?, ?, ?, ?)', id, userId, title, at, at);
  return id;
}

export async function listConversations(db: Db, userId: number): Promise<PortalSchemas['AssistantConversationSummary'][]> {
  return (
    (await db.all('SELECT id, title, updated_at FROM assistant_conversations WHERE user_id = ? ORDER BY updated_at DESC, seq DESC', userId)) as {
      id: string;
      title: string;
      updated_at: string;
    }[]
  ).map((row) => ({ id: row.id, title: row.title, updatedAt: row.updated_at }));
}

export async function conversationMessages(db: Db, conversationId: string): Promise<PortalSchemas['AssistantMessage'][]> {
  const rows = (await db.all(`SELECT id, role, text, created_at, method, method_label, outcome, citations, eligibility, feedback_rating, feedback_reason
       FROM assistant_messages WHERE conversation_id = ? ORDER BY seq`, conversationId)) as MessageRow[];
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

export async function deleteConversation(db: Db, userId: number, id: string): Promise<boolean> {
  return await db.transaction(async () => {
    if (!await ownConversation(db, userId, id)) return false;
    await db.run('DELETE FROM assistant_messages WHERE conversation_id = ?', id);
    await db.run('DELETE FROM assistant_conversations WHERE id = ?', id);
    return true;
  });
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
export async function recordExchange(db: Db, exchange: StoredExchange, answerId: string, now: Date): Promise<void> {
  const at = now.toISOString();
  await db.transaction(async () => {
    const next = exchange.conversationId
      ? (((await db.get('SELECT COALESCE(MAX(seq), 0) AS seq FROM assistant_messages WHERE conversation_id = ?', exchange.conversationId)) as { seq: number }).seq + 1)
      : 1;
    const insert = `INSERT INTO assistant_messages (id, conversation_id, user_id, seq, role, text, method, method_label, outcome, citations, eligibility, question, created_at)
       VALUES (@id, @conversationId, @userId, @seq, @role, @text, @method, @methodLabel, @outcome, @citations, @eligibility, @question, @createdAt)`;
    if (exchange.conversationId) {
      await db.run(insert, {
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
    await db.run(insert, {
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
    if (exchange.conversationId) await db.run('UPDATE assistant_conversations SET updated_at = ? WHERE id = ?', at, exchange.conversationId);
  });
}

export function newMessageId(): string {
  return newId();
}

/**
 * Feedback on an answer: by its owner when it was asked signed in, by anyone holding the id when it was
 * asked anonymously. Returns false when the message is unknown or not this user's (404 either way).
 */
export async function setFeedback(db: Db, messageId: string, userId: number | null, rating: 'up' | 'down', reason: string | null): Promise<boolean> {
  const row = (await db.get(`SELECT user_id FROM assistant_messages WHERE id = ? AND role = 'assistant'`, messageId)) as { user_id: number | null } | undefined;
  if (!row) return false;
  if (row.user_id !== null && row.user_id !== userId) return false;
  await db.run('UPDATE assistant_messages SET feedback_rating = ?, feedback_reason = ? WHERE id = ?', rating, reason, messageId);
  return true;
}
