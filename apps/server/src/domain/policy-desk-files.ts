import type { PortalSchemas } from '@smes/contract-types';
import type { Db } from '../db/database';
import { checkMaterialFile } from './material-files';

type FileRow = { id: number; name: string; content_type: string; size: number };

function toDeskFile(row: FileRow): PortalSchemas['PolicyDeskFile'] {
  return { source: 'desk', id: row.id, name: row.name, size: row.size, contentType: row.content_type };
}

/**
 * An attachment uploaded to the desk: checked like every uploaded file (its bytes must be the kind its name
 * says), kept apart from the public attachments until a version that lists it is published.
 */
export async function saveDeskFile(db: Db, uploaderId: number, upload: { name: string; bytes: Buffer }, now: Date): Promise<PortalSchemas['PolicyDeskFile']> {
  const checked = checkMaterialFile(upload.name, upload.bytes);
  const result = await db.run('INSERT INTO policy_desk_files (name, content_type, size, body, uploaded_by, uploaded_at) VALUES (?, ?, ?, ?, ?, ?) RETURNING id', checked.name, checked.contentType, checked.size, upload.bytes, uploaderId, now.toISOString());
  return toDeskFile({ id: Number(result.lastInsertRowid), name: checked.name, content_type: checked.contentType, size: checked.size });
}

export async function findDeskFileInfo(db: Db, id: number): Promise<PortalSchemas['PolicyDeskFile'] | undefined> {
  const row = (await db.get('SELECT id, name, content_type, size FROM policy_desk_files WHERE id = ?', id)) as FileRow | undefined;
  return row ? toDeskFile(row) : undefined;
}

export async function findDeskFile(db: Db, id: number): Promise<{ name: string; contentType: string; body: Buffer } | undefined> {
  const row = (await db.get('SELECT name, content_type, body FROM policy_desk_files WHERE id = ?', id)) as { name: string; content_type: string; body: Buffer } | undefined;
  return row ? { name: row.name, contentType: row.content_type, body: row.body } : undefined;
}
