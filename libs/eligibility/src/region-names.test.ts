import { describe, expect, it } from 'vitest';
import { regionNamesFrom } from './region-names';

const tree = [
  {
    code: '330000',
    name: '浙江省',
    level: 'province' as const,
    children: [{ code: '330100', name: '杭州市', level: 'city' as const, children: [{ code: '330110', name: '余杭区', level: 'district' as const }] }],
  },
];

describe('regionNamesFrom', () => {
  it('names a district with its city, a city and a province by their own names', () => {
    const { region } = regionNamesFrom(tree);
    expect(region?.('330110')).toBe('杭州市余杭区');
    expect(region?.('330100')).toBe('杭州市');
    expect(region?.('330000')).toBe('浙江省');
  });

  it('knows nothing of codes outside the tree', () => {
    expect(regionNamesFrom(tree).region?.('999999')).toBeUndefined();
  });
});
