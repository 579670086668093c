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
