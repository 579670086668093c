import { describe, expect, it } from 'vitest';
import { buildCompareOverview, buildRegionComparison, buildCompareRegion } from '@smes/api/testing';
import { byTotalDescending, countMatrix, describeExtremes, patentMatrix, peerIndustries, peersIn, rankBy, sharesOfTotal } from './compare-data';

const hangzhou = buildRegionComparison({
  region: buildCompareRegion({ code: '330100', name: '杭州市' }),
  byCategory: [
    { key: '资金扶持', label: '资金扶持', count: 10 },
    { key: '人才支持', label: '人才支持', count: 3 },
  ],
});
const ningbo = buildRegionComparison({
  region: buildCompareRegion({ code: '330200', name: '宁波市' }),
  byCategory: [
    { key: '人才支持', label: '人才支持', count: 20 },
    { key: '税收优惠', label: '税收优惠', count: 1 },
  ],
});

describe('countMatrix', () => {
  it('has one row per key any region has, with 0 where a region lacks it', () => {
    expect(countMatrix([hangzhou, ningbo], (row) => row.byCategory)).toEqual([
      { key: '资金扶持', label: '资金扶持', values: [10, 0] },
      { key: '人才支持', label: '人才支持', values: [3, 20] },
      { key: '税收优惠', label: '税收优惠', values: [0, 1] },
    ]);
  });

  it('sorts rows by their total', () => {
    const rows = byTotalDescending(countMatrix([hangzhou, ningbo], (row) => row.byCategory));
    expect(rows.map((row) => row.key)).toEqual(['人才支持', '资金扶持', '税收优惠']);
  });
});

describe('rankBy', () => {
  it('ranks largest first and lets ties share a rank', () => {
    const ranked = rankBy(
      [
        { name: 'a', value: 5 },
        { name: 'b', value: 9 },
        { name: 'c', value: 5 },
        { name: 'd', value: 1 },
      ],
      (item) => item.value,
    );
    expect(ranked.map(({ item, rank }) => `${item.name}${rank}`)).toEqual(['b1', 'a2', 'c2', 'd4']);
  });
});

describe('patentMatrix', () => {
  it('lines up each patent kind across regions in the usual order, null where a region has none', () => {
    const overview = buildCompareOverview(['330100', '330200', '330300']);
    const rows = patentMatrix(overview.regions);
    expect(rows.map((row) => row.kind)).toEqual(['invention', 'utility', 'design', 'pct', 'software']);
    const pct = rows.find((row) => row.kind === 'pct');
    expect(pct?.amounts).toEqual([3, null, null]);
    expect(pct?.policyIds).toEqual([204, null, null]);
  });
});

describe('peers', () => {
  it('lists industries and each region’s peers in one, 0 where there are none', () => {
    const withoutI = buildRegionComparison({ region: buildCompareRegion({ code: '330300', name: '温州市' }), peers: [] });
    expect(peerIndustries([hangzhou, withoutI]).map((item) => item.code)).toEqual(['C', 'I']);
    expect(peersIn([hangzhou, withoutI], 'I').map((figure) => figure.enterpriseCount)).toEqual([1800, 0]);
  });
});

describe('describeExtremes', () => {
  it('names the highest and lowest regions', () => {
    expect(
      describeExtremes(
        '现行政策总数',
        [
          { name: '杭州市', value: 150 },
          { name: '宁波市', value: 130 },
          { name: '温州市', value: 120 },
        ],
        '项',
      ),
    ).toBe('现行政策总数：杭州市最多（150 项），温州市最少（120 项）。');
  });

  it('names every region that ties and says when all are equal', () => {
    expect(
      describeExtremes(
        '扶持合计',
        [
          { name: '杭州市', value: 2 },
          { name: '宁波市', value: 2 },
          { name: '温州市', value: 1 },
        ],
        '万元',
      ),
    ).toBe('扶持合计：杭州市、宁波市最多（2 万元），温州市最少（1 万元）。');
    expect(describeExtremes('政策', [{ name: '杭州市', value: 3 }, { name: '宁波市', value: 3 }], '项')).toBe('政策：各地区相同，均为 3 项。');
    expect(describeExtremes('政策', [], '项')).toBe('政策：暂无数据。');
  });
});

describe('sharesOfTotal', () => {
  it('gives each region its part of the compared total, never 100% for every row', () => {
    expect(sharesOfTotal([140, 132, 124])).toEqual(['35.4%', '33.3%', '31.3%']);
    expect(sharesOfTotal([30, 10])).toEqual(['75.0%', '25.0%']);
  });

  it('adds up to exactly 100.0% however the tenths round', () => {
    expect(sharesOfTotal([1, 1, 1])).toEqual(['33.4%', '33.3%', '33.3%']);
    const shares = sharesOfTotal([7, 11, 13, 17]);
    expect(shares.reduce((sum, share) => sum + Math.round(Number.parseFloat(share) * 10), 0)).toBe(1000);
  });

  it('keeps a region with none at 0.0% and has no shares of nothing', () => {
    expect(sharesOfTotal([5, 0])).toEqual(['100.0%', '0.0%']);
    expect(sharesOfTotal([0, 0, 0])).toEqual(['—', '—', '—']);
    expect(sharesOfTotal([])).toEqual([]);
  });
});
