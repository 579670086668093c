import { qualificationRecord } from '@smes/eligibility';
import type { EnterpriseLedger, QualificationField, QualificationRecord } from '@smes/eligibility';

/** How owners name each qualification; 小巨人 first, since its full name also says 专精特新. */
const QUALIFICATION_NAMES: readonly [QualificationField, RegExp][] = [
  ['qualLittleGiant', /小巨人/],
  ['qualSpecialized', /专精特新/],
  ['qualHighTech', /高企|高新技术企业|高新企业/],
  ['qualInnovativeSme', /创新型中小企业/],
  ['qualTechSme', /科技型中小企业|科小/],
];
/** A question about money a qualification brings (认定奖励), not about being recognised. */
const ABOUT_MONEY = /奖励|奖补|补助|补贴|资助|兑现/;

/**
 * The qualification a question names and the ledger holds in its validity, unless the question asks about the
 * money it brings: the answer then starts from it and advises no application for it (only its renewal),
 * whatever the retrieved clauses say about applying.
 */
export function heldQualificationIn(question: string, ledger: EnterpriseLedger | null, now: Date): QualificationRecord | null {
  if (!ledger || ABOUT_MONEY.test(question)) return null;
  const named = QUALIFICATION_NAMES.find(([, pattern]) => pattern.test(question));
  if (!named) return null;
  const record = qualificationRecord(ledger, named[0], now);
  return record?.valid ? record : null;
}

/** The conclusion for a qualification already held: since when it is valid and how it is kept. */
export function heldConclusion(record: Pick<QualificationRecord, 'label' | 'validUntil' | 'renewal'>): string {
  return `结论：贵企业已认定为${record.label}（有效期至 ${record.validUntil}），无需再次申报认定；${record.renewal}。`;
}
