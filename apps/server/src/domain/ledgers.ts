import { ledgerCompleteness } from '@smes/eligibility';
import type { EnterpriseLedger } from '@smes/eligibility';
import type { PortalSchemas } from '@smes/contract-types';
import type { Db } from '../db/database';
import { claimCreditCode } from './credit-codes';

type LedgerRow = { data: string; updated_at: string };

/** The stored ledger; an account that never saved one has an empty ledger. */
export async function findLedger(db: Db, userId: number): Promise<{ ledger: EnterpriseLedger; updatedAt: string | null }> {
  const row = (await db.get('SELECT data, updated_at FROM ledgers WHERE user_id = ?', userId)) as LedgerRow | undefined;
  if (!row) return { ledger: {}, updatedAt: null };
  // Only saveLedger writes this column, with a ledger validateLedger accepted.
  const ledger: EnterpriseLedger = JSON.parse(row.data);
  return { ledger, updatedAt: row.updated_at };
}

/**
 * The engine's ledger is the contract's (libs/eligibility/src/ledger-contract.ts holds them equal), so a stored
 * ledger goes out as it is and completeness counts every field.
 */
export async function ledgerRecord(db: Db, userId: number): Promise<PortalSchemas['LedgerRecord']> {
  const { ledger, updatedAt } = await findLedger(db, userId);
  return { ledger, completeness: ledgerCompleteness(ledger), updatedAt };
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
