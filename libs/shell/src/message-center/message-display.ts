import type { MessageType } from '@smes/api';
import { formatChinaDate, formatChinaTime } from '@smes/ui';

export const MESSAGE_TYPE_LABELS: Record<MessageType, string> = {
  policy: '新政策',
  notice: '申报通知',
  application: '申报进度',
  service: '找服务',
  system: '系统通知',
};

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/**
 * How long ago a message arrived, the way Chinese inboxes say it: 刚刚, N 分钟前, N 小时前 (today),
 * 昨天 HH:mm, then the date — days and clock in China time, like every date the portal shows. A time
 * slightly in the future (clock skew) reads as 刚刚.
 */
export function formatRelativeTime(iso: string, now: Date): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const elapsed = now.getTime() - date.getTime();
  if (elapsed < MINUTE_MS) return '刚刚';
  if (elapsed < HOUR_MS) return `${Math.floor(elapsed / MINUTE_MS)} 分钟前`;
  const day = formatChinaDate(date);
  if (day === formatChinaDate(now)) return `${Math.floor(elapsed / HOUR_MS)} 小时前`;
  // China keeps no daylight saving, so the previous China day is exactly 24 hours back.
  if (day === formatChinaDate(new Date(now.getTime() - DAY_MS))) return `昨天 ${formatChinaTime(date)}`;
  return day;
}
