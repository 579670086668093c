import { randomBytes } from 'node:crypto';
import { HOUR_MS, addMs } from '../clock';
import type { Db } from '../db/database';
import { randomToken } from './tokens';
import type { SsoSchemas } from '@smes/contract-types';

export const NOTES_KEY_TTL_MS = 5 * 60 * 1000;
export const NOTES_TOKEN_TTL_MS = 12 * HOUR_MS;

export function randomNotesId(prefix: 'org' | 'wiki'): string {
  return `${prefix}_${randomBytes(8).toString('hex')}`;
}

export type NewOrganization = {
  id: string;
  name: string;
  description: string | null;
  ownerId: number;
  personal: boolean;
};

export function createOrganization(db: Db, input: NewOrganization, now: Date): SsoSchemas['Organization'] {
  db.prepare(
    'INSERT INTO notes_organizations (id, name, description, owner_id, personal, created_at) VALUES (?, ?, ?, ?, ?, ?)',
  ).run(input.id, input.name, input.description, input.ownerId, input.personal ? 1 : 0, now.toISOString());
  addMember(db, input.id, input.ownerId, 'owner');
  return { id: input.id, name: input.name, description: input.description };
}

export function addMember(db: Db, organizationId: string, userId: number, role: 'owner' | 'member'): void {
  db.prepare('INSERT INTO notes_members (organization_id, user_id, role) VALUES (?, ?, ?)').run(organizationId, userId, role);
}

export function createWiki(
  db: Db,
  input: { id: string; organizationId: string; name: string; description: string | null },
  now: Date,
): SsoSchemas['Wiki'] {
  const { next } = db
    .prepare('SELECT COALESCE(MAX(sort), 0) + 1 AS next FROM notes_wikis WHERE organization_id = ?')
    .get(input.organizationId) as { next: number };
  db.prepare(
    'INSERT INTO notes_wikis (id, organization_id, name, description, sort, created_at) VALUES (?, ?, ?, ?, ?, ?)',
  ).run(input.id, input.organizationId, input.name, input.description, next, now.toISOString());
  return { id: input.id, name: input.name, organizationId: input.organizationId, description: input.description };
}

/** Personal organisations the user belongs to, oldest first: the notes bridge takes the first. */
export function listPersonalOrganizations(db: Db, userId: number): SsoSchemas['Organization'][] {
  return db
    .prepare(
      `SELECT o.id, o.name, o.description FROM notes_organizations o
       JOIN notes_members m ON m.organization_id = o.id
       WHERE m.user_id = ? AND o.personal = 1
       ORDER BY o.created_at, o.id`,
    )
    .all(userId) as SsoSchemas['Organization'][];
}

export function findOrganization(db: Db, organizationId: string): SsoSchemas['Organization'] | undefined {
  return db.prepare('SELECT id, name, description FROM notes_organizations WHERE id = ?').get(organizationId) as
    | SsoSchemas['Organization']
    | undefined;
}

export function isMember(db: Db, organizationId: string, userId: number): boolean {
  return (
    db.prepare('SELECT 1 FROM notes_members WHERE organization_id = ? AND user_id = ?').get(organizationId, userId) !==
    undefined
  );
}

export function listWikis(db: Db, organizationId: string): SsoSchemas['Wiki'][] {
  return db
    .prepare(
      `SELECT id, name, organization_id AS organizationId, description FROM notes_wikis
       WHERE organization_id = ? ORDER BY sort, id`,
    )
    .all(organizationId) as SsoSchemas['Wiki'][];
}

export function findWiki(db: Db, wikiId: string): SsoSchemas['Wiki'] | undefined {
  return db
    .prepare('SELECT id, name, organization_id AS organizationId, description FROM notes_wikis WHERE id = ?')
    .get(wikiId) as SsoSchemas['Wiki'] | undefined;
}

/** A one-time key for the account, issued to the portal session `portalToken` (specialLogin's Bearer token). */
export function issueNotesKey(db: Db, userId: number, portalToken: string, now: Date): string {
  const key = randomToken();
  db.prepare('INSERT INTO notes_keys (key, user_id, created_at, expires_at, portal_token) VALUES (?, ?, ?, ?, ?)').run(
    key,
    userId,
    now.toISOString(),
    addMs(now, NOTES_KEY_TTL_MS).toISOString(),
    portalToken,
  );
  return key;
}

/** Marks the key used and returns a fresh notes token of the key's session; undefined when the key is unknown, used or expired. */
export function exchangeNotesKey(db: Db, key: string, now: Date): string | undefined {
  return db.transaction(() => {
    const row = db
      .prepare(
        `UPDATE notes_keys SET used_at = @now
         WHERE key = @key AND used_at IS NULL AND expires_at > @now
         RETURNING user_id, portal_token`,
      )
      .get({ key, now: now.toISOString() }) as { user_id: number; portal_token: string | null } | undefined;
    if (!row) return undefined;
    const token = randomToken();
    db.prepare('INSERT INTO notes_tokens (token, user_id, created_at, expires_at, portal_token) VALUES (?, ?, ?, ?, ?)').run(
      token,
      row.user_id,
      now.toISOString(),
      addMs(now, NOTES_TOKEN_TTL_MS).toISOString(),
      row.portal_token,
    );
    return token;
  })();
}

/**
 * Ends notes tokens and unused notes keys: every one of the account (a password change or reset, 退出所有设备),
 * or those one portal session handed out (its logout). The tables have no revoked column, so the rows are
 * expired at `now`, which resolveNotesToken and exchangeNotesKey refuse.
 */
export function endNotesAccess(db: Db, of: { userId: number } | { portalToken: string }, now: Date): void {
  const at = now.toISOString();
  const [column, value] = 'userId' in of ? ['user_id', of.userId] : ['portal_token', of.portalToken];
  db.prepare(`UPDATE notes_tokens SET expires_at = ? WHERE ${column} = ? AND expires_at > ?`).run(at, value, at);
  db.prepare(`UPDATE notes_keys SET expires_at = ? WHERE ${column} = ? AND used_at IS NULL AND expires_at > ?`).run(at, value, at);
}

export function resolveNotesToken(db: Db, token: string, now: Date): number | undefined {
  const row = db
    .prepare('SELECT user_id FROM notes_tokens WHERE token = ? AND expires_at > ?')
    .get(token, now.toISOString()) as { user_id: number } | undefined;
  return row?.user_id;
}
