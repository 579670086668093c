import { describe, expect, it } from 'vitest';
import { createRng, hashString, mulberry32 } from './prng';
import { CITIES, NATIONAL, PROVINCE, departmentName, documentNumber } from './regions';

describe('prng', () => {
  it('repeats for the same seed and differs for another', () => {
    const first = mulberry32(1);
    const second = mulberry32(1);
    const other = mulberry32(2);
    const a = [first(), first(), first()];
    expect([second(), second(), second()]).toEqual(a);
    expect([other(), other(), other()]).not.toEqual(a);
    expect(a.every((value) => value >= 0 && value < 1)).toBe(true);
  });

  it('stays within the asked ranges and shuffles without losing items', () => {
    const rng = createRng(hashString('test'));
    for (let index = 0; index < 500; index += 1) {
      const value = rng.int(3, 5);
      expect(value).toBeGreaterThanOrEqual(3);
      expect(value).toBeLessThanOrEqual(5);
    }
    expect(rng.hex(12)).toMatch(/^[0-9a-f]{12}$/);
    expect(rng.shuffle([1, 2, 3, 4, 5]).sort()).toEqual([1, 2, 3, 4, 5]);
    expect(() => rng.pick([])).toThrow();
  });
});

describe('regions', () => {
  it('names departments and document numbers by level', () => {
    const hangzhou = CITIES[0];
    if (!hangzhou) throw new Error('no cities');
    expect(departmentName('kjj', PROVINCE)).toBe('浙江省科学技术厅');
    expect(departmentName('jxj', hangzhou)).toBe('杭州市经济和信息化局');
    expect(departmentName('jxj', NATIONAL)).toBe('工业和信息化部');
    expect(documentNumber('kjj', PROVINCE, 2026, 12, '高')).toBe('浙科发高〔2026〕12号');
    expect(documentNumber('jxj', hangzhou, 2026, 35)).toBe('杭经信发〔2026〕35号');
  });
});
