import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../testing/render-with-theme';
import { lightPalette } from '../theme/tokens';
import { PlainFieldset, PlainInputField, PlainSelectField } from './plain-field';

describe('PlainInputField', () => {
  it('is the browser’s input named by its label, described by its help, typed in as usual', async () => {
    const onChange = vi.fn();
    renderWithTheme(<PlainInputField id="f-name" label="机构名称" required value="" onChange={onChange} helperText="与营业执照上的名称一致" htmlInput={{ maxLength: 60 }} />);
    const input = screen.getByRole('textbox', { name: '机构名称' });
    expect(input.tagName).toBe('INPUT');
    expect(input).toHaveAttribute('id', 'f-name');
    expect(input).toBeRequired();
    expect(input).toHaveAttribute('maxlength', '60');
    expect(input).toHaveAttribute('aria-invalid', 'false');
    expect(input).toHaveAccessibleDescription('与营业执照上的名称一致');
    await userEvent.type(input, '甲');
    expect(onChange).toHaveBeenCalled();
  });

  it('shows a message as the description, marks the input invalid and draws the message in the error colour', () => {
    renderWithTheme(<PlainInputField label="联系电话" type="tel" value="1" onChange={() => undefined} error helperText="请输入 11 位手机号" />);
    const input = screen.getByRole('textbox', { name: '联系电话' });
    expect(input).toHaveAttribute('type', 'tel');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('请输入 11 位手机号');
    expect(screen.getByText('请输入 11 位手机号')).toHaveStyle({ color: (lightPalette.error as { main: string }).main });
  });

  it('is a text area when multiline and keeps a unit inside the frame after the input', () => {
    renderWithTheme(
      <>
        <PlainInputField label="机构简介" multiline value="" onChange={() => undefined} />
        <PlainInputField label="职工总数" value="" onChange={() => undefined} endAdornment={<span>人</span>} />
      </>,
    );
    expect(screen.getByRole('textbox', { name: '机构简介' }).tagName).toBe('TEXTAREA');
    const input = screen.getByRole('textbox', { name: '职工总数' });
    expect(input.parentElement).toContainElement(screen.getByText('人'));
  });
});

describe('PlainSelectField', () => {
  it('is the browser’s select with an empty choice, required and described, and reports the value chosen', async () => {
    const onChange = vi.fn();
    renderWithTheme(
      <PlainSelectField label="人员规模" required emptyLabel="请选择" value="" options={[{ value: '1-19', label: '1-19 人' }]} onChange={onChange} error helperText="请选择人员规模" />,
    );
    const select = screen.getByRole('combobox', { name: '人员规模' });
    expect(select.tagName).toBe('SELECT');
    expect(select).toHaveAttribute('aria-required', 'true');
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('请选择人员规模');
    await userEvent.selectOptions(select, '1-19');
    expect(onChange).toHaveBeenCalledWith('1-19');
    expect(select).toHaveValue('1-19');
  });
});

describe('PlainFieldset', () => {
  it('names the group of controls by its legend and disables them with it', () => {
    renderWithTheme(
      <PlainFieldset legend="已建立研发投入核算体系" disabled>
        <input type="radio" aria-label="是" />
      </PlainFieldset>,
    );
    expect(screen.getByRole('group', { name: '已建立研发投入核算体系' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '是' })).toBeDisabled();
  });
});
