import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AppTheme } from '@smes/ui';
import { FilterSelect } from './filter-select';

const OPTIONS = [
  { value: 'open', label: '申报中' },
  { value: 'closed', label: '已截止', disabled: true },
];

describe('FilterSelect', () => {
  it('reports the chosen value, undefined for the 全部 option, and keeps disabled options unselectable', async () => {
    const onChange = vi.fn();
    render(
      <AppTheme>
        <FilterSelect label="申报状态" allLabel="全部状态" value="open" options={OPTIONS} onChange={onChange} />
      </AppTheme>,
    );
    const select = screen.getByRole('combobox', { name: '申报状态' });
    expect(select).toHaveTextContent('申报中');

    await userEvent.click(select);
    expect(await screen.findByRole('option', { name: '已截止' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(screen.getByRole('option', { name: '全部状态' }));
    expect(onChange).toHaveBeenCalledWith(undefined);
  });
});
