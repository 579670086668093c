import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithTheme } from '../testing/render-with-theme';
import { PlainComboField } from './plain-combo-field';

const OPTIONS = ['浙江省杭州市西湖区', '广东省广州市越秀区'];

function Region({ error, helperText }: { error?: boolean; helperText?: string }) {
  const [value, setValue] = useState<string | null>(OPTIONS[0] ?? null);
  return <PlainComboField<string> label="所在地区" placeholder="请选择" options={OPTIONS} value={value} onChange={setValue} noOptionsText="没有匹配的地区" required error={error} helperText={helperText} />;
}

const box = () => screen.getByRole('combobox', { name: '所在地区' });

describe('PlainComboField', () => {
  it('is a required field named by its label alone (the asterisk hidden), described by its hint, on the browser input', () => {
    renderWithTheme(<Region helperText="输入地名可快速查找" />);
    expect(box().tagName).toBe('INPUT');
    expect(box()).toHaveValue('浙江省杭州市西湖区');
    expect(box()).toHaveAttribute('aria-required', 'true');
    expect(box()).toHaveAttribute('aria-invalid', 'false');
    expect(box()).toHaveAccessibleDescription('输入地名可快速查找');
    expect(box().closest('.MuiInputBase-root')).toBeNull();
  });

  it('says its message and keeps it, marked invalid, once the box with the list has taken over', async () => {
    renderWithTheme(<Region error helperText="请选择所在地区" />);
    expect(box()).toHaveAttribute('aria-invalid', 'true');
    expect(box()).toHaveAccessibleDescription('请选择所在地区');
    const first = box();
    act(() => first.focus());
    fireEvent.change(first, { target: { value: '越秀' } });
    expect(await screen.findByRole('option', { name: '广东省广州市越秀区' })).toBeInTheDocument();
    expect(box()).not.toBe(first);
    expect(box()).toHaveAttribute('aria-invalid', 'true');
    expect(box()).toHaveAttribute('aria-required', 'true');
    expect(box()).toHaveAccessibleDescription('请选择所在地区');
  });
});
