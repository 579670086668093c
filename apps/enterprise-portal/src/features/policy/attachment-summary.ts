import type { PolicyAttachment } from '@smes/api';
import { formatFileSize } from '@smes/ui';

// Apart from policy-labels.ts, whose type labels the home page's blocks show: with this (and the file-size formatter
// it takes) there, /home fetched both for the attachment lists of the details (ADR 129).

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
