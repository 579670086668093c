import { describe, expect, it } from 'vitest';
import { attachmentDisposition, csvCell, encodeRfc5987, toCsv } from './csv';

describe('csv', () => {
  it('quotes cells with commas, quotes or line breaks', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('plain')).toBe('plain');
  });

  it('defuses spreadsheet formulas', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
  });

  it('starts with a BOM and ends every row with CRLF', () => {
    expect(toCsv([['序号', '名称'], ['1', '营业执照']])).toBe('\uFEFF序号,名称\r\n1,营业执照\r\n');
  });

  it('builds an RFC 6266 disposition with an RFC 5987 UTF-8 name', () => {
    expect(encodeRfc5987("a b'(c)*")).toBe('a%20b%27%28c%29%2A');
    const header = attachmentDisposition('declaration-1-materials.csv', '专精特新（2026）-申报材料清单.csv');
    expect(header).toBe(
      `attachment; filename="declaration-1-materials.csv"; filename*=UTF-8''${encodeURIComponent('专精特新（2026）-申报材料清单.csv')}`,
    );
    expect(decodeURIComponent(header.split("UTF-8''")[1] ?? '')).toBe('专精特新（2026）-申报材料清单.csv');
  });
});
