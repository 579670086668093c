import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithTheme } from '../testing/render-with-theme';
import { HeatMap } from './heat-map';

describe('HeatMap', () => {
  it('prints every cell row by row and shades the largest darkest', () => {
    renderWithTheme(<HeatMap label="产业覆盖" columns={['杭州市', '宁波市']} rows={['C 制造业', 'I 信息']} values={[[5, 2], [0, 9]]} unit="项" />);
    const chart = screen.getByRole('img', { name: '产业覆盖' });
    expect(Array.from(chart.querySelectorAll('[data-column]')).map((node) => node.textContent)).toEqual(['杭州市', '宁波市']);
    expect(Array.from(chart.querySelectorAll('[data-row]')).map((node) => node.textContent)).toEqual(['C 制造业', 'I 信息']);
    const cells = Array.from(chart.querySelectorAll<HTMLElement>('[data-cell]'));
    expect(cells.map((cell) => cell.textContent)).toEqual(['5', '2', '0', '9']);
    const shade = (cell: HTMLElement) => getComputedStyle(cell).backgroundColor;
    expect(shade(cells[3]!)).not.toBe(shade(cells[2]!));
    expect(shade(cells[3]!)).toMatch(/0\.55\)$/);
    expect(shade(cells[2]!)).toMatch(/0\.04\)$/);
    expect(chart).toHaveTextContent('多（项）');
  });
});
