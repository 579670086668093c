import { ipClassOf, ipGrantCountsY1, ipLedgerCounts, isCountedIpRecord, withIpRecords } from '@smes/eligibility';
import type { EnterpriseLedger, IpRecordInput } from '@smes/eligibility';
import type { PortalSchemas } from '@smes/contract-types';
import type { Db } from '../db/database';
import { findLedger, saveLedger } from './ledgers';

type Row = {
  id: number;
  kind: IpRecordInput['kind'];
  number: string;
  name: string;
  status: IpRecordInput['status'];
  applied_at: string;
  granted_at: string | null;
  owner: string;
  updated_at: string;
};

const COLUMNS = 'id, kind, number, name, status, applied_at, granted_at, owner, updated_at';

function toRecord(row: Row): PortalSchemas['IpRecord'] {
  return {
    id: row.id,
    kind: row.kind,
    number: row.number,
    name: row.name,
    status: row.status,
    appliedAt: row.applied_at,
    grantedAt: row.granted_at,
    owner: row.owner,
    ipClass: ipClassOf(row.kind),
    updatedAt: row.updated_at,
  };
}

/** An account's 知识产权台账, newest application first. */
export async function listIpRecords(db: Db, userId: number): Promise<PortalSchemas['IpRecord'][]> {
  const rows = (await db.all(`SELECT ${COLUMNS} FROM ip_records WHERE user_id = ? ORDER BY applied_at DESC, id DESC`, userId)) as Row[];
  return rows.map(toRecord);
}

export async function ipRecordList(db: Db, userId: number): Promise<PortalSchemas['IpRecordList']> {
  const rows = await listIpRecords(db, userId);
  return { rows, counts: ipLedgerCounts(rows) };
}

/** One record of the account; another account's record is as absent as a missing one. */
export async function findIpRecord(db: Db, userId: number, id: number): Promise<PortalSchemas['IpRecord'] | undefined> {
  const row = (await db.get(`SELECT ${COLUMNS} FROM ip_records WHERE id = ? AND user_id = ?`, id, userId)) as Row | undefined;
  return row ? toRecord(row) : undefined;
}

/** The granted records an evaluation counted, to be named in its report. */
export async function countedIpRecords(db: Db, userId: number): Promise<PortalSchemas['IpRecordRef'][]> {
  return (await listIpRecords(db, userId))
    .filter(isCountedIpRecord)
    .map(({ id, kind, number, name }) => ({ id, kind, number, name }));
}

/**
 * The ledger with the 台账's counts where the account keeps one (see `withIpRecords`), its 上年度 grants counted on
 * `now`'s day: read on every evaluation, so a new year moves them without anyone saving the ledger.
 */
export async function ledgerWithIpRecords(db: Db, userId: number, ledger: EnterpriseLedger, now: Date): Promise<EnterpriseLedger> {
  return withIpRecords(ledger, await listIpRecords(db, userId), now);
}

/**
 * A ledger update as it will be stored: where the account keeps a 台账, its counts stand over figures typed into the
 * form, so they are applied before the update is validated (a typed total below the 台账's grants is not an error).
 */
export async function withIpRecordsApplied(db: Db, userId: number, input: Record<string, unknown>, now: Date): Promise<Record<string, unknown>> {
  const records = await listIpRecords(db, userId);
  return records.length === 0 ? input : { ...input, ...ipLedgerCounts(records), ...ipGrantCountsY1(records, now) };
}

/**
 * The account's ledger as every evaluation reads it: the stored one with its 台账 applied on `now`'s day. A stored
 * ledger that cannot be read is evaluated as an empty one, without the 台账's counts either: an evaluation must not
 * pass a condition on part of an enterprise's data while the rest is unreadable.
 */
export async function ledgerForEvaluation(db: Db, userId: number, now: Date): Promise<EnterpriseLedger> {
  const { ledger, unreadable } = await findLedger(db, userId);
  return unreadable ? {} : await ledgerWithIpRecords(db, userId, ledger, now);
}

/**
 * Writes the 台账's counts into the stored ledger, so every reader of the ledger (matching, both evaluations,
 * the estimate, the assistant) sees them without knowing about the 台账. After the last record is deleted the
 * counts are the empty 台账's, zero: they came from the 台账, and leaving them would keep deleted patents counted.
 */
async function syncLedger(db: Db, userId: number, now: Date): Promise<void> {
  const { ledger, unreadable } = await findLedger(db, userId);
  // An unreadable ledger is left for the enterprise to replace on its ledger page (which says so), not overwritten
  // with the counts alone; the ledger form applies the 台账 when it is saved.
  if (unreadable) return;
  const records = await listIpRecords(db, userId);
  await saveLedger(db, userId, { ...ledger, ...ipLedgerCounts(records), ...ipGrantCountsY1(records, now) }, now);
}

export async function insertIpRecord(db: Db, userId: number, input: IpRecordInput, now: Date): Promise<PortalSchemas['IpRecord']> {
  const { lastInsertRowid } = await db.run(`INSERT INTO ip_records (user_id, kind, number, name, status, applied_at, granted_at, owner, updated_at)
     VALUES (@userId, @kind, @number, @name, @status, @appliedAt, @grantedAt, @owner, @updatedAt) RETURNING id`, { userId, ...normalized(input), updatedAt: now.toISOString() });
  await syncLedger(db, userId, now);
  const record = await findIpRecord(db, userId, Number(lastInsertRowid));
  if (!record) throw new Error('inserted IP record not found');
  return record;
}

/** Undefined when the account has no such record. */
export async function updateIpRecord(db: Db, userId: number, id: number, input: IpRecordInput, now: Date): Promise<PortalSchemas['IpRecord'] | undefined> {
  const { changes } = await db.run(`UPDATE ip_records SET kind = @kind, number = @number, name = @name, status = @status, applied_at = @appliedAt,
       granted_at = @grantedAt, owner = @owner, updated_at = @updatedAt
     WHERE id = @id AND user_id = @userId`, { id, userId, ...normalized(input), updatedAt: now.toISOString() });
  if (changes === 0) return undefined;
  await syncLedger(db, userId, now);
  return await findIpRecord(db, userId, id);
}

/** False when the account has no such record. */
export async function deleteIpRecord(db: Db, userId: number, id: number, now: Date): Promise<boolean> {
  const { changes } = await db.run('DELETE FROM ip_records WHERE id = ? AND user_id = ?', id, userId);
  if (changes === 0) return false;
  await syncLedger(db, userId, now);
  return true;
}

function normalized(input: IpRecordInput): IpRecordInput {
  return {
    kind: input.kind,
    number: input.number.trim().replace(/\s+/g, ''),
    name: input.name.trim(),
    status: input.status,
    appliedAt: input.appliedAt,
    grantedAt: input.grantedAt === '' ? null : input.grantedAt,
    owner: input.owner.trim(),
  };
}
