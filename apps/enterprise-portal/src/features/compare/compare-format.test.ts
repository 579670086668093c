import { describe, expect, it } from 'vitest';
import { buildCompareRegions } from '@smes/api/testing';
import { formatShare, policyLevelLabel, regionLabel, regionProvince, sortByProvince } from './compare-format';

describe('formatting', () => {
  it('prints shares with one decimal and a dash when there is nothing to divide by', () => {
    expect(formatShare(420, 3200)).toBe('13.1%');
    expect(formatShare(0, 0)).toBe('—');
  });

  it('names policy levels in Chinese', () => {
    expect(policyLevelLabel('district')).toBe('区县级');
  });
});

describe('regions', () => {
  const all = buildCompareRegions();
  const byCode = (code: string) => all.find((region) => region.code === code) ?? all[0]!;

  it('labels districts with their city', () => {
    expect(regionLabel(byCode('330106'))).toBe('西湖区（杭州市）');
    expect(regionLabel(byCode('330200'))).toBe('宁波市');
  });

  it('groups a city under its province, a district under its city’s province, a municipality under itself', () => {
    expect(regionProvince(byCode('320500'), all)).toBe('江苏省');
    expect(regionProvince(byCode('330106'), all)).toBe('浙江省');
    expect(regionProvince(byCode('310000'), all)).toBe('上海市');
  });

  it('orders regions province by province, a city followed by its districts', () => {
    const mixed = [byCode('330200'), byCode('320500'), byCode('330106'), byCode('310000'), byCode('330100'), byCode('320100')];
    expect(sortByProvince(mixed).map((region) => region.name)).toEqual(['上海市', '南京市', '苏州市', '杭州市', '西湖区', '宁波市']);
  });
});
