import { LEDGER_FIELDS, ledgerCompleteness } from '@smes/eligibility';
import type { EnterpriseLedger, LedgerCompleteness } from '@smes/eligibility';
import type { Db } from '../db/database';
import { contractLedgerFields } from './ledger-contract';

export type LedgerRecord = { ledger: EnterpriseLedger; completeness: LedgerCompleteness; updatedAt: string | null };

type LedgerRow = { data: string; updated_at: string };

/** Only the fields the contract declares leave the server, so the answer always validates. */
function forContract(ledger: EnterpriseLedger): EnterpriseLedger {
  const fields = contractLedgerFields();
  return Object.fromEntries(Object.entries(ledger).filter(([key]) => fields.has(key as keyof EnterpriseLedger))) as EnterpriseLedger;
}

/** The stored ledger; an account that never saved one has an empty ledger. */
export function findLedger(db: Db, userId: number): { ledger: EnterpriseLedger; updatedAt: string | null } {
  const row = db.prepare('SELECT data, updated_at FROM ledgers WHERE user_id = ?').get(userId) as LedgerRow | undefined;
  return row ? { ledger: JSON.parse(row.data) as EnterpriseLedger, updatedAt: row.updated_at } : { ledger: {}, updatedAt: null };
}

/** Completeness over the fields the API can fill, so 100% is reachable. */
export function completenessOf(ledger: EnterpriseLedger): LedgerCompleteness {
  const fields = contractLedgerFields();
  return ledgerCompleteness(ledger, LEDGER_FIELDS.map((field) => field.key).filter((key) => fields.has(key)));
}

export function ledgerRecord(db: Db, userId: number): LedgerRecord {
  const { ledger, updatedAt } = findLedger(db, userId);
  const visible = forContract(ledger);
  return { ledger: visible, completeness: completenessOf(visible), updatedAt };
}

/** Whether the account has told us anything about itself; matching an empty ledger means nothing. */
export function hasLedger(ledger: EnterpriseLedger): boolean {
  return Object.values(ledger).some((value) => value !== undefined);
}

export function saveLedger(db: Db, userId: number, ledger: EnterpriseLedger, now: Date): void {
  db.prepare(
    `INSERT INTO ledgers (user_id, data, updated_at) VALUES (?, ?, ?)
     ON CONFLICT (user_id) DO UPDATE SET data = excluded.data, updated_at = excluded.updated_at`,
  ).run(userId, JSON.stringify(ledger), now.toISOString());
}
