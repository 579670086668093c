import { useState } from 'react';
import type { FormEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../testing/render-with-theme';
import { FormTextField } from './form-text-field';
import { validateFields } from './validate';
import type { FieldRules } from './validate';

const nameRules: FieldRules = { required: true, max: 10 };
const phoneRules: FieldRules = { required: true, type: 'phone' };

function ContactForm({ onSubmit }: { onSubmit: (values: Record<string, string>) => void }) {
  const [values, setValues] = useState({ name: '', phone: '' });
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const errors = validateFields(values, {
      name: { label: '联系人', rules: nameRules },
      phone: { label: '手机号码', rules: phoneRules },
    });
    if (Object.keys(errors).length === 0) onSubmit(values);
  };
  return (
    <form onSubmit={handleSubmit} noValidate>
      <FormTextField
        label="联系人"
        rules={nameRules}
        value={values.name}
        onChange={(event) => setValues({ ...values, name: event.target.value })}
      />
      <FormTextField
        label="手机号码"
        rules={phoneRules}
        value={values.phone}
        onChange={(event) => setValues({ ...values, phone: event.target.value })}
      />
      <button type="submit">提交</button>
    </form>
  );
}

describe('FormTextField', () => {
  it('validates on blur and shows the message as an accessible description', async () => {
    const user = userEvent.setup();
    renderWithTheme(<ContactForm onSubmit={vi.fn()} />);
    const name = screen.getByRole('textbox', { name: '联系人' });
    expect(name).not.toHaveAttribute('aria-invalid', 'true');
    await user.click(name);
    await user.tab();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('请输入联系人');
  });

  it('re-validates while typing once a message is shown', async () => {
    const user = userEvent.setup();
    renderWithTheme(<ContactForm onSubmit={vi.fn()} />);
    const phone = screen.getByRole('textbox', { name: '手机号码' });
    await user.type(phone, '138');
    expect(phone).not.toHaveAttribute('aria-invalid', 'true');
    await user.tab();
    expect(phone).toHaveAccessibleDescription('手机号码不是有效的手机号');
    await user.click(phone);
    await user.type(phone, '12345678');
    expect(phone).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('手机号码不是有效的手机号')).not.toBeInTheDocument();
  });

  it('shows every message when the form is submitted, and the page blocks the submit', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderWithTheme(<ContactForm onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: '提交' }));
    expect(screen.getByRole('textbox', { name: '联系人' })).toHaveAccessibleDescription('请输入联系人');
    expect(screen.getByRole('textbox', { name: '手机号码' })).toHaveAccessibleDescription('请输入手机号码');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('lets a valid form through', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderWithTheme(<ContactForm onSubmit={onSubmit} />);
    await user.type(screen.getByRole('textbox', { name: '联系人' }), '张经理');
    await user.type(screen.getByRole('textbox', { name: '手机号码' }), '13812345678');
    await user.click(screen.getByRole('button', { name: '提交' }));
    expect(onSubmit).toHaveBeenCalledWith({ name: '张经理', phone: '13812345678' });
    expect(screen.queryByText(/请输入/)).not.toBeInTheDocument();
  });

  it('marks required fields with aria-required instead of the browser check', () => {
    renderWithTheme(<FormTextField label="企业名称" rules={{ required: true }} />);
    const input = screen.getByRole('textbox', { name: '企业名称' });
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(input).not.toHaveAttribute('required');
  });

  it('shows an outside message, e.g. from the server, when its own rules pass', () => {
    renderWithTheme(<FormTextField label="用户名" errorMessage="该用户名已被注册" helperText="4-16 个字符" />);
    const input = screen.getByRole('textbox', { name: '用户名' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('该用户名已被注册');
  });

  it('treats an empty outside message as no problem (useFormValues clears a corrected field to an empty string)', () => {
    renderWithTheme(<FormTextField label="联系人" errorMessage="" helperText="填写经办人姓名" />);
    const input = screen.getByRole('textbox', { name: '联系人' });
    expect(input).toHaveAttribute('aria-invalid', 'false');
    expect(input).toHaveAccessibleDescription('填写经办人姓名');
  });

  it('shows the helper text when there is no problem and validates an uncontrolled field', async () => {
    const user = userEvent.setup();
    renderWithTheme(
      <FormTextField label="用户名" helperText="4-16 个字符" defaultValue="ab" rules={{ min: 4, max: 16 }} />,
    );
    const input = screen.getByRole('textbox', { name: '用户名' });
    expect(input).toHaveAccessibleDescription('4-16 个字符');
    await user.click(input);
    await user.tab();
    expect(input).toHaveAccessibleDescription('用户名须为 4-16 个字符');
  });

  it('forwards inputRef and the blur handler', async () => {
    const user = userEvent.setup();
    const onBlur = vi.fn();
    const ref = { current: null as HTMLInputElement | HTMLTextAreaElement | null };
    renderWithTheme(<FormTextField label="备注" inputRef={ref} onBlur={onBlur} />);
    expect(ref.current).toBe(screen.getByRole('textbox', { name: '备注' }));
    await user.click(screen.getByRole('textbox', { name: '备注' }));
    await user.tab();
    expect(onBlur).toHaveBeenCalledTimes(1);
  });
});
