import { describe, expect, it } from 'vitest';
import { NATIONWIDE_REGION_CODE, hasRegisteredRegion, regionChain, regionContains } from './scope';

const yuhang = { provinceCode: '330000', cityCode: '330100', districtCode: '330110' };

describe('region scope', () => {
  it('chains the nation, the province, the city and the district, widest first', () => {
    expect(regionChain(yuhang)).toEqual([NATIONWIDE_REGION_CODE, '330000', '330100', '330110']);
    expect(regionChain({ provinceCode: '330000', cityCode: null })).toEqual([NATIONWIDE_REGION_CODE, '330000']);
  });

  it('contains a policy of the nation or of the enterprise’s own province, city or district', () => {
    for (const code of ['100000', '330000', '330100', '330110']) expect(regionContains(code, yuhang)).toBe(true);
  });

  it('does not contain another city, another district of the same city or another province', () => {
    for (const code of ['350100', '330106', '440000', '330200']) expect(regionContains(code, yuhang)).toBe(false);
  });

  it('keeps a district policy out when only the city is known', () => {
    expect(regionContains('330110', { provinceCode: '330000', cityCode: '330100' })).toBe(false);
    expect(regionContains('330100', { provinceCode: '330000', cityCode: '330100' })).toBe(true);
  });

  it('scopes an enterprise without a registered region to national policies only', () => {
    expect(hasRegisteredRegion({})).toBe(false);
    expect(regionContains('100000', {})).toBe(true);
    expect(regionContains('330000', {})).toBe(false);
  });
});
