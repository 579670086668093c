import type { Db } from '../db/database';
import { renderAttachmentPdf } from './attachment-pdf';
import type { AttachmentDocument } from './attachment-pdf';
import type { PortalSchemas } from '@smes/contract-types';
import { forEachInOrder, mapInOrder } from '../shared/in-order';
import { jsonListSql } from '../shared/sql';

type ContentType = PortalSchemas['AttachmentContentType'];

/**
 * A file to attach: stored as given (a CSV list), or a document rendered as PDF the first time its size or
 * bytes are asked for (ADR: attachments-as-generated-pdfs) — seeding hundreds of PDFs would take minutes.
 */
export type NewAttachment =
  | { name: string; contentType: Exclude<ContentType, 'application/pdf'>; body: string }
  | { name: string; contentType: 'application/pdf'; document: AttachmentDocument };

/** The two attachment tables and their owner column: a closed list, the only names that reach SQL. */
const TABLES = {
  policy: { table: 'policy_attachments', owner: 'policy_id' },
  announcement: { table: 'announcement_attachments', owner: 'announcement_id' },
} as const;

export type AttachmentOwner = keyof typeof TABLES;

export type AttachmentFile = { name: string; contentType: ContentType; body: Buffer | string };

/** An attachment as listed: `document` only while it waits to be rendered (size 0), else null (`attachmentRowsSql`). */
export type AttachmentRow = { id: number; name: string; size: number; content_type: ContentType; document: string | null };

export async function insertAttachments(db: Db, owner: AttachmentOwner, ownerId: number, attachments: readonly NewAttachment[]): Promise<void> {
  const { table, owner: column } = TABLES[owner];
  const insert = `INSERT INTO ${table} (${column}, seq, name, body, size, content_type, document) VALUES (?, ?, ?, ?, ?, ?, ?)`;
  await forEachInOrder(attachments, async (attachment, index) => {
      if (attachment.contentType === 'application/pdf') {
        // Size 0 marks a document not rendered yet (a PDF is never empty).
        await db.run(insert, ownerId, index + 1, attachment.name, Buffer.alloc(0), 0, attachment.contentType, JSON.stringify(attachment.document));
      } else {
        const bytes = Buffer.from(attachment.body, 'utf8');
        await db.run(insert, ownerId, index + 1, attachment.name, bytes, bytes.length, attachment.contentType, null);
      }
    });
}

/** Renders a pending document and keeps its bytes, so the size listed is the size downloaded. */
async function ensureRendered(db: Db, owner: AttachmentOwner, row: AttachmentRow): Promise<AttachmentRow> {
  if (row.document === null || row.size > 0) return row;
  const pdf = renderAttachmentPdf(JSON.parse(row.document) as AttachmentDocument);
  await db.run(`UPDATE ${TABLES[owner].table} SET body = ?, size = ? WHERE id = ?`, pdf, pdf.length, row.id);
  return { ...row, size: pdf.length };
}

/**
 * An owner's attachments in their order as one JSON array of AttachmentRow, `ownerId` the SQL of the owner's id: for a
 * statement that reads them with their owner (a detail view reads all it shows at once), `attachmentsOf` making the
 * list of it. A rendered file's document (its source) is left out: only a pending one needs it.
 */
export function attachmentRowsSql(owner: AttachmentOwner, ownerId: string): string {
  const { table, owner: column } = TABLES[owner];
  return jsonListSql(
    `json_build_object('id', att.id, 'name', att.name, 'size', att.size, 'content_type', att.content_type,
       'document', CASE WHEN att.size > 0 THEN NULL ELSE att.document END)`,
    `${table} att WHERE att.${column} = ${ownerId}`,
    'att.seq',
  );
}

/** The attachments of `attachmentRowsSql`'s rows, a pending document rendered (and kept) first. */
export async function attachmentsOf(db: Db, owner: AttachmentOwner, rows: readonly AttachmentRow[]): Promise<PortalSchemas['Attachment'][]> {
  return await mapInOrder(rows, async (row) => {
      const ready = await ensureRendered(db, owner, row);
      return { id: ready.id, name: ready.name, size: ready.size, contentType: ready.content_type };
    });
}

export async function listAttachments(db: Db, owner: AttachmentOwner, ownerId: number): Promise<PortalSchemas['Attachment'][]> {
  const { rows } = (await db.get<{ rows: AttachmentRow[] }>(`SELECT ${attachmentRowsSql(owner, '?')} AS rows`, ownerId))!;
  return await attachmentsOf(db, owner, rows);
}

export async function findAttachmentFile(db: Db, owner: AttachmentOwner, ownerId: number, attachmentId: number): Promise<AttachmentFile | undefined> {
  const { table, owner: column } = TABLES[owner];
  const row = (await db.get(`SELECT id, name, size, content_type, document FROM ${table} WHERE ${column} = ? AND id = ?`, ownerId, attachmentId)) as
    | AttachmentRow
    | undefined;
  if (!row) return undefined;
  await ensureRendered(db, owner, row);
  const { body } = (await db.get(`SELECT body FROM ${table} WHERE id = ?`, row.id)) as { body: Buffer };
  return { name: row.name, contentType: row.content_type, body };
}

/** One attachment of a policy as a desk revision lists it: a public one kept, or an uploaded file made public. */
export type PolicyAttachmentEntry = { keep: number } | { name: string; contentType: ContentType; body: Buffer };

/**
 * A published revision's attachments, in its order: public files it keeps stay (with their ids, so links to
 * them hold), uploaded ones become public, and the ones the revision dropped are no longer served.
 */
export async function replacePolicyAttachments(db: Db, policyId: number, entries: readonly PolicyAttachmentEntry[]): Promise<void> {
  const kept = entries.flatMap((entry) => ('keep' in entry ? [entry.keep] : []));
  const current = (await db.all('SELECT id FROM policy_attachments WHERE policy_id = ?', policyId)) as { id: number }[];
  const remove = 'DELETE FROM policy_attachments WHERE id = ?';
  for (const row of current) if (!kept.includes(row.id)) await db.run(remove, row.id);
  const reorder = 'UPDATE policy_attachments SET seq = ? WHERE id = ? AND policy_id = ?';
  const insert = 'INSERT INTO policy_attachments (policy_id, seq, name, body, size, content_type, document) VALUES (?, ?, ?, ?, ?, ?, NULL)';
  await forEachInOrder(entries, async (entry, index) => {
      if ('keep' in entry) await db.run(reorder, index + 1, entry.keep, policyId);
      else await db.run(insert, policyId, index + 1, entry.name, entry.body, entry.body.length, entry.contentType);
    });
}
