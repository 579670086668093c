import type { FundRepayment } from '@smes/api';

export const REPAYMENT_LABELS: Record<FundRepayment, string> = { equalInstallment: '等额本息', interestFirst: '先息后本' };

/** The formula each method uses, shown beside the figures so the estimate can be checked by hand. */
export const REPAYMENT_FORMULAS: Record<FundRepayment, string> = {
  equalInstallment: '每月还款 = 本金 × 月利率 × (1 + 月利率)^期数 ÷ [(1 + 月利率)^期数 − 1]，月利率 = 年利率 ÷ 12；每月还款四舍五入到分，还款总额 = 每月还款 × 期数',
  interestFirst: '每月利息 = 本金 × 年利率 ÷ 12，四舍五入到分；最后一期归还全部本金和当月利息，利息总额 = 每月利息 × 期数',
};

export type RepaymentEstimate = {
  method: FundRepayment;
  /** 元. */
  principal: number;
  months: number;
  /** %, as quoted. */
  annualRate: number;
  /** 元 per month (for 先息后本 the months before the last). */
  monthlyPayment: number;
  /** 元 of the last month (for 等额本息 the same as every other). */
  lastPayment: number;
  totalInterest: number;
  totalPayment: number;
};

/**
 * A repayment estimate for `amountWan` 万元 at `annualRatePercent` over `months`: an estimate at the chosen
 * rate, not an offer (banks round each month and may charge fees). Amounts come back in 元, to the 分.
 */
export function estimateRepayment(method: FundRepayment, amountWan: number, annualRatePercent: number, months: number): RepaymentEstimate {
  if (!(amountWan > 0) || !Number.isFinite(amountWan)) throw new RangeError('amount must be positive');
  if (!(annualRatePercent >= 0) || !Number.isFinite(annualRatePercent)) throw new RangeError('rate must not be negative');
  if (!Number.isInteger(months) || months < 1) throw new RangeError('months must be a positive whole number');
  const principal = amountWan * 10_000;
  const monthlyRate = annualRatePercent / 100 / 12;
  // Every instalment is rounded to the 分 as shown, and the totals are the sums of those instalments, so the
  // figures on screen add up (36 × 59,226.07 = 2,132,138.52).
  if (method === 'interestFirst') {
    const interestCents = Math.round(principal * monthlyRate * 100);
    return {
      method,
      principal,
      months,
      annualRate: annualRatePercent,
      monthlyPayment: interestCents / 100,
      lastPayment: (principal * 100 + interestCents) / 100,
      totalInterest: (interestCents * months) / 100,
      totalPayment: (principal * 100 + interestCents * months) / 100,
    };
  }
  const growth = (1 + monthlyRate) ** months;
  const paymentCents = Math.round((monthlyRate === 0 ? principal / months : (principal * monthlyRate * growth) / (growth - 1)) * 100);
  // Without interest the last instalment takes the 分 left over, so exactly the principal is repaid.
  const lastCents = monthlyRate === 0 ? principal * 100 - paymentCents * (months - 1) : paymentCents;
  const totalCents = paymentCents * (months - 1) + lastCents;
  return {
    method,
    principal,
    months,
    annualRate: annualRatePercent,
    monthlyPayment: paymentCents / 100,
    lastPayment: lastCents / 100,
    totalInterest: (totalCents - principal * 100) / 100,
    totalPayment: totalCents / 100,
  };
}
