import type { ReportType } from '@smes/api';

export const REPORT_TYPE_LABELS: Record<ReportType, string> = {
  match: '智能匹配',
  project_evaluation: '项目自评',
  high_tech: '高企评测',
  specialized: '专精特新评测',
};

export const REPORT_TYPES: readonly ReportType[] = ['match', 'project_evaluation', 'high_tech', 'specialized'];

export function isReportType(value: unknown): value is ReportType {
  return typeof value === 'string' && (REPORT_TYPES as readonly string[]).includes(value);
}

/** A report's date and time in China time, e.g. 2026-03-02 16:31. */
export function formatReportTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const parts = new Intl.DateTimeFormat('zh-CN', {
    timeZone: 'Asia/Shanghai',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((item) => item.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}`;
}
