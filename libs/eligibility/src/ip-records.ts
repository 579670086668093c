import type { PortalSchemas } from '@smes/contract-types';
import { chinaToday, isIsoDate } from './dates';
import type { EnterpriseLedger } from './ledger';
import type { TypesEqual } from './ledger-contract';
import type { IpLedgerCounts } from './ip-ledger-count-keys';

// A module of their own so that a form locking these fields (企业信息) does not fetch the records' rules (ADR 103).
export { IP_LEDGER_COUNT_KEYS } from './ip-ledger-count-keys';
export type { IpLedgerCounts } from './ip-ledger-count-keys';

/** 发明专利 / 实用新型 / 外观设计 / 软件著作权 / 商标. */
export type IpRecordKind = 'invention' | 'utility_model' | 'design' | 'software' | 'trademark';

/** 申请中 / 已授权 (商标 已注册, 软著 已登记) / 已驳回 / 已失效 / 已撤回. */
export type IpRecordStatus = 'pending' | 'granted' | 'rejected' | 'expired' | 'withdrawn';

/** One entry of the 知识产权台账 as the enterprise writes it. */
export type IpRecordInput = {
  kind: IpRecordKind;
  number: string;
  name: string;
  status: IpRecordStatus;
  appliedAt: string;
  grantedAt: string | null;
  owner: string;
};

/** 《高新技术企业认定管理工作指引》: 发明专利 are Ⅰ类; 实用新型、外观设计、软件著作权 Ⅱ类; 商标 count for neither. */
export type IpClass = 'class1' | 'class2';

// The contract's shapes are these: a record crosses the API without a cast (as the ledger does, ADR 4).
export const IP_RECORD_INPUT_MATCHES_CONTRACT: TypesEqual<IpRecordInput, PortalSchemas['IpRecordInput']> = true;
export const IP_COUNTS_MATCH_CONTRACT: TypesEqual<IpLedgerCounts, PortalSchemas['IpLedgerCounts']> = true;

export const IP_RECORD_KINDS: readonly IpRecordKind[] = ['invention', 'utility_model', 'design', 'software', 'trademark'];
export const IP_RECORD_STATUSES: readonly IpRecordStatus[] = ['pending', 'granted', 'rejected', 'expired', 'withdrawn'];

export const IP_KIND_LABELS: Record<IpRecordKind, string> = {
  invention: '发明专利',
  utility_model: '实用新型',
  design: '外观设计',
  software: '软件著作权',
  trademark: '商标',
};

/** The granted status is called what each office calls it. */
export function ipStatusLabel(status: IpRecordStatus, kind: IpRecordKind): string {
  if (status === 'granted') return kind === 'trademark' ? '已注册' : kind === 'software' ? '已登记' : '已授权';
  return { pending: '申请中', rejected: '已驳回', expired: '已失效', withdrawn: '已撤回' }[status];
}

/** What the 授权日 is called for a kind. */
export function ipGrantDateLabel(kind: IpRecordKind): string {
  return kind === 'trademark' ? '注册日' : kind === 'software' ? '登记日' : '授权日';
}

export function ipClassOf(kind: IpRecordKind): IpClass | null {
  if (kind === 'invention') return 'class1';
  return kind === 'trademark' ? null : 'class2';
}

/** Only a right in force counts: 已授权. An application, a rejection or a lapsed right proves nothing to a reviewer. */
export function isCountedIpRecord(record: Pick<IpRecordInput, 'status'>): boolean {
  return record.status === 'granted';
}

const LEDGER_FIELD_OF_KIND = {
  invention: 'inventionPatents',
  utility_model: 'utilityModels',
  design: 'designPatents',
  software: 'softwareCopyrights',
  trademark: 'trademarks',
} as const satisfies Record<IpRecordKind, keyof IpLedgerCounts>;

/**
 * The one place the ledger's 知识产权 counts are made from the 台账: granted records per kind, Ⅰ类 = granted
 * 发明专利, Ⅱ类 = granted 实用新型 + 外观设计 + 软件著作权. The 高企 rule set reads these fields (coreIpCount,
 * ipClass1, ipClass2Total), so an added granted patent reaches the evaluation through the ledger.
 */
export function ipLedgerCounts(records: readonly Pick<IpRecordInput, 'kind' | 'status'>[]): IpLedgerCounts {
  const counts: IpLedgerCounts = { inventionPatents: 0, utilityModels: 0, designPatents: 0, softwareCopyrights: 0, trademarks: 0, ipClass1: 0, ipClass2: 0 };
  for (const record of records) {
    if (!isCountedIpRecord(record)) continue;
    counts[LEDGER_FIELD_OF_KIND[record.kind]] += 1;
    const ipClass = ipClassOf(record.kind);
    if (ipClass === 'class1') counts.ipClass1 += 1;
    if (ipClass === 'class2') counts.ipClass2 += 1;
  }
  return counts;
}

/** The ledger's 上年度 grant counts, the window per-item 授权资助 pay for. */
export type IpGrantCountsY1 = { inventionPatentsGrantedY1: number; utilityModelsGrantedY1: number; designPatentsGrantedY1: number; softwareCopyrightsGrantedY1: number };

const GRANTED_Y1_FIELD_OF_KIND = {
  invention: 'inventionPatentsGrantedY1',
  utility_model: 'utilityModelsGrantedY1',
  design: 'designPatentsGrantedY1',
  software: 'softwareCopyrightsGrantedY1',
} as const satisfies Partial<Record<IpRecordKind, keyof IpGrantCountsY1>>;

/**
 * Rights granted (registered) in the previous China calendar year and still in force: what 上年度新授权的发明专利，
 * 每件资助 … counts. A lapsed or withdrawn right is not paid for; 商标 are paid by none of these clauses.
 */
export function ipGrantCountsY1(records: readonly Pick<IpRecordInput, 'kind' | 'status' | 'grantedAt'>[], now: Date): IpGrantCountsY1 {
  const lastYear = String(Number(chinaToday(now).slice(0, 4)) - 1);
  const counts: IpGrantCountsY1 = { inventionPatentsGrantedY1: 0, utilityModelsGrantedY1: 0, designPatentsGrantedY1: 0, softwareCopyrightsGrantedY1: 0 };
  for (const record of records) {
    if (!isCountedIpRecord(record) || record.kind === 'trademark' || record.grantedAt?.slice(0, 4) !== lastYear) continue;
    counts[GRANTED_Y1_FIELD_OF_KIND[record.kind]] += 1;
  }
  return counts;
}

/**
 * The ledger with its 知识产权 counts taken from the 台账 (and, given the day, its 上年度 grants); with no record
 * the enterprise's own figures stand.
 */
export function withIpRecords(ledger: EnterpriseLedger, records: readonly Pick<IpRecordInput, 'kind' | 'status' | 'grantedAt'>[], now?: Date): EnterpriseLedger {
  if (records.length === 0) return ledger;
  return { ...ledger, ...ipLedgerCounts(records), ...(now ? ipGrantCountsY1(records, now) : {}) };
}

// 专利号 ZL + 申请号 (12 digits, a dot, a check digit 0-9 or X); older 8-digit numbers are still in force for
// some 外观设计 and are accepted; 软著登记号 like 2023SR0123456; 商标注册号 a plain number.
const PATENT_NUMBER = /^(ZL)?\s?(\d{12}|\d{8})\.[\dX]$/;
const SOFTWARE_NUMBER = /^\d{4}SR\d{6,7}$/;
const TRADEMARK_NUMBER = /^\d{6,9}$/;

const NUMBER_RULES: Record<IpRecordKind, { pattern: RegExp; message: string }> = {
  invention: { pattern: PATENT_NUMBER, message: '专利号格式应如 ZL202110123456.7' },
  utility_model: { pattern: PATENT_NUMBER, message: '专利号格式应如 ZL202120123456.7' },
  design: { pattern: PATENT_NUMBER, message: '专利号格式应如 ZL202130123456.7' },
  software: { pattern: SOFTWARE_NUMBER, message: '登记号格式应如 2023SR0123456' },
  trademark: { pattern: TRADEMARK_NUMBER, message: '商标注册号（申请号）应为 6 到 9 位数字' },
};

export type IpRecordErrors = Partial<Record<keyof IpRecordInput, string>>;

/**
 * Checks what the contract cannot: the number's format for its kind, dates that exist and are not in the
 * future, a 授权日 when the right was granted (or has lapsed), never before the 申请日. Chinese messages by field.
 */
export function validateIpRecord(input: IpRecordInput, now: Date): IpRecordErrors {
  const errors: IpRecordErrors = {};
  const today = chinaToday(now);
  const number = input.number.trim();
  if (!IP_RECORD_KINDS.includes(input.kind)) errors.kind = '请选择知识产权类型';
  else if (number === '') errors.number = '请填写编号';
  else if (!NUMBER_RULES[input.kind].pattern.test(number)) errors.number = NUMBER_RULES[input.kind].message;
  if (input.name.trim() === '') errors.name = '请填写名称';
  if (input.owner.trim() === '') errors.owner = '请填写权利人';
  if (!IP_RECORD_STATUSES.includes(input.status)) errors.status = '请选择状态';
  if (!isIsoDate(input.appliedAt)) errors.appliedAt = '请填写申请日';
  else if (input.appliedAt > today) errors.appliedAt = '申请日不能晚于今天';
  const grantLabel = IP_RECORD_KINDS.includes(input.kind) ? ipGrantDateLabel(input.kind) : '授权日';
  const needsGrant = input.status === 'granted' || input.status === 'expired';
  if (input.grantedAt === null || input.grantedAt === '') {
    if (needsGrant) errors.grantedAt = `${ipStatusLabel(input.status, input.kind)}的记录须填写${grantLabel}`;
  } else if (!isIsoDate(input.grantedAt)) errors.grantedAt = `${grantLabel}不是有效日期`;
  else if (input.grantedAt > today) errors.grantedAt = `${grantLabel}不能晚于今天`;
  else if (isIsoDate(input.appliedAt) && input.grantedAt < input.appliedAt) errors.grantedAt = `${grantLabel}不能早于申请日`;
  else if (input.status === 'pending') errors.grantedAt = `申请中的记录还没有${grantLabel}`;
  return errors;
}
