import { describe, expect, it } from 'vitest';
import { checkCreditCode, creditCodeCheckChar, isValidCreditCode } from './credit-code';

describe('isValidCreditCode (GB 32100-2015)', () => {
  it.each(['91350100M000100Y43', '91110000600037341L', '91330110MA2H3K8X5F'])('accepts %s', (code) => {
    expect(isValidCreditCode(code)).toBe(true);
  });

  it.each([
    ['a wrong check digit', '91350100M000100Y44'],
    ['a wrong check letter', '91110000600037341M'],
    ['a changed body character', '91350100M000100Y53'],
    ['17 characters', '91350100M000100Y4'],
    ['19 characters', '91350100M000100Y433'],
    ['lower case', '91110000600037341l'],
    ['the excluded letter I', '91350100I000100Y43'],
    ['the excluded letter O', '9135010OM000100Y43'],
    ['a space', '91350100M000100 43'],
  ])('rejects %s', (_case, code) => {
    expect(isValidCreditCode(code)).toBe(false);
  });

  it('rejects values that are not strings', () => {
    expect(isValidCreditCode(91350100)).toBe(false);
    expect(isValidCreditCode(null)).toBe(false);
  });

  it('tells a format problem from a check-digit problem', () => {
    expect(checkCreditCode('91350100M000100Y43')).toBe('ok');
    expect(checkCreditCode('91350100M000100Y44')).toBe('checkDigit');
    expect(checkCreditCode('9135010')).toBe('format');
    // Its check character is right, but positions 3–8 are the administrative division: digits only.
    expect(checkCreditCode('9135A100M000100Y4Y')).toBe('format');
  });

  it('computes the check character, with 31 mapping to 0', () => {
    expect(creditCodeCheckChar('91350100M000100Y4')).toBe('3');
    expect(creditCodeCheckChar('91110000600037341')).toBe('L');
    expect(creditCodeCheckChar('9111000060003734')).toBeNull();
    expect(creditCodeCheckChar('9111000060003734I')).toBeNull();
  });
});
