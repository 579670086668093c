import type { DeclarationProject } from '@smes/api';
import { daysUntilClose, deadlineText, hasClosed } from '@smes/eligibility';
import { formatChinaDate, formatGrouped } from '@smes/ui';

export const STATUS_LABELS: Record<DeclarationProject['status'], string> = {
  not_started: '未开始',
  open: '申报中',
  closed: '已截止',
};

/** China calendar days left until the closing day (0 on the day itself), whatever the machine's time zone. */
export function daysLeft(endTime: string, now: Date): number {
  return hasClosed(endTime, now) ? 0 : Math.max(0, daysUntilClose(endTime, now));
}

/**
 * The status line of a declaration window, in China time: 申报中·今日 17:30 截止 on the closing day only,
 * 申报中·明天 17:30 截止 the day before, 申报中·剩 N 天 earlier; 未开始 / 已截止.
 */
export function windowText(project: Pick<DeclarationProject, 'status' | 'startTime' | 'endTime'>, now: Date): string {
  if (project.status === 'open') return hasClosed(project.endTime, now) ? '已截止' : `申报中·${deadlineText(project.endTime, now)}`;
  if (project.status === 'not_started') return `未开始·${formatChinaDate(project.startTime)} 开始`;
  return '已截止';
}

/** 最高 100 万元 for a policy, notice or project; nothing when it names no amount. */
export function amountText(amount: number | null): string | null {
  return amount === null ? null : `最高 ${formatGrouped(amount)} 万元`;
}

/** 最高 50 万元, or the support described in words when there is no amount (资质认定 and the like). */
export function supportText(project: Pick<DeclarationProject, 'supportAmount' | 'supportDesc'>): string {
  return amountText(project.supportAmount) ?? project.supportDesc;
}
