import type { DeclarationStatus, NoticeSummary } from '@smes/api';
import { windowText } from '../../shared/display/declaration-display';

type Window = Pick<NoticeSummary, 'startTime' | 'endTime'>;

/** The status at `now`, from the window itself, so a page left open turns 申报中 into 已截止 on time. */
export function windowStatus({ startTime, endTime }: Window, now: Date): DeclarationStatus {
  const at = now.getTime();
  if (at < new Date(startTime).getTime()) return 'not_started';
  if (at < new Date(endTime).getTime()) return 'open';
  return 'closed';
}

/** The StatusChip tone name of a window status. */
export function windowTone(status: DeclarationStatus): 'open' | 'upcoming' | 'closed' {
  if (status === 'open') return 'open';
  return status === 'not_started' ? 'upcoming' : 'closed';
}

/** 申报中·剩 N 天 / 未开始·… 开始 / 已截止, as on the declaration projects. */
export function noticeWindowText(notice: Window, now: Date): string {
  return windowText({ ...notice, status: windowStatus(notice, now) }, now);
}

export type CountdownParts = { days: number; hours: number; minutes: number; seconds: number };

/** Splits a non-negative duration into 天 时 分 秒 (whole seconds, rounded down). */
export function countdownParts(ms: number): CountdownParts {
  const total = Math.max(0, Math.floor(ms / 1000));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}

export type WindowCountdown = {
  status: DeclarationStatus;
  /** Time left until the window closes (申报中) or opens (未开始); null once it has closed. */
  parts: CountdownParts | null;
};

export function windowCountdown(notice: Window, now: Date): WindowCountdown {
  const status = windowStatus(notice, now);
  if (status === 'closed') return { status, parts: null };
  const target = new Date(status === 'open' ? notice.endTime : notice.startTime).getTime();
  return { status, parts: countdownParts(target - now.getTime()) };
}

export function countdownText({ days, hours, minutes, seconds }: CountdownParts): string {
  return `${days} 天 ${hours} 时 ${minutes} 分 ${seconds} 秒`;
}
