// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { fallbackFileName, fileNameFromContentDisposition, sanitizeFileName } from './content-disposition';

/** The header bytes a server writes as raw UTF-8 arrive in JavaScript as one char per byte. */
function asByteString(text: string): string {
  return String.fromCharCode(...new TextEncoder().encode(text));
}

describe('fileNameFromContentDisposition', () => {
  it.each([
    ["attachment; filename*=UTF-8''%E7%94%B3%E6%8A%A5%E6%9D%90%E6%96%99%E6%B8%85%E5%8D%95.csv", '申报材料清单.csv'],
    ["attachment; filename*=utf-8'zh-CN'%E6%B8%85%E5%8D%95%20v2.xlsx", '清单 v2.xlsx'],
    ["attachment; filename*=iso-8859-1'en'%A3%20rates.txt", '£ rates.txt'],
    ['attachment; filename="report \\"final\\".pdf"', 'report "final".pdf'],
    ['attachment; filename="quoted; semicolon.csv"', 'quoted; semicolon.csv'],
    ['attachment; filename=plain-token.csv', 'plain-token.csv'],
    ["attachment; filename=\"fallback.csv\"; filename*=UTF-8''%E6%B8%85%E5%8D%95.csv", '清单.csv'],
    ["attachment; filename*=UTF-8''%E6%B8%85%E5%8D%95.csv; filename=\"fallback.csv\"", '清单.csv'],
    ["attachment; filename=\"fallback.csv\"; filename*=UTF-8''%E7%94", 'fallback.csv'],
    ["attachment; filename=\"fallback.csv\"; filename*=GBK''%C7%E5%B5%A5.csv", 'fallback.csv'],
    ['attachment; filename="../../etc/passwd"', 'passwd'],
    ['attachment; filename="..\\\\..\\\\Windows\\\\system.ini"', 'system.ini'],
    ["attachment; filename*=UTF-8''..%2F..%2Fetc%2Fpasswd", 'passwd'],
    ['attachment; filename=".env"', 'env'],
    ['attachment; filename="...hidden.txt"', 'hidden.txt'],
    ['attachment; FILENAME="UPPER.TXT"', 'UPPER.TXT'],
    ['attachment; filename=%E6%B8%85%E5%8D%95.xlsx', '清单.xlsx'],
    [`attachment; filename="${asByteString('申报指南.pdf')}"`, '申报指南.pdf'],
    ['inline; filename="  spaced.txt  "', 'spaced.txt'],
  ])('%s → %s', (header, expected) => {
    expect(fileNameFromContentDisposition(header)).toBe(expected);
  });

  it('strips control characters', () => {
    expect(fileNameFromContentDisposition('attachment; filename="a\u0007b\u001f\u007fc.txt"')).toBe('abc.txt');
    expect(fileNameFromContentDisposition("attachment; filename*=UTF-8''a%0D%0Ab.txt")).toBe('ab.txt');
  });

  it.each([null, undefined, '', 'attachment', 'attachment; filename=""', 'attachment; filename="../"', 'attachment; filename=".."', 'attachment; filename*=UTF-8\'\''])(
    'finds no name in %j',
    (header) => {
      expect(fileNameFromContentDisposition(header)).toBeNull();
    },
  );
});

describe('sanitizeFileName', () => {
  it('strips bidi and other format characters, so a name cannot pose as another extension', () => {
    const header = `attachment; filename*=UTF-8''${encodeURIComponent('申报\u202Egpj.exe\u200E\u2066附件\u2069\uFEFF\u200B.pdf')}`;
    expect(fileNameFromContentDisposition(header)).toBe('申报gpj.exe附件.pdf');
    expect(sanitizeFileName('a\u200Fb\u2067c\u202Ad.txt')).toBe('abcd.txt');
  });

  it('keeps only the last path part', () => {
    expect(sanitizeFileName('C:\\Users\\a\\..\\b.docx')).toBe('b.docx');
    expect(sanitizeFileName('/tmp/x/y.csv')).toBe('y.csv');
  });
});

describe('fallbackFileName', () => {
  it('is the timestamp with .png', () => {
    expect(fallbackFileName(1_735_660_800_000)).toBe('1735660800000.png');
  });
});
