import { describe, expect, it } from 'vitest';
import { formatFileSize } from '@smes/ui';
import { ATTACHMENT_ACCEPT, ATTACHMENT_HINT, ATTACHMENT_MAX_BYTES, attachmentProblem } from './attachment-rules';

describe('attachmentProblem', () => {
  it('takes the extensions and the size limit from the contract', () => {
    expect(ATTACHMENT_ACCEPT).toBe('.pdf,.jpg,.jpeg,.png,.doc,.docx,.xls,.xlsx,.ppt,.pptx');
    expect(ATTACHMENT_HINT).toBe('支持 PDF、JPG/PNG 图片和 Word、Excel、PPT 文档，单个文件不超过 10 MB');
    for (const name of ['交底书.PDF', 'a.jpg', 'a.jpeg', 'a.png', 'a.doc', 'a.docx', 'a.xls', 'a.xlsx', 'a.ppt', 'a.pptx']) {
      expect(attachmentProblem({ name, size: 1000 }), name).toBeNull();
    }
    expect(attachmentProblem({ name: 'a.pdf', size: ATTACHMENT_MAX_BYTES })).toBeNull();
  });

  it('names what is wrong with a file the server would certainly refuse', () => {
    expect(attachmentProblem({ name: 'setup.exe', size: 10 })).toBe('仅支持上传 PDF、JPG/PNG 图片或 Word、Excel、PPT 文档');
    expect(attachmentProblem({ name: '无扩展名', size: 10 })).toBe('仅支持上传 PDF、JPG/PNG 图片或 Word、Excel、PPT 文档');
    expect(attachmentProblem({ name: 'a.pdf', size: 0 })).toBe('文件是空的，请重新选择');
    expect(attachmentProblem({ name: 'a.pdf', size: ATTACHMENT_MAX_BYTES + 1 })).toBe('文件不能超过 10 MB（所选文件 10 MB）');
    expect(attachmentProblem({ name: 'a.pdf', size: 12.34 * 1024 * 1024 })).toBe('文件不能超过 10 MB（所选文件 12.3 MB）');
  });

  it('writes sizes the way a Chinese file dialog does', () => {
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(245_760)).toBe('240 KB');
    expect(formatFileSize(1_258_291)).toBe('1.2 MB');
  });
});
