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
      totalInterest: 19_607.09,
      totalPayment: 1_019_607.09,
    });
  });

  it('等额本息: 200 万元 at 4.2% over 36 months is 59,226.07 元 a month', () => {
    const estimate = estimateRepayment('equalInstallment', 200, 4.2, 36);
    expect(estimate.monthlyPayment).toBe(59_226.07);
    expect(estimate.totalInterest).toBe(132_138.65);
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
    expect(estimateRepayment('equalInstallment', 50, 0, 24)).toMatchObject({ monthlyPayment: 20_833.33, totalInterest: 0 });
    expect(() => estimateRepayment('equalInstallment', 0, 3, 12)).toThrow(RangeError);
    expect(() => estimateRepayment('interestFirst', 10, -1, 12)).toThrow(RangeError);
    expect(() => estimateRepayment('interestFirst', 10, 3, 1.5)).toThrow(RangeError);
  });
});
