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
    expect(container.querySelectorAll('.MuiSkeleton-root')).toHaveLength(6);
  });
});
