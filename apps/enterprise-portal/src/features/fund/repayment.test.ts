import { describe, expect, it } from 'vitest';
import { estimateRepayment } from './repayment';

describe('estimateRepayment', () => {
  it('等额本息: 100 万元 at 3.6% over 12 months is 84,967.26 元 a month and 19,607.09 元 of interest', () => {
    // r = 0.003, (1.003)^12 = 1.036600…; 1,000,000 × 0.003 × 1.036600 ÷ 0.036600 = 84,967.26
    expect(estimateRepayment('equalInstallment', 100, 3.6, 12)).toEqual({
      method: 'equalInstallment',
      principal: 1_000_000,
      months: 12,
      annualRate: 3.6,
      monthlyPayment: 84_967.26,
      lastPayment: 84_967.26,
      totalInterest: 19_607.12,
      totalPayment: 1_019_607.12,
    });
  });

  it('等额本息: 200 万元 at 4.2% over 36 months is 59,226.07 元 a month, and the totals are those 36 instalments', () => {
    const estimate = estimateRepayment('equalInstallment', 200, 4.2, 36);
    expect(estimate.monthlyPayment).toBe(59_226.07);
    // 36 × 59,226.07, not 36 × the unrounded 59,226.0736…
    expect(estimate.totalPayment).toBe(2_132_138.52);
    expect(estimate.totalInterest).toBe(132_138.52);
  });

  it('totals are always the shown instalments times the months, to the 分', () => {
    for (const [amount, rate, months] of [[37, 3.85, 7], [123.45, 5.65, 60], [1, 2.9, 13], [500, 4.35, 36]] as const) {
      for (const method of ['equalInstallment', 'interestFirst'] as const) {
        const e = estimateRepayment(method, amount, rate, months);
        const instalments = Math.round(e.monthlyPayment * 100) * (months - 1) + Math.round(e.lastPayment * 100);
        expect(Math.round(e.totalPayment * 100)).toBe(instalments);
        expect(Math.round(e.totalInterest * 100)).toBe(instalments - Math.round(e.principal * 100));
      }
    }
  });

  it('先息后本: 200 万元 at 4.2% over 36 months is 7,000 元 of interest a month and the principal with the last', () => {
    expect(estimateRepayment('interestFirst', 200, 4.2, 36)).toMatchObject({
      monthlyPayment: 7000,
      lastPayment: 2_007_000,
      totalInterest: 252_000,
      totalPayment: 2_252_000,
    });
  });

  it('divides the principal evenly at a zero rate, and refuses what cannot be a loan', () => {
    expect(estimateRepayment('equalInstallment', 50, 0, 24)).toMatchObject({ monthlyPayment: 20_833.33, lastPayment: 20_833.41, totalInterest: 0, totalPayment: 500_000 });
    expect(() => estimateRepayment('equalInstallment', 0, 3, 12)).toThrow(RangeError);
    expect(() => estimateRepayment('interestFirst', 10, -1, 12)).toThrow(RangeError);
    expect(() => estimateRepayment('interestFirst', 10, 3, 1.5)).toThrow(RangeError);
  });
});
