import { describe, expect, it } from 'vitest';
import { groupedBarChart, heatmapChart, rankingBarChart } from './chart-options';

describe('groupedBarChart', () => {
  it('draws one bar series per region over the categories, missing values kept missing', () => {
    const chart = groupedBarChart({
      categories: ['发明专利', 'PCT 国际专利'],
      series: [
        { name: '杭州市', values: [1, 3] },
        { name: '宁波市', values: [0.8, null] },
      ],
      unit: '万元/件',
    });
    expect(chart).toEqual({
      kind: 'bars',
      categories: ['发明专利', 'PCT 国际专利'],
      series: [
        { name: '杭州市', values: [1, 3] },
        { name: '宁波市', values: [0.8, null] },
      ],
      unit: '万元/件',
    });
  });
});

describe('rankingBarChart', () => {
  it('sorts largest first and takes the series colour asked for', () => {
    const chart = rankingBarChart({
      items: [
        { name: '温州市', value: 80 },
        { name: '杭州市', value: 150 },
      ],
      unit: '项',
      colorIndex: 1,
    });
    expect(chart).toEqual({ kind: 'bars', categories: ['杭州市', '温州市'], series: [{ name: '项', values: [150, 80] }], unit: '项', colorOffset: 1 });
  });
});

describe('heatmapChart', () => {
  it('keeps values[row][column]', () => {
    const chart = heatmapChart({ columns: ['杭州市', '宁波市'], rows: ['C 制造业', 'I 信息'], values: [[5, 2], [0, 9]], unit: '项' });
    expect(chart).toMatchObject({ kind: 'heatmap', values: [[5, 2], [0, 9]], rows: ['C 制造业', 'I 信息'] });
  });
});
