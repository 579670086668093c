import { describe, expect, it } from 'vitest';
import { creditCodeCheckChar } from '@smes/eligibility';
import { isValidCreditCode, makeCreditCode, organizationCodeCheckChar } from './credit-code';
import { createRng } from './prng';

describe('GB 32100-2015 credit codes', () => {
  it('accepts a published example and rejects a changed check char', () => {
    expect(isValidCreditCode('91350100M000100Y43')).toBe(true);
    expect(isValidCreditCode('91350100M000100Y44')).toBe(false);
  });

  it('rejects wrong length and forbidden characters', () => {
    expect(isValidCreditCode('91350100M000100Y4')).toBe(false);
    expect(isValidCreditCode('91350100M00010OY43')).toBe(false);
    expect(creditCodeCheckChar('9135010OM000100Y4')).toBeNull();
    // Letters may not stand in the six-digit administrative division, even with a right check char.
    expect(isValidCreditCode('9135A100M000100Y4Y')).toBe(false);
  });

  it('computes the GB 11714 organisation code check char', () => {
    // 组织机构代码 D2143569-X is a textbook example whose check char is X.
    expect(organizationCodeCheckChar('D2143569')).toBe('X');
    expect(organizationCodeCheckChar('00000000')).toBe('0');
  });

  it('makes codes that validate, for many random bodies', () => {
    const rng = createRng(7);
    for (let index = 0; index < 200; index += 1) {
      const body = String(rng.int(0, 99_999_999)).padStart(8, '0');
      const code = makeCreditCode({ division: '330110', organizationBody: body });
      expect(code).toMatch(/^91330110\d{8}[0-9X][0-9A-HJ-NPQRTUWXY]$/);
      expect(isValidCreditCode(code), code).toBe(true);
    }
  });
});
