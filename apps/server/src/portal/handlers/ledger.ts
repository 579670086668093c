import { getLedgerField, isLedgerFieldKey, ledgerCompleteness, validateLedger } from '@smes/eligibility';
import type { EnterpriseLedger } from '@smes/eligibility';
import { displayName } from '../../db/name-keys';
import { ledgerWithIpRecords, withIpRecordsApplied } from '../../domain/ip-records';
import { findLedger, ledgerRecord, saveLedger } from '../../domain/ledgers';
import { FieldValidationError } from '../../shared/domain-error';
import { ok } from '../envelope';
import { requireSession } from '../session';
import type { Handler, PortalDeps } from './types';

/**
 * Merge semantics: a given field replaces the stored one and `null` clears it, except where `null`
 * is itself the answer (a qualification not held), which is stored as given.
 */
export function mergeLedger(current: EnterpriseLedger, changes: Record<string, unknown>): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...current };
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined) continue;
    if (value === null && !(isLedgerFieldKey(key) && getLedgerField(key).nullIsAnswer)) delete merged[key];
    else merged[key] = value;
  }
  return merged;
}

/**
 * The name and the credit code are compared with other accounts' and shown publicly: they are kept as shown,
 * NFKC without invisible characters (db/name-keys.ts), so a zero-width space makes no second company.
 */
function withIdentityNormalised(changes: Record<string, unknown>): Record<string, unknown> {
  const out = { ...changes };
  if (typeof out['enterpriseName'] === 'string') out['enterpriseName'] = displayName(out['enterpriseName']);
  if (typeof out['creditCode'] === 'string') out['creditCode'] = displayName(out['creditCode']).replace(/\s/gu, '');
  return out;
}

export function ledgerHandlers({ db, now }: PortalDeps): Record<string, Handler> {
  return {
    ledgerGet: async (request) => {
      const { user } = requireSession(request);
      const record = await ledgerRecord(db, user.id);
      // An unreadable stored ledger goes out empty, as every evaluation reads it (ledgerForEvaluation).
      if (record.unreadable) return ok(record);
      // The 台账's 上年度 grants are counted on today's date, so the ledger the browser's what-if reads is current.
      const ledger = await ledgerWithIpRecords(db, user.id, record.ledger, now());
      return ok({ ...record, ledger, completeness: ledgerCompleteness(ledger) });
    },
    ledgerUpdate: async (request) => {
      const { user } = requireSession(request);
      const at = now();
      // Where the account keeps a 知识产权台账, its counts stand over figures typed into the ledger form.
      const merged = await withIpRecordsApplied(
              db,
              user.id,
              mergeLedger((await findLedger(db, user.id)).ledger, withIdentityNormalised(request.body as Record<string, unknown>)),
              at,
            );
      const result = validateLedger(merged, { now: at });
      if (!result.ok) throw new FieldValidationError(result.errors);
      await saveLedger(db, user.id, result.value, at);
      return ok(await ledgerRecord(db, user.id), '企业档案已保存');
    },
  };
}
