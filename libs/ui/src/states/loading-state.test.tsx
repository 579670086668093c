import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithTheme } from '../testing/render-with-theme';
import { LoadingState } from './loading-state';

describe('LoadingState', () => {
  it('announces a custom label', () => {
    renderWithTheme(<LoadingState label="正在生成报告…" />);
    expect(screen.getByRole('status')).toHaveTextContent('正在生成报告…');
  });

  it('draws skeleton rows and still announces loading', () => {
    const { container } = renderWithTheme(<LoadingState variant="skeleton" rows={2} />);
    expect(screen.getByRole('status')).toHaveTextContent('加载中…');
    expect(container.querySelectorAll('[data-skeleton]')).toHaveLength(6);
  });

  it('draws each skeleton line in the text colour of the theme, faint, and keeps the lines from assistive technology', () => {
    const { container } = renderWithTheme(<LoadingState variant="skeleton" rows={1} />);
    const lines = [...container.querySelectorAll<HTMLElement>('[data-skeleton]')];
    expect(lines).toHaveLength(3);
    for (const line of lines) {
      expect(line.closest('[aria-hidden="true"]')).not.toBeNull();
      expect(getComputedStyle(line).display).toBe('block');
      expect(getComputedStyle(line).backgroundColor).toMatch(/^rgba\(.+, 0\.11\)$/);
    }
  });
});
