import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithTheme } from '../testing/render-with-theme';
import { BarChart } from './bar-chart';

function bandTexts(chart: HTMLElement): string[] {
  return Array.from(chart.querySelectorAll('[data-category]')).map((node) => node.textContent ?? '');
}

describe('BarChart', () => {
  it('is one image named by its label, with a band per category and each bar sized to the largest value', () => {
    renderWithTheme(
      <BarChart
        label="各地区现行政策总数"
        categories={['杭州市', '宁波市']}
        series={[
          { name: '省级', values: [120, 60] },
          { name: '市级', values: [30, null] },
        ]}
        unit="项"
      />,
    );
    const chart = screen.getByRole('img', { name: '各地区现行政策总数' });
    expect(bandTexts(chart)).toEqual(['杭州市', '宁波市']);
    expect(Array.from(chart.querySelectorAll('[data-legend]')).map((node) => node.textContent)).toEqual(['省级', '市级']);
    // A missing value draws no bar and says so; a zero would claim a figure nobody gave.
    const bars = Array.from(chart.querySelectorAll<HTMLElement>('[data-bar]'));
    expect(bars).toHaveLength(3);
    expect(within(chart).getByText('—')).toBeInTheDocument();
    expect(within(chart).getByText('120')).toBeInTheDocument();
    expect(within(chart).getByText('单位：项')).toBeInTheDocument();
    const widths = bars.map((bar) => getComputedStyle(bar).width);
    expect(widths[0]).toContain('1.0000');
    expect(widths[1]).toContain('0.2500');
    expect(widths[2]).toContain('0.5000');
  });

  it('has no legend for a single series and draws nothing wider than the track when every value is zero', () => {
    renderWithTheme(<BarChart label="排名" categories={['温州市']} series={[{ name: '项', values: [0] }]} unit="项" />);
    const chart = screen.getByRole('img', { name: '排名' });
    expect(chart.querySelectorAll('[data-legend]')).toHaveLength(0);
    expect(getComputedStyle(chart.querySelector<HTMLElement>('[data-bar]')!).width).toContain('0.0000');
  });
});
