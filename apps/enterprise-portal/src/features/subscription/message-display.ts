import type { MessageLink, MessageType } from '@smes/api';
import { paths } from '../../app/paths';

export const MESSAGE_TYPE_LABELS: Record<MessageType, string> = {
  policy: '新政策',
  notice: '申报通知',
  application: '申报进度',
  system: '系统通知',
};

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

function startOfDay(date: Date): number {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
}

/** 2026-03-02 14:05, in the viewer's time zone, for the tooltip and for old messages. */
export function formatDateTime(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/**
 * How long ago a message arrived, the way Chinese inboxes say it: 刚刚, N 分钟前, N 小时前 (today),
 * 昨天 HH:mm, then the date. A time slightly in the future (clock skew) reads as 刚刚.
 */
export function formatRelativeTime(iso: string, now: Date): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const elapsed = now.getTime() - date.getTime();
  if (elapsed < MINUTE_MS) return '刚刚';
  if (elapsed < HOUR_MS) return `${Math.floor(elapsed / MINUTE_MS)} 分钟前`;
  const today = startOfDay(now);
  if (date.getTime() >= today) return `${Math.floor(elapsed / HOUR_MS)} 小时前`;
  const yesterday = startOfDay(new Date(today - 1));
  if (date.getTime() >= yesterday) return `昨天 ${pad(date.getHours())}:${pad(date.getMinutes())}`;
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Where opening a message leads; null when the message stands on its own. */
export function messageHref(link: MessageLink | null): string | null {
  if (link === null) return null;
  switch (link.kind) {
    case 'policy':
      return paths.policyNotice.policyDetail(link.id);
    case 'notice':
      return paths.declarationNotice.detail(link.id);
    case 'application':
      return paths.personalCenter.myApplication;
    case 'report':
      return paths.personalCenter.myReport.detail(link.id);
  }
}
