import { describe, expect, it } from 'vitest';
import { DomainError } from '../shared/domain-error';
import { SAMPLE_FILES } from '../testing/material-files';
import { MATERIAL_FILE_MAX_BYTES, UNSUPPORTED_TYPE_MESSAGE, checkMaterialFile, sniffContainer } from './material-files';

function refusal(name: string, bytes: Buffer): DomainError {
  try {
    checkMaterialFile(name, bytes);
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error(`${name} was accepted`);
}

describe('sniffContainer', () => {
  it('recognises PDF, JPEG, PNG, old Office and OOXML by their bytes, and nothing else', () => {
    expect(sniffContainer(SAMPLE_FILES.pdf)).toBe('pdf');
    expect(sniffContainer(SAMPLE_FILES.jpeg)).toBe('jpeg');
    expect(sniffContainer(SAMPLE_FILES.png)).toBe('png');
    expect(sniffContainer(SAMPLE_FILES.doc)).toBe('ole');
    expect(sniffContainer(SAMPLE_FILES.docx)).toBe('ooxml-word');
    expect(sniffContainer(SAMPLE_FILES.xlsx)).toBe('ooxml-excel');
    expect(sniffContainer(SAMPLE_FILES.zip)).toBeUndefined();
    expect(sniffContainer(SAMPLE_FILES.html)).toBeUndefined();
    expect(sniffContainer(SAMPLE_FILES.exe)).toBeUndefined();
  });
});

describe('checkMaterialFile', () => {
  it('keeps the type the content proves', () => {
    expect(checkMaterialFile('营业执照.PDF', SAMPLE_FILES.pdf)).toEqual({ name: '营业执照.PDF', contentType: 'application/pdf', size: SAMPLE_FILES.pdf.length });
    expect(checkMaterialFile('财务报表.xlsx', SAMPLE_FILES.xlsx).contentType).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(checkMaterialFile('照片.jpeg', SAMPLE_FILES.jpeg).contentType).toBe('image/jpeg');
  });

  it('refuses an extension outside the list, and content that is not what its extension says', () => {
    expect(refusal('setup.exe', SAMPLE_FILES.exe)).toMatchObject({ kind: 'invalid', message: UNSUPPORTED_TYPE_MESSAGE });
    expect(refusal('说明.txt', Buffer.from('hello'))).toMatchObject({ kind: 'invalid', message: UNSUPPORTED_TYPE_MESSAGE });
    expect(refusal('营业执照.pdf', SAMPLE_FILES.html)).toMatchObject({ kind: 'invalid', message: `文件内容不是PDF，与扩展名 .pdf 不符。${UNSUPPORTED_TYPE_MESSAGE}` });
    expect(refusal('报告.docx', SAMPLE_FILES.zip).kind).toBe('invalid');
    expect(refusal('报告.docx', SAMPLE_FILES.xlsx).kind).toBe('invalid');
    expect(refusal('无扩展名', SAMPLE_FILES.pdf).kind).toBe('invalid');
  });

  it('refuses an empty file and one over the contract limit with the limit in the message', () => {
    expect(refusal('a.pdf', Buffer.alloc(0))).toMatchObject({ kind: 'invalid', message: '文件是空的，请重新选择' });
    const big = Buffer.concat([SAMPLE_FILES.pdf, Buffer.alloc(MATERIAL_FILE_MAX_BYTES)]);
    expect(refusal('a.pdf', big)).toMatchObject({ kind: 'too_large', message: '文件不能超过 10 MB（所选文件 10 MB）' });
    const exact = Buffer.concat([SAMPLE_FILES.pdf, Buffer.alloc(MATERIAL_FILE_MAX_BYTES - SAMPLE_FILES.pdf.length)]);
    expect(checkMaterialFile('a.pdf', exact).size).toBe(MATERIAL_FILE_MAX_BYTES);
  });

  it('shortens a long name to the contract length and keeps its extension', () => {
    const { name } = checkMaterialFile(`${'很长的文件名'.repeat(40)}.pdf`, SAMPLE_FILES.pdf);
    expect([...name]).toHaveLength(120);
    expect(name.endsWith('.pdf')).toBe(true);
  });
});
