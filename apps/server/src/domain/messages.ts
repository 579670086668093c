import type { Db } from '../db/database';
import { pageWindow } from '../shared/paging';
import type { Page } from '../shared/paging';
import type { PortalSchemas } from '@smes/contract-types';

export type MessageType = PortalSchemas['Message']['type'];
export type MessageLinkKind = NonNullable<PortalSchemas['Message']['link']>['kind'];
export type MessageLink = { kind: MessageLinkKind; id: number };

type MessageRow = {
  id: number;
  type: MessageType;
  title: string;
  content: string;
  link_kind: MessageLinkKind | null;
  link_id: number | null;
  read_at: string | null;
  created_at: string;
  match_detail: string | null;
};

function toMessage(row: MessageRow): PortalSchemas['Message'] {
  // Only push-matching writes match_detail, with a PushMatchDetail it built (domain/push-matching.ts).
  const match = row.match_detail === null ? undefined : (JSON.parse(row.match_detail) as PortalSchemas['PushMatchDetail']);
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    content: row.content,
    link: row.link_kind && row.link_id !== null ? { kind: row.link_kind, id: row.link_id } : null,
    read: row.read_at !== null,
    createdAt: row.created_at,
    ...(match ? { match } : {}),
  };
}

export type NewMessage = { userId: number; type: MessageType; title: string; content: string; link: MessageLink | null; readAt?: string | null;
  /** The conditions and money of a push-matching message. */
  match?: PortalSchemas['PushMatchDetail'];
};

export async function insertMessage(db: Db, message: NewMessage, now: Date): Promise<number> {
  const result = await db.run('INSERT INTO messages (user_id, type, title, content, link_kind, link_id, read_at, created_at, match_detail) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id', message.userId, message.type, message.title, message.content, message.link?.kind ?? null, message.link?.id ?? null, message.readAt ?? null, now.toISOString(), message.match ? JSON.stringify(message.match) : null);
  return Number(result.lastInsertRowid);
}

/** The delivery key a pushed message is written with: one per enterprise, publication and version (ADR 73). */
export type DeliveryKey = { kind: 'policy' | 'notice'; publicationId: number; revision: number };

/**
 * Writes a push batch's messages and their delivery keys in one statement: a key already taken (another runner
 * delivered it) fails the statement, and with it the batch, so no enterprise gets the message twice. The detail
 * travels as JSON inside the rows' JSON, not as a string escaped inside it, and is stored as the text it was sent as.
 */
export async function insertDeliveredMessages(db: Db, messages: readonly NewMessage[], key: DeliveryKey, now: Date): Promise<void> {
  if (messages.length === 0) return;
  const rows = messages.map((message) => ({
    user_id: message.userId,
    type: message.type,
    title: message.title,
    content: message.content,
    link_kind: message.link?.kind ?? null,
    link_id: message.link?.id ?? null,
    read_at: message.readAt ?? null,
    match_detail: message.match ?? null,
  }));
  await db.run(
    `WITH sent AS (
       INSERT INTO messages (user_id, type, title, content, link_kind, link_id, read_at, created_at, match_detail)
       SELECT user_id, type, title, content, link_kind, link_id, read_at, ?, match_detail::text
         FROM json_to_recordset(?::json) AS t(user_id bigint, type text, title text, content text, link_kind text, link_id bigint, read_at text, match_detail json)
       RETURNING id, user_id)
     INSERT INTO push_deliveries (user_id, kind, publication_id, revision, message_id) SELECT user_id, ?, ?, ?, id FROM sent`,
    now.toISOString(),
    JSON.stringify(rows),
    key.kind,
    key.publicationId,
    key.revision,
  );
}

export async function listMessages(db: Db, userId: number, query: { pageNum: number; pageSize: number; read?: boolean }): Promise<Page<PortalSchemas['Message']>> {
  const where = ['user_id = @userId'];
  if (query.read === true) where.push('read_at IS NOT NULL');
  if (query.read === false) where.push('read_at IS NULL');
  const whereSql = `WHERE ${where.join(' AND ')}`;
  const params = { userId };
  const { total } = (await db.get(`SELECT COUNT(*) AS total FROM messages ${whereSql}`, params)) as { total: number };
  const rows = (await db.all(`SELECT * FROM messages ${whereSql} ORDER BY created_at DESC, id DESC LIMIT @limit OFFSET @offset`, { ...params, ...pageWindow(query.pageNum, query.pageSize) })) as MessageRow[];
  return { rows: rows.map(toMessage), total, pageNum: query.pageNum, pageSize: query.pageSize };
}

export async function countUnread(db: Db, userId: number): Promise<number> {
  return ((await db.get('SELECT COUNT(*) AS total FROM messages WHERE user_id = ? AND read_at IS NULL', userId)) as { total: number }).total;
}

/** False when the message is not the user's (or does not exist): both answer 404. */
export async function markRead(db: Db, userId: number, id: number, now: Date): Promise<boolean> {
  const owned = await db.get('SELECT 1 FROM messages WHERE id = ? AND user_id = ?', id, userId) !== undefined;
  if (!owned) return false;
  await db.run('UPDATE messages SET read_at = COALESCE(read_at, ?) WHERE id = ?', now.toISOString(), id);
  return true;
}

export async function markAllRead(db: Db, userId: number, now: Date): Promise<number> {
  return (await db.run('UPDATE messages SET read_at = ? WHERE user_id = ? AND read_at IS NULL', now.toISOString(), userId)).changes;
}
