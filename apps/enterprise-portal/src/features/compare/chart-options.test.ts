import { describe, expect, it } from 'vitest';
import { createAppTheme } from '@smes/ui';
import { chartPaletteFrom } from './chart-palette';
import { groupedBarOption, heatmapHeight, heatmapOption, horizontalBarHeight, rankingBarOption } from './chart-options';

const theme = createAppTheme('light');
const palette = chartPaletteFrom(theme);

type AnySeries = { type: string; name?: string; data: unknown[]; itemStyle?: { color?: string } };

describe('chartPaletteFrom', () => {
  it('takes every colour from the theme palette', () => {
    expect(palette.series.slice(0, 3)).toEqual([theme.palette.primary.main, theme.palette.secondary.main, theme.palette.success.main]);
    expect(palette.text).toBe(theme.palette.text.primary);
    expect(palette.axisLine).toBe(theme.palette.divider);
  });

  it('follows the colour mode', () => {
    expect(chartPaletteFrom(createAppTheme('dark')).text).not.toBe(palette.text);
  });
});

describe('groupedBarOption', () => {
  it('draws one bar series per region over the categories, with missing values left out', () => {
    const option = groupedBarOption({
      categories: ['发明专利', 'PCT 国际专利'],
      series: [
        { name: '杭州市', values: [1, 3] },
        { name: '宁波市', values: [0.8, null] },
      ],
      unit: '万元/件',
      palette,
    });
    const series = option.series as AnySeries[];
    expect(series.map((item) => [item.type, item.name, item.data])).toEqual([
      ['bar', '杭州市', [1, 3]],
      ['bar', '宁波市', [0.8, '-']],
    ]);
    expect((option.yAxis as { data: string[] }).data).toEqual(['发明专利', 'PCT 国际专利']);
    expect(option.color).toEqual(palette.series);
  });
});

describe('rankingBarOption', () => {
  it('sorts largest first and colours the bars from the palette', () => {
    const option = rankingBarOption({
      items: [
        { name: '温州市', value: 80 },
        { name: '杭州市', value: 150 },
      ],
      unit: '项',
      palette,
      colorIndex: 1,
    });
    expect((option.yAxis as { data: string[] }).data).toEqual(['杭州市', '温州市']);
    const [series] = option.series as AnySeries[];
    expect(series?.data).toEqual([150, 80]);
    expect(series?.itemStyle?.color).toBe(theme.palette.secondary.main);
  });
});

describe('heatmapOption', () => {
  it('places each value at [column, row] and scales colours from 0 to the largest', () => {
    const option = heatmapOption({ columns: ['杭州市', '宁波市'], rows: ['C 制造业', 'I 信息'], values: [[5, 2], [0, 9]], palette, unit: '项' });
    const [series] = option.series as AnySeries[];
    expect(series?.data).toEqual([
      [0, 0, 5],
      [1, 0, 2],
      [0, 1, 0],
      [1, 1, 9],
    ]);
    expect((option.visualMap as { max: number; inRange: { color: string[] } }).max).toBe(9);
    expect((option.visualMap as { inRange: { color: string[] } }).inRange.color).toEqual([palette.heatLow, palette.heatHigh]);
  });
});

describe('chart heights', () => {
  it('grow with the bars and never go below the minimum', () => {
    expect(horizontalBarHeight(1, 1)).toBe(220);
    expect(horizontalBarHeight(9, 4)).toBe(9 * (4 * 14 + 18) + 88);
    expect(heatmapHeight(20)).toBe(20 * 28 + 96);
  });
});
