import { describe, expect, it } from 'vitest';
import { attachmentSummary } from './attachment-summary';

describe('attachmentSummary', () => {
  it('names the type and the size a download will bring', () => {
    expect(attachmentSummary({ name: '附件1-政策原文.pdf', contentType: 'application/pdf', size: 74_035 })).toBe('PDF · 72.3 KB');
    expect(attachmentSummary({ name: '附件-拟支持企业名单.csv', contentType: 'text/csv', size: 1_229 })).toBe('CSV 表格 · 1.2 KB');
    expect(attachmentSummary({ name: '说明.txt', contentType: 'text/plain', size: 300 })).toBe('文本 · 300 B');
  });

  it('falls back to the extension, then to 文件, for bytes of unknown type', () => {
    expect(attachmentSummary({ name: '汇总表.xlsx', contentType: 'application/octet-stream', size: 2_097_152 })).toBe('XLSX · 2 MB');
    expect(attachmentSummary({ name: '附件', contentType: 'application/octet-stream', size: 10 })).toBe('文件 · 10 B');
  });
});
