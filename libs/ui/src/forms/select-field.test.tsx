import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../testing/render-with-theme';
import { SelectField } from './select-field';

const OPTIONS = [
  { value: 'a', label: '甲' },
  { value: 'b', label: '乙', disabled: true },
];

describe('SelectField', () => {
  it('is the browser’s select, named by its label, with the empty option first', async () => {
    const onChange = vi.fn();
    renderWithTheme(<SelectField label="类别" emptyLabel="全部" value="a" options={OPTIONS} onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: '类别' });
    expect(select.tagName).toBe('SELECT');
    expect(select).toHaveDisplayValue('甲');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['全部', '甲', '乙']);
    expect(screen.getByRole('option', { name: '乙' })).toBeDisabled();
    await userEvent.selectOptions(select, '全部');
    expect(onChange).toHaveBeenCalledWith('');
  });

  it('describes the select by its message and keeps the id it is given', () => {
    renderWithTheme(<SelectField id="industry" label="行业" emptyLabel="请选择" value="" options={OPTIONS} onChange={vi.fn()} error helperText="请选择行业" />);
    const select = screen.getByRole('combobox', { name: '行业' });
    expect(select).toHaveAttribute('id', 'industry');
    expect(select).toHaveAccessibleDescription('请选择行业');
    expect(select).toHaveAttribute('aria-invalid', 'true');
  });
});
