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
    expect(select).toHaveDisplayValue('申报中');

    expect(screen.getByRole('option', { name: '已截止' })).toBeDisabled();
    await userEvent.selectOptions(select, '已截止');
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.selectOptions(select, '全部状态');
    expect(onChange).toHaveBeenCalledWith(undefined);
    await userEvent.selectOptions(select, '申报中');
    expect(onChange).toHaveBeenLastCalledWith('open');
  });
});
