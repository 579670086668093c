import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AppTheme } from '@smes/ui';
import { FilteredEmptyState } from './filtered-empty-state';

describe('FilteredEmptyState', () => {
  it('offers 清除筛选 only when filters are applied', async () => {
    const onClear = vi.fn();
    const { rerender } = render(
      <AppTheme>
        <FilteredEmptyState filtered title="暂无政策" filteredTitle="没有符合条件的政策" filteredDescription="换个关键词试试" onClear={onClear} />
      </AppTheme>,
    );
    expect(screen.getByText('没有符合条件的政策')).toBeInTheDocument();
    expect(screen.getByText('换个关键词试试')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '清除筛选' }));
    expect(onClear).toHaveBeenCalledTimes(1);

    rerender(
      <AppTheme>
        <FilteredEmptyState filtered={false} title="暂无政策" filteredTitle="没有符合条件的政策" filteredDescription="换个关键词试试" onClear={onClear} />
      </AppTheme>,
    );
    expect(screen.getByText('暂无政策')).toBeInTheDocument();
    expect(screen.queryByText('换个关键词试试')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '清除筛选' })).not.toBeInTheDocument();
  });
});
