/**
 * 统一社会信用代码 (GB 32100-2015): 1 registration-authority char, 1 entity-type char, 6-digit
 * administrative division, 9-char organisation code (GB 11714, with its own check char) and a
 * final check char over the first 17. The check and validation are the engine's (libs/eligibility), which
 * validates ledgers with them; only generating codes for the seed lives here.
 */
import { creditCodeCheckChar } from '@smes/eligibility';

export { isValidCreditCode } from '@smes/eligibility';

const ORG_WEIGHTS = [3, 7, 9, 10, 5, 8, 4, 2];

/** GB 11714 check char: digits keep their value, letters count from A = 10. */
export function organizationCodeCheckChar(first8: string): string {
  if (!/^[0-9A-Z]{8}$/.test(first8)) throw new Error('an organisation code body is 8 digits or capitals');
  let sum = 0;
  for (let index = 0; index < 8; index += 1) {
    sum += Number.parseInt(first8.charAt(index), 36) * (ORG_WEIGHTS[index] ?? 0);
  }
  const check = 11 - (sum % 11);
  if (check === 10) return 'X';
  if (check === 11) return '0';
  return String(check);
}

export type CreditCodeParts = {
  /** 9 = 工商 (market regulation). */
  authority?: string;
  /** 1 = 企业. */
  entityType?: string;
  /** Six-digit administrative division code, e.g. 330110 for 杭州市余杭区. */
  division: string;
  /** Eight digits of the organisation code body. */
  organizationBody: string;
};

export function makeCreditCode({ authority = '9', entityType = '1', division, organizationBody }: CreditCodeParts): string {
  if (!/^\d{6}$/.test(division)) throw new Error('division must be six digits');
  const organizationCode = organizationBody + organizationCodeCheckChar(organizationBody);
  const first17 = `${authority}${entityType}${division}${organizationCode}`;
  const check = creditCodeCheckChar(first17);
  if (check === null) throw new Error(`"${first17}" has a character a credit code does not allow`);
  return first17 + check;
}
