import type { TalentAvailability, TalentContractStatus, TalentEducation, TalentPayUnit, TalentSummary } from '@smes/api';
import { PORTAL_QUERY_LIMITS } from '@smes/contract-types';
import { formatNumber } from '@smes/ui';

export const EDUCATIONS = PORTAL_QUERY_LIMITS.talentList.education.enum;
export const PAY_UNITS = PORTAL_QUERY_LIMITS.talentList.payUnit.enum;

export const EDUCATION_LABELS: Record<TalentEducation, string> = { college: '大专', bachelor: '本科', master: '硕士', doctor: '博士' };

export const PAY_UNIT_LABELS: Record<TalentPayUnit, string> = { month: '元/月', day: '元/天', project: '元/项目' };

/** How the person is paid, as a filter reads: 按月 (hire), 按天 (consulting days) or 项目制 (one fee per project). */
export const PAY_UNIT_NAMES: Record<TalentPayUnit, string> = { month: '按月', day: '按天', project: '项目制' };

export const AVAILABILITY_LABELS: Record<TalentAvailability, string> = {
  immediate: '随时到岗',
  withinMonth: '一个月内到岗',
  projectOnly: '仅接项目合作（6 个月以内）',
};

export const CONTRACT_STATUSES = PORTAL_QUERY_LIMITS.talentContractMine.status.enum;

export const CONTRACT_STATUS_LABELS: Record<TalentContractStatus, string> = {
  sent: '已发送',
  viewed: '已查看',
  accepted: '已接受',
  declined: '已婉拒',
  withdrawn: '已撤回',
};

/** StatusChip tones (libs/ui STATUS_TONES). */
export const CONTRACT_STATUS_TONES = {
  sent: 'pending',
  viewed: 'processing',
  accepted: 'success',
  declined: 'failed',
  withdrawn: 'cancelled',
} as const satisfies Record<TalentContractStatus, string>;

/** 24,000–36,000 元/月. */
export function payRangeText(talent: Pick<TalentSummary, 'payMin' | 'payMax' | 'payUnit'>): string {
  return `${formatNumber(talent.payMin)}–${formatNumber(talent.payMax)} ${PAY_UNIT_LABELS[talent.payUnit]}`;
}
