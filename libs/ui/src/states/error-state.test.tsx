import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithTheme } from '../testing/render-with-theme';
import { ErrorState } from './error-state';

describe('ErrorState', () => {
  it('defaults to 加载失败 without a retry button', () => {
    renderWithTheme(<ErrorState />);
    expect(screen.getByRole('alert')).toHaveTextContent('加载失败');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
