import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../testing/render-with-theme';
import { InputField, type InputFieldProps } from './input-field';

function Controlled(props: Omit<InputFieldProps, 'value' | 'onChange'>) {
  const [value, setValue] = useState('');
  return <InputField {...props} value={value} onChange={(event) => setValue(event.target.value)} />;
}

describe('InputField', () => {
  it('is a text box named by its label that takes what is typed, within its input attributes', async () => {
    const onBlur = vi.fn();
    renderWithTheme(<Controlled label="关键词" onBlur={onBlur} htmlInput={{ maxLength: 4 }} />);
    const input = screen.getByRole('textbox', { name: '关键词' });
    await userEvent.type(input, '专精特新企业');
    expect(input).toHaveValue('专精特新');
    await userEvent.tab();
    expect(onBlur).toHaveBeenCalled();
  });

  it('describes the box by its message, marks it invalid and keeps the id it is given', () => {
    renderWithTheme(<InputField id="revenue" label="营业收入" value="x" onChange={vi.fn()} error helperText="请输入数字" />);
    const input = screen.getByRole('textbox', { name: '营业收入' });
    expect(input).toHaveAttribute('id', 'revenue');
    expect(input).toHaveAccessibleDescription('请输入数字');
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });
});
