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

describe('SelectField while its owner catches up', () => {
  it('shows the choice at once and steps on from it, then follows a new value from its owner', async () => {
    const onChange = vi.fn();
    const { rerender } = renderWithTheme(<SelectField label="类别" emptyLabel="全部" value="" options={[{ value: 'a', label: '甲' }, { value: 'c', label: '丙' }]} onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: '类别' });
    await userEvent.selectOptions(select, '甲');
    // The owner has not passed 'a' back yet (an address update in a transition): the select still shows 甲.
    expect(select).toHaveDisplayValue('甲');
    await userEvent.selectOptions(select, '丙');
    expect(onChange.mock.calls).toEqual([['a'], ['c']]);
    rerender(<SelectField label="类别" emptyLabel="全部" value="" options={[{ value: 'a', label: '甲' }, { value: 'c', label: '丙' }]} onChange={onChange} />);
    expect(select).toHaveDisplayValue('丙');
    rerender(<SelectField label="类别" emptyLabel="全部" value="a" options={[{ value: 'a', label: '甲' }, { value: 'c', label: '丙' }]} onChange={onChange} />);
    expect(select).toHaveDisplayValue('甲');
  });
});
