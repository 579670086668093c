import { chinaToday, parseIsoDate } from './dates';
import type { EnterpriseLedger } from './ledger';

/** The ledger's 资质 date fields: the day each qualification was (last) recognised, or null when not held. */
export type QualificationField = 'qualHighTech' | 'qualSpecialized' | 'qualLittleGiant' | 'qualInnovativeSme' | 'qualTechSme';

export type QualificationRule = {
  field: QualificationField;
  label: string;
  /** How long a recognition lasts, and what the enterprise must do before it lapses. */
  validity: { years: number } | { calendarYear: true };
  renewal: string;
  basis: string;
};

/**
 * How long each qualification holds: 高企 三年 from the certificate (《高新技术企业认定管理办法》第九条), the three
 * tiers of 《优质中小企业梯度培育管理暂行办法》 三年 each, 科技型中小企业 for the year it was 评价入库 (re-evaluated
 * every year). A recognition past its validity is not held: the enterprise is measured for it again.
 */
export const QUALIFICATION_RULES: Readonly<Record<QualificationField, QualificationRule>> = {
  qualHighTech: {
    field: 'qualHighTech',
    label: '高新技术企业',
    validity: { years: 3 },
    renewal: '资格期满前须重新提出认定申请，通过后重新计算有效期',
    basis: '《高新技术企业认定管理办法》（国科发火〔2016〕32号）第九条',
  },
  qualSpecialized: {
    field: 'qualSpecialized',
    label: '专精特新中小企业',
    validity: { years: 3 },
    renewal: '有效期满须参加复核，复核通过后继续有效',
    basis: '《优质中小企业梯度培育管理暂行办法》（工信部企业〔2022〕63号）',
  },
  qualLittleGiant: {
    field: 'qualLittleGiant',
    label: '专精特新“小巨人”企业',
    validity: { years: 3 },
    renewal: '有效期满须参加复核，复核通过后继续有效',
    basis: '《优质中小企业梯度培育管理暂行办法》（工信部企业〔2022〕63号）',
  },
  qualInnovativeSme: {
    field: 'qualInnovativeSme',
    label: '创新型中小企业',
    validity: { years: 3 },
    renewal: '有效期满须重新参加评价',
    basis: '《优质中小企业梯度培育管理暂行办法》（工信部企业〔2022〕63号）',
  },
  qualTechSme: {
    field: 'qualTechSme',
    label: '科技型中小企业',
    validity: { calendarYear: true },
    renewal: '每年须重新评价入库',
    basis: '《科技型中小企业评价办法》（国科发政〔2017〕115号）',
  },
};

export const QUALIFICATION_FIELDS = Object.keys(QUALIFICATION_RULES) as QualificationField[];

export function isQualificationField(value: unknown): value is QualificationField {
  return typeof value === 'string' && Object.hasOwn(QUALIFICATION_RULES, value);
}

/** A qualification the ledger records, with the last day it holds. */
export type QualificationRecord = {
  field: QualificationField;
  label: string;
  /** 认定日期. */
  since: string;
  /** The last day of validity (inclusive). */
  validUntil: string;
  /** Whether it holds on the day asked about (China time). */
  valid: boolean;
  renewal: string;
  basis: string;
};

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** The last valid day of a recognition made on `since`: the day before its `years`th anniversary, or 12-31 of its year. */
export function validUntilOf(rule: QualificationRule, since: string): string | null {
  const parts = parseIsoDate(since);
  if (!parts) return null;
  if ('calendarYear' in rule.validity) return `${parts.year}-12-31`;
  const anniversary = new Date(Date.UTC(parts.year + rule.validity.years, parts.month - 1, parts.day));
  // 29 February has no anniversary in a common year: Date rolls it to 1 March, whose day before is 28 February.
  if (anniversary.getUTCMonth() !== parts.month - 1) anniversary.setUTCDate(0);
  const last = new Date(anniversary.getTime() - 86_400_000);
  return `${last.getUTCFullYear()}-${pad(last.getUTCMonth() + 1)}-${pad(last.getUTCDate())}`;
}

/** The qualification as the ledger records it, with its validity on `now`'s day; null when the ledger holds no date. */
export function qualificationRecord(ledger: EnterpriseLedger, field: QualificationField, now: Date): QualificationRecord | null {
  const since = ledger[field];
  if (typeof since !== 'string') return null;
  const rule = QUALIFICATION_RULES[field];
  const validUntil = validUntilOf(rule, since);
  if (!validUntil) return null;
  const today = chinaToday(now);
  return { field, label: rule.label, since, validUntil, valid: since <= today && today <= validUntil, renewal: rule.renewal, basis: rule.basis };
}

/** 已认定（有效期至 2028-05-11）: how every screen names a held qualification. */
export function heldText(record: Pick<QualificationRecord, 'validUntil'>): string {
  return `已认定（有效期至 ${record.validUntil}）`;
}
