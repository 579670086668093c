import type { Db } from '../db/database';
import { nameKey } from '../db/name-keys';
import { DomainError } from '../shared/domain-error';

const DISPUTE = '如确属贵单位，请通过「意见反馈」提交申诉并附营业执照，平台核实后处理';
export const CREDIT_CODE_TAKEN_MESSAGE = `该统一社会信用代码已由其他账号登记。${DISPUTE}`;
export const COMPANY_NAME_TAKEN_MESSAGE = `该企业名称已由其他账号登记。${DISPUTE}`;

/** 409 with the message on the field, as the ledger form shows field messages. */
export function creditCodeTaken(): DomainError {
  return new DomainError('conflict', CREDIT_CODE_TAKEN_MESSAGE, { fieldErrors: { creditCode: CREDIT_CODE_TAKEN_MESSAGE } });
}

/** Whether an account other than `userId` holds the code, in its ledger or as a service institution (an institution without an account too). */
export async function creditCodeHeldByOther(db: Db, code: string, userId: number): Promise<boolean> {
  const claim = (await db.get('SELECT user_id FROM credit_code_claims WHERE credit_code = ?', code)) as { user_id: number } | undefined;
  if (claim) return claim.user_id !== userId;
  return await db.get('SELECT 1 FROM institutions WHERE credit_code = ? AND user_id IS DISTINCT FROM ?', code, userId) !== undefined;
}

/**
 * Records the ledger's code as the account's own (letting go of any other it held), or lets its code go when the
 * ledger holds none; `name` is the enterprise name it goes with. Throws the 409 when another holds the code.
 * Run it in the transaction that saves the ledger.
 */
export async function claimCreditCode(db: Db, userId: number, code: string | null | undefined, name: string | null | undefined, now: Date): Promise<void> {
  if (!code) {
    await db.run('DELETE FROM credit_code_claims WHERE user_id = ?', userId);
    return;
  }
  if (await creditCodeHeldByOther(db, code, userId)) throw creditCodeTaken();
  await db.run('DELETE FROM credit_code_claims WHERE user_id = ? AND credit_code <> ?', userId, code);
  await db.run(`INSERT INTO credit_code_claims (credit_code, user_id, name_key, claimed_at) VALUES (?, ?, ?, ?)
     ON CONFLICT (credit_code) DO UPDATE SET name_key = excluded.name_key`, code, userId, name ? nameKey(name) : null, now.toISOString());
}

export async function ownsCreditCode(db: Db, userId: number, code: string): Promise<boolean> {
  return await db.get('SELECT 1 FROM credit_code_claims WHERE credit_code = ? AND user_id = ?', code, userId) !== undefined;
}

/** Refuses (409) a company name that another account recorded with its credit code. */
export async function assertNameNotClaimedByOther(db: Db, name: string, userId: number): Promise<void> {
  if (await db.get('SELECT 1 FROM credit_code_claims WHERE name_key = ? AND user_id <> ?', nameKey(name), userId) !== undefined) {
    throw new DomainError('conflict', COMPANY_NAME_TAKEN_MESSAGE);
  }
}
