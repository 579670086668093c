/**
 * 统一社会信用代码 (GB 32100-2015): 1 registration-authority char, 1 entity-type char, 6-digit
 * administrative division, 9-char organisation code (GB 11714, with its own check char) and a
 * final check char over the first 17.
 */
const CHARSET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const CREDIT_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];
const ORG_WEIGHTS = [3, 7, 9, 10, 5, 8, 4, 2];
const CREDIT_CODE_PATTERN = /^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/;

export function creditCodeCheckChar(first17: string): string {
  if (first17.length !== 17) throw new Error('a credit code check char needs exactly 17 chars');
  let sum = 0;
  for (let index = 0; index < 17; index += 1) {
    const value = CHARSET.indexOf(first17.charAt(index));
    if (value < 0) throw new Error(`"${first17.charAt(index)}" is not allowed in a credit code`);
    sum += value * (CREDIT_WEIGHTS[index] ?? 0);
  }
  return CHARSET.charAt((31 - (sum % 31)) % 31);
}

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

export function isValidCreditCode(code: string): boolean {
  if (!CREDIT_CODE_PATTERN.test(code)) return false;
  return creditCodeCheckChar(code.slice(0, 17)) === code.charAt(17);
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
  return first17 + creditCodeCheckChar(first17);
}
