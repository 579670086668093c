import { describe, expect, it } from 'vitest';
import { attachmentDisposition, encodeRfc5987 } from './content-disposition';

describe('content disposition', () => {
  it('builds an RFC 6266 disposition with an RFC 5987 UTF-8 name', () => {
    expect(encodeRfc5987("a b'(c)*")).toBe('a%20b%27%28c%29%2A');
    const header = attachmentDisposition('declaration-1-materials.csv', '专精特新（2026）-申报材料清单.csv');
    expect(header).toBe(
      `attachment; filename="declaration-1-materials.csv"; filename*=UTF-8''${encodeURIComponent('专精特新（2026）-申报材料清单.csv')}`,
    );
    expect(decodeURIComponent(header.split("UTF-8''")[1] ?? '')).toBe('专精特新（2026）-申报材料清单.csv');
  });
});
