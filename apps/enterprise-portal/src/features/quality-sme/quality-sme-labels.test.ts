import { describe, expect, it } from 'vitest';
import { parseQualitySmeQuery, tierWithYear } from './quality-sme-labels';

describe('parseQualitySmeQuery', () => {
  it('reads the tier, industry, region and keyword from the URL', () => {
    expect(parseQualitySmeQuery(new URLSearchParams('tier=littleGiant&industry=C&regionCode=330000&keyword=%E5%87%8F%E9%80%9F%E5%99%A8&pageNum=2'))).toEqual({
      pageNum: 2,
      pageSize: 10,
      keyword: '减速器',
      tier: 'littleGiant',
      industry: 'C',
      regionCode: '330000',
    });
  });

  it('drops values the server would refuse instead of sending them', () => {
    expect(parseQualitySmeQuery(new URLSearchParams('tier=gold&industry=Z&regionCode=33'))).toEqual({ pageNum: 1, pageSize: 10 });
  });
});

describe('tierWithYear', () => {
  it('names the tier with the year it was granted', () => {
    expect(tierWithYear({ tier: 'littleGiant', year: 2024 })).toBe('专精特新“小巨人”（2024年）');
  });
});
