import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithTheme } from '../testing/render-with-theme';
import { ProgressBar } from './progress-bar';

describe('ProgressBar', () => {
  it('is a progress bar from 0 to 100 with its name, value and value text', () => {
    renderWithTheme(<ProgressBar value={60} aria-label="企业档案完整度" aria-valuetext="60%，已填 3/5 项" />);
    const bar = screen.getByRole('progressbar', { name: '企业档案完整度' });
    expect(bar).toHaveAttribute('aria-valuenow', '60');
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    expect(bar).toHaveAttribute('aria-valuetext', '60%，已填 3/5 项');
  });

  it('draws the bar as far as its value, within the track', () => {
    const { rerender } = renderWithTheme(<ProgressBar value={35} aria-label="课程学习进度" />);
    const fill = () => screen.getByRole('progressbar').firstElementChild as HTMLElement;
    expect(fill().style.transform).toBe('translateX(-65%)');
    rerender(<ProgressBar value={140} aria-label="课程学习进度" />);
    expect(fill().style.transform).toBe('translateX(0%)');
  });
});
