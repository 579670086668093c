import { LEDGER_FIELDS, ledgerCompleteness } from '@smes/eligibility';
import type { EnterpriseLedger, LedgerFieldKind } from '@smes/eligibility';
import type { PortalSchemas } from '@smes/contract-types';
import type { Db } from '../db/database';
import { claimCreditCode } from './credit-codes';

type LedgerRow = { data: string; updated_at: string };

/**
 * The stored ledger; an account that never saved one has an empty ledger. The column is read, not trusted
 * (`readStoredLedger`): a ledger it cannot read is answered as an empty one, with why, so nothing is matched or
 * counted on it (no 符合, no money: every condition waits on the enterprise's data) until the enterprise saves its
 * ledger again, which replaces it.
 */
export async function findLedger(db: Db, userId: number): Promise<{ ledger: EnterpriseLedger; updatedAt: string | null; unreadable?: string }> {
  const row = (await db.get('SELECT data, updated_at FROM ledgers WHERE user_id = ?', userId)) as LedgerRow | undefined;
  if (!row) return { ledger: {}, updatedAt: null };
  const stored = readStoredLedger(row.data);
  if (!stored.ok) return { ledger: {}, updatedAt: row.updated_at, unreadable: stored.reason };
  return { ledger: stored.ledger, updatedAt: row.updated_at };
}

/**
 * The engine's ledger is the contract's (libs/eligibility/src/ledger-contract.ts holds them equal), so a stored
 * ledger goes out as it is and completeness counts every field. One that cannot be read goes out empty, marked
 * `unreadable`, so the ledger page can ask for it again.
 */
export async function ledgerRecord(db: Db, userId: number): Promise<PortalSchemas['LedgerRecord']> {
  const { ledger, updatedAt, unreadable } = await findLedger(db, userId);
  return { ledger, completeness: ledgerCompleteness(ledger), updatedAt, ...(unreadable ? { unreadable: true } : {}) };
}

/** The JSON type each kind of ledger field is stored as. */
const STORED_TYPE: Record<LedgerFieldKind, 'number' | 'boolean' | 'string'> = {
  text: 'string',
  integer: 'number',
  amount: 'number',
  ratio: 'number',
  date: 'string',
  boolean: 'boolean',
  enum: 'string',
  region: 'string',
  industry: 'string',
  creditCode: 'string',
};

/** A stored ledger as the engine may read it, or why it may not. */
export type StoredLedger = { ok: true; ledger: EnterpriseLedger } | { ok: false; reason: string };

/**
 * Reads a stored ledger without trusting it (a column a script, a restore or an older release may have written):
 * JSON of an object whose every field the engine reads holds its kind's type, or null (unanswered). Anything else
 * is refused with the reason, so a job over many ledgers skips it instead of evaluating nonsense or crashing. Not
 * `validateLedger`: ranges and cross-field rules are the form's, and a ledger saved under older ones still matches.
 */
export function readStoredLedger(text: string): StoredLedger {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, reason: 'not JSON' };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return { ok: false, reason: 'not an object' };
  const record = value as Record<string, unknown>;
  for (const field of LEDGER_FIELDS) {
    const fieldValue = record[field.key];
    if (fieldValue === undefined || fieldValue === null) continue;
    if (typeof fieldValue !== STORED_TYPE[field.kind]) return { ok: false, reason: `${field.key} is a ${Array.isArray(fieldValue) ? 'list' : typeof fieldValue}, not a ${STORED_TYPE[field.kind]}` };
  }
  return { ok: true, ledger: record as EnterpriseLedger };
}

/** Whether the account has told us anything about itself; matching an empty ledger means nothing. */
export function hasLedger(ledger: EnterpriseLedger): boolean {
  return Object.values(ledger).some((value) => value !== undefined);
}

/** Saves the ledger and, with it, the claim on its credit code: a code another account holds answers 409 and nothing is saved. */
export async function saveLedger(db: Db, userId: number, ledger: EnterpriseLedger, now: Date): Promise<void> {
  await db.transaction(async () => {
    await claimCreditCode(db, userId, ledger.creditCode, ledger.enterpriseName, now);
    await db.run(`INSERT INTO ledgers (user_id, data, updated_at) VALUES (?, ?, ?)
       ON CONFLICT (user_id) DO UPDATE SET data = excluded.data, updated_at = excluded.updated_at`, userId, JSON.stringify(ledger), now.toISOString());
  });
}
