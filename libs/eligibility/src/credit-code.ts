// GB 32100-2015 法人和其他组织统一社会信用代码编码规则.
const CHARSET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];
// Registration authority and entity type, the six-digit administrative division, the nine-character
// organisation code and the check character.
const FORMAT = /^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/;

export type CreditCodeCheck = 'ok' | 'format' | 'checkDigit';

/** The check character for the first 17 characters of a code, or null if they are not in the charset. */
export function creditCodeCheckChar(first17: string): string | null {
  if (first17.length !== 17) return null;
  let sum = 0;
  for (let index = 0; index < 17; index += 1) {
    const value = CHARSET.indexOf(first17.charAt(index));
    if (value < 0) return null;
    sum += value * (WEIGHTS[index] ?? 0);
  }
  return CHARSET.charAt((31 - (sum % 31)) % 31);
}

export function checkCreditCode(code: string): CreditCodeCheck {
  if (!FORMAT.test(code)) return 'format';
  return creditCodeCheckChar(code.slice(0, 17)) === code.charAt(17) ? 'ok' : 'checkDigit';
}

export function isValidCreditCode(code: unknown): boolean {
  return typeof code === 'string' && checkCreditCode(code) === 'ok';
}
