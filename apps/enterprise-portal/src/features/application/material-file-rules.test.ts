import { describe, expect, it } from 'vitest';
import { MATERIAL_FILE_HINT, MATERIAL_FILE_MAX_BYTES, formatFileSize, materialFileProblem } from './material-file-rules';

describe('materialFileProblem', () => {
  it('lets PDF, images and Office documents within the limit through', () => {
    for (const name of ['营业执照.pdf', '照片.JPG', 'a.jpeg', 'b.png', 'c.doc', 'd.docx', 'e.xls', 'f.xlsx', 'g.ppt', 'h.pptx']) {
      expect(materialFileProblem({ name, size: 1000 }), name).toBeNull();
    }
    expect(materialFileProblem({ name: 'a.pdf', size: MATERIAL_FILE_MAX_BYTES })).toBeNull();
  });

  it('names the rule a file breaks', () => {
    expect(materialFileProblem({ name: 'setup.exe', size: 10 })).toBe('仅支持上传 PDF、JPG/PNG 图片或 Word、Excel、PPT 文档');
    expect(materialFileProblem({ name: '无扩展名', size: 10 })).toBe('仅支持上传 PDF、JPG/PNG 图片或 Word、Excel、PPT 文档');
    expect(materialFileProblem({ name: 'a.pdf', size: 0 })).toBe('文件是空的，请重新选择');
    expect(materialFileProblem({ name: 'a.pdf', size: MATERIAL_FILE_MAX_BYTES + 1 })).toBe('文件不能超过 10 MB（所选文件 10 MB）');
    expect(materialFileProblem({ name: 'a.pdf', size: 12.34 * 1024 * 1024 })).toBe('文件不能超过 10 MB（所选文件 12.3 MB）');
  });
});

describe('formatFileSize', () => {
  it('uses B, KB and MB', () => {
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(245_760)).toBe('240 KB');
    expect(formatFileSize(1_258_291)).toBe('1.2 MB');
    expect(MATERIAL_FILE_HINT).toBe('支持 PDF、JPG/PNG 图片和 Word、Excel、PPT 文档，单个文件不超过 10 MB');
  });
});
