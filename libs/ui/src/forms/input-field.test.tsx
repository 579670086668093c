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

  it('grows a multiline box by CSS with growByCss: one plain textarea, no hidden copy measured in a layout effect (ADR 130)', async () => {
    const { container } = renderWithTheme(<Controlled label="输入您的问题" multiline maxRows={4} growByCss />);
    const box = screen.getByRole('textbox', { name: '输入您的问题' });
    expect(box.tagName).toBe('TEXTAREA');
    expect(container.querySelectorAll('textarea')).toHaveLength(1);
    expect(box).toHaveAttribute('rows', '1');
    expect(box).not.toHaveAttribute('style');
    const style = getComputedStyle(box);
    expect(style.getPropertyValue('field-sizing')).toBe('content');
    // Four of InputBase's 1.4375em lines (jsdom resolves em against its 16 px).
    expect(style.maxHeight).toMatch(/^(5\.75em|92px)$/);
    expect(style.overflowY).toBe('auto');
    await userEvent.type(box, '第一行{Shift>}{Enter}{/Shift}第二行');
    expect(box).toHaveValue('第一行\n第二行');
  });

  it('keeps MUI’s measured growth for a multiline box without growByCss', () => {
    const { container } = renderWithTheme(<Controlled label="说明" multiline minRows={3} />);
    expect(container.querySelectorAll('textarea')).toHaveLength(2);
    expect(screen.getByRole('textbox', { name: '说明' }).getAttribute('style')).toMatch(/height/);
  });
});
