import type { FinancingStatus, FundGuarantee, FundSummary } from '@smes/api';
import { PORTAL_QUERY_LIMITS } from '@smes/contract-types';

export const GUARANTEES = PORTAL_QUERY_LIMITS.fundList.guarantee.enum;

export const GUARANTEE_LABELS: Record<FundGuarantee, string> = { credit: '信用', mortgage: '抵押', guarantee: '担保', ipPledge: '知识产权质押' };

export const FINANCING_STATUSES = PORTAL_QUERY_LIMITS.fundApplicationMine.status.enum;

export const FINANCING_STATUS_LABELS: Record<FinancingStatus, string> = {
  submitted: '已提交',
  accepted: '已受理',
  reviewing: '审批中',
  disbursed: '已放款',
  rejected: '未通过',
  withdrawn: '已撤回',
};

/** StatusChip tones (libs/ui STATUS_TONES). */
export const FINANCING_STATUS_TONES = {
  submitted: 'pending',
  accepted: 'processing',
  reviewing: 'reviewing',
  disbursed: 'success',
  rejected: 'failed',
  withdrawn: 'cancelled',
} as const satisfies Record<FinancingStatus, string>;

export function amountRangeText(fund: Pick<FundSummary, 'amountMin' | 'amountMax'>): string {
  return `${fund.amountMin}–${fund.amountMax} 万元`;
}

export function rateRangeText(fund: Pick<FundSummary, 'rateMin' | 'rateMax'>): string {
  return `${fund.rateMin.toFixed(2)}%–${fund.rateMax.toFixed(2)}%`;
}

export function termRangeText(fund: Pick<FundSummary, 'termMin' | 'termMax'>): string {
  return `${fund.termMin}–${fund.termMax} 个月`;
}
