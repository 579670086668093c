import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import Button from '@mui/material/Button';
import { renderWithTheme } from '../testing/render-with-theme';
import { EmptyState } from './empty-state';

describe('EmptyState', () => {
  it('defaults to 暂无数据 and shows description and action', () => {
    renderWithTheme(<EmptyState description="换个关键词试试" action={<Button>清空筛选</Button>} />);
    expect(screen.getByText('暂无数据')).toBeInTheDocument();
    expect(screen.getByText('换个关键词试试')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '清空筛选' })).toBeInTheDocument();
  });
});
