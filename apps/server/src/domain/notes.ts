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

export async function createOrganization(db: Db, input: NewOrganization, now: Date): Promise<SsoSchemas['Organization']> {
  await db.run('INSERT INTO notes_organizations (id, name, description, owner_id, personal, created_at) VALUES (?, ?, ?, ?, ?, ?)', input.id, input.name, input.description, input.ownerId, input.personal ? 1 : 0, now.toISOString());
  await addMember(db, input.id, input.ownerId, 'owner');
  return { id: input.id, name: input.name, description: input.description };
}

export async function addMember(db: Db, organizationId: string, userId: number, role: 'owner' | 'member'): Promise<void> {
  await db.run('INSERT INTO notes_members (organization_id, user_id, role) VALUES (?, ?, ?)', organizationId, userId, role);
}

export async function createWiki(
  db: Db,
  input: { id: string; organizationId: string; name: string; description: string | null },
  now: Date,
): Promise<SsoSchemas['Wiki']> {
  const { next } = (await db.get('SELECT COALESCE(MAX(sort), 0) + 1 AS next FROM notes_wikis WHERE organization_id = ?', input.organizationId)) as { next: number };
  await db.run('INSERT INTO notes_wikis (id, organization_id, name, description, sort, created_at) VALUES (?, ?, ?, ?, ?, ?)', input.id, input.organizationId, input.name, input.description, next, now.toISOString());
  return { id: input.id, name: input.name, organizationId: input.organizationId, description: input.description };
}

/** Personal organisations the user belongs to, oldest first: the notes bridge takes the first. */
export async function listPersonalOrganizations(db: Db, userId: number): Promise<SsoSchemas['Organization'][]> {
  return (await db.all(`SELECT o.id, o.name, o.description FROM notes_organizations o
       JOIN notes_members m ON m.organization_id = o.id
       WHERE m.user_id = ? AND o.personal = 1
       ORDER BY o.created_at, o.id`, userId)) as SsoSchemas['Organization'][];
}

export async function findOrganization(db: Db, organizationId: string): Promise<SsoSchemas['Organization'] | undefined> {
  return (await db.get('SELECT id, name, description FROM notes_organizations WHERE id = ?', organizationId)) as
    | SsoSchemas['Organization']
    | undefined;
}

export async function isMember(db: Db, organizationId: string, userId: number): Promise<boolean> {
  return (
    await db.get('SELECT 1 FROM notes_members WHERE organization_id = ? AND user_id = ?', organizationId, userId) !==
    undefined
  );
}

export async function listWikis(db: Db, organizationId: string): Promise<SsoSchemas['Wiki'][]> {
  return (await db.all(`SELECT id, name, organization_id AS "organizationId", description FROM notes_wikis
       WHERE organization_id = ? ORDER BY sort, id`, organizationId)) as SsoSchemas['Wiki'][];
}

export async function findWiki(db: Db, wikiId: string): Promise<SsoSchemas['Wiki'] | undefined> {
  return (await db.get('SELECT id, name, organization_id AS "organizationId", description FROM notes_wikis WHERE id = ?', wikiId)) as SsoSchemas['Wiki'] | undefined;
}

/** A one-time key for the account, issued to the portal session `portalToken` (specialLogin's Bearer token). */
export async function issueNotesKey(db: Db, userId: number, portalToken: string, now: Date): Promise<string> {
  const key = randomToken();
  await db.run('INSERT INTO notes_keys (key, user_id, created_at, expires_at, portal_token) VALUES (?, ?, ?, ?, ?)', key, userId, now.toISOString(), addMs(now, NOTES_KEY_TTL_MS).toISOString(), portalToken);
  return key;
}

/** Marks the key used and returns a fresh notes token of the key's session; undefined when the key is unknown, used or expired. */
export async function exchangeNotesKey(db: Db, key: string, now: Date): Promise<string | undefined> {
  return await db.transaction(async () => {
    const row = (await db.get(`UPDATE notes_keys SET used_at = @now
         WHERE key = @key AND used_at IS NULL AND expires_at > @now
         RETURNING user_id, portal_token`, { key, now: now.toISOString() })) as { user_id: number; portal_token: string | null } | undefined;
    if (!row) return undefined;
    const token = randomToken();
    await db.run('INSERT INTO notes_tokens (token, user_id, created_at, expires_at, portal_token) VALUES (?, ?, ?, ?, ?)', token, row.user_id, now.toISOString(), addMs(now, NOTES_TOKEN_TTL_MS).toISOString(), row.portal_token);
    return token;
  });
}

/**
 * Ends notes tokens and unused notes keys: every one of the account (a password change or reset, 退出所有设备),
 * or those one portal session handed out (its logout). The tables have no revoked column, so the rows are
 * expired at `now`, which resolveNotesToken and exchangeNotesKey refuse.
 */
export async function endNotesAccess(db: Db, of: { userId: number } | { portalToken: string }, now: Date): Promise<void> {
  const at = now.toISOString();
  const [column, value] = 'userId' in of ? ['user_id', of.userId] : ['portal_token', of.portalToken];
  await db.run(`UPDATE notes_tokens SET expires_at = ? WHERE ${column} = ? AND expires_at > ?`, at, value, at);
  await db.run(`UPDATE notes_keys SET expires_at = ? WHERE ${column} = ? AND used_at IS NULL AND expires_at > ?`, at, value, at);
}

export async function resolveNotesToken(db: Db, token: string, now: Date): Promise<number | undefined> {
  const row = (await db.get('SELECT user_id FROM notes_tokens WHERE token = ? AND expires_at > ?', token, now.toISOString())) as { user_id: number } | undefined;
  return row?.user_id;
}
