import type { DeclarationProject } from '@smes/api';
import { formatChinaDate, formatGrouped } from '@smes/ui';

const DAY_MS = 24 * 60 * 60 * 1000;

export const STATUS_LABELS: Record<DeclarationProject['status'], string> = {
  not_started: '未开始',
  open: '申报中',
  closed: '已截止',
};

/** Whole days left until `endTime`, counting a partly remaining day as one; 0 once it has passed. */
export function daysLeft(endTime: string, now: Date): number {
  const ms = new Date(endTime).getTime() - now.getTime();
  return ms <= 0 ? 0 : Math.ceil(ms / DAY_MS);
}

/** The status line of a declaration window: 申报中·剩 N 天 / 未开始 / 已截止. */
export function windowText(project: Pick<DeclarationProject, 'status' | 'startTime' | 'endTime'>, now: Date): string {
  if (project.status === 'open') {
    const days = daysLeft(project.endTime, now);
    return days <= 1 ? '申报中·今日截止' : `申报中·剩 ${days} 天`;
  }
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
