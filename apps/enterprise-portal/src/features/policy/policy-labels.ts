import type { AnnouncementCategory, InterpretationType, PolicyAttachment, PolicyOrderBy } from '@smes/api';
import { formatFileSize } from '@smes/ui';

export { POLICY_VALIDITY_LABELS as VALIDITY_LABELS } from '@smes/policy-desk';

export const INTERPRETATION_TYPE_LABELS: Record<InterpretationType, string> = { text: '文字解读', graphic: '图文解读' };

export const ANNOUNCEMENT_CATEGORY_LABELS: Record<AnnouncementCategory, string> = {
  declaration: '申报通知',
  review: '评审结果',
  fund: '资金公示',
};

export const POLICY_ORDER_LABELS: Record<PolicyOrderBy, string> = { relevance: '相关度', publish_date: '发布日期', views: '浏览量' };

const ATTACHMENT_TYPE_LABELS: Record<PolicyAttachment['contentType'], string | null> = {
  'application/pdf': 'PDF',
  'text/csv': 'CSV 表格',
  'text/plain': '文本',
  // Unknown bytes: the file name's extension is the best hint there is.
  'application/octet-stream': null,
};

/** What a user sees before downloading: "PDF · 72.3 KB", "CSV 表格 · 1.2 KB", "DOCX · 20 KB". */
export function attachmentSummary(attachment: Pick<PolicyAttachment, 'name' | 'contentType' | 'size'>): string {
  const extension = /\.([A-Za-z0-9]{1,8})$/.exec(attachment.name)?.[1]?.toUpperCase();
  const type = ATTACHMENT_TYPE_LABELS[attachment.contentType] ?? extension ?? '文件';
  return `${type} · ${formatFileSize(attachment.size)}`;
}

/** A dictionary value's label, or the value itself while the dictionary is loading or lacks it. */
export function dictLabel(items: readonly { dictValue: string; dictLabel: string }[] | undefined, value: string): string {
  return items?.find((item) => item.dictValue === value)?.dictLabel ?? value;
}
