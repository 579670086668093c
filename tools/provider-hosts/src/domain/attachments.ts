import type { Db } from '../db/database';
import { statement } from '../db/statements';
import { renderAttachmentPdf } from './attachment-pdf';
import type { AttachmentDocument } from './attachment-pdf';
import type { PortalSchemas } from '@smes/contract-types';

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

type AttachmentRow = { id: number; name: string; size: number; content_type: ContentType; document: string | null };

export function insertAttachments(db: Db, owner: AttachmentOwner, ownerId: number, attachments: readonly NewAttachment[]): void {
  const { table, owner: column } = TABLES[owner];
  const insert = statement(db, `INSERT INTO ${table} (${column}, seq, name, body, size, content_type, document) VALUES (?, ?, ?, ?, ?, ?, ?)`);
  attachments.forEach((attachment, index) => {
    if (attachment.contentType === 'application/pdf') {
      // Size 0 marks a document not rendered yet (a PDF is never empty).
      insert.run(ownerId, index + 1, attachment.name, '', 0, attachment.contentType, JSON.stringify(attachment.document));
    } else {
      insert.run(ownerId, index + 1, attachment.name, attachment.body, Buffer.byteLength(attachment.body, 'utf8'), attachment.contentType, null);
    }
  });
}

/** Renders a pending document and keeps its bytes, so the size listed is the size downloaded. */
function ensureRendered(db: Db, owner: AttachmentOwner, row: AttachmentRow): AttachmentRow {
  if (row.document === null || row.size > 0) return row;
  const pdf = renderAttachmentPdf(JSON.parse(row.document) as AttachmentDocument);
  statement(db, `UPDATE ${TABLES[owner].table} SET body = ?, size = ? WHERE id = ?`).run(pdf, pdf.length, row.id);
  return { ...row, size: pdf.length };
}

export function listAttachments(db: Db, owner: AttachmentOwner, ownerId: number): PortalSchemas['Attachment'][] {
  const { table, owner: column } = TABLES[owner];
  const rows = statement(db, `SELECT id, name, size, content_type, document FROM ${table} WHERE ${column} = ? ORDER BY seq`).all(ownerId) as AttachmentRow[];
  return rows.map((row) => {
    const ready = ensureRendered(db, owner, row);
    return { id: ready.id, name: ready.name, size: ready.size, contentType: ready.content_type };
  });
}

export function findAttachmentFile(db: Db, owner: AttachmentOwner, ownerId: number, attachmentId: number): AttachmentFile | undefined {
  const { table, owner: column } = TABLES[owner];
  const row = statement(db, `SELECT id, name, size, content_type, document FROM ${table} WHERE ${column} = ? AND id = ?`).get(ownerId, attachmentId) as
    | AttachmentRow
    | undefined;
  if (!row) return undefined;
  ensureRendered(db, owner, row);
  const { body } = statement(db, `SELECT body FROM ${table} WHERE id = ?`).get(row.id) as { body: Buffer | string };
  return { name: row.name, contentType: row.content_type, body };
}

/** One attachment of a policy as a desk revision lists it: a public one kept, or an uploaded file made public. */
export type PolicyAttachmentEntry = { keep: number } | { name: string; contentType: ContentType; body: Buffer };

/**
 * A published revision's attachments, in its order: public files it keeps stay (with their ids, so links to
 * them hold), uploaded ones become public, and the ones the revision dropped are no longer served.
 */
export function replacePolicyAttachments(db: Db, policyId: number, entries: readonly PolicyAttachmentEntry[]): void {
  const kept = entries.flatMap((entry) => ('keep' in entry ? [entry.keep] : []));
  const current = statement(db, 'SELECT id FROM policy_attachments WHERE policy_id = ?').all(policyId) as { id: number }[];
  const remove = statement(db, 'DELETE FROM policy_attachments WHERE id = ?');
  for (const row of current) if (!kept.includes(row.id)) remove.run(row.id);
  const reorder = statement(db, 'UPDATE policy_attachments SET seq = ? WHERE id = ? AND policy_id = ?');
  const insert = statement(db, 'INSERT INTO policy_attachments (policy_id, seq, name, body, size, content_type, document) VALUES (?, ?, ?, ?, ?, ?, NULL)');
  entries.forEach((entry, index) => {
    if ('keep' in entry) reorder.run(index + 1, entry.keep, policyId);
    else insert.run(policyId, index + 1, entry.name, entry.body, entry.body.length, entry.contentType);
  });
}
