import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { getLedgerField } from '@smes/eligibility';
import { AppTheme } from '@smes/ui';
import { QUALIFICATION_HELD, QUALIFICATION_NOT_HELD } from './ledger-draft';
import { LedgerFieldInput } from './ledger-field-input';
import { ledgerFieldId } from './ledger-form-fields';

function renderField(key: Parameters<typeof getLedgerField>[0], value = '') {
  return render(
    <AppTheme>
      <LedgerFieldInput field={getLedgerField(key)} value={value} onChange={() => undefined} />
    </AppTheme>,
  );
}

describe('LedgerFieldInput', () => {
  it('draws an amount on the browser’s input, its label on the border and its unit inside the frame after it', () => {
    renderField('bankLoanInterestY1');
    const field = getLedgerField('bankLoanInterestY1');
    expect(field.unit).toBe('万元');
    const input = screen.getByRole('textbox', { name: field.label });
    expect(input).toHaveValue('');
    expect(input).toHaveAttribute('inputmode', 'decimal');
    expect(input).toHaveAccessibleDescription(field.help ?? '');
    // No MUI field parts: the field is the browser's own input (ADR 101).
    expect(input).not.toHaveClass('MuiInputBase-input');
    const frame = document.querySelector(`label[for="${input.id}"]`)?.parentElement;
    expect(frame).toContainElement(input);
    expect(frame).toContainElement(screen.getByText('万元'));
    expect(input.compareDocumentPosition(screen.getByText('万元')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows a message in place of the help, marks the input invalid and describes it with the message', () => {
    render(
      <AppTheme>
        <LedgerFieldInput field={getLedgerField('employeesTotal')} value="x" onChange={() => undefined} error="请输入整数" />
      </AppTheme>,
    );
    const input = screen.getByRole('textbox', { name: getLedgerField('employeesTotal').label });
    expect(input).toHaveAttribute('id', ledgerFieldId('employeesTotal'));
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('请输入整数');
  });

  it('draws 主营产品 as a text area and an enum as the browser’s select, each named by its label', async () => {
    const onChange = vi.fn();
    render(
      <AppTheme>
        <LedgerFieldInput field={getLedgerField('mainProducts')} value="" onChange={onChange} />
        <LedgerFieldInput field={getLedgerField('digitalLevel')} value="" onChange={onChange} />
      </AppTheme>,
    );
    expect(screen.getByRole('textbox', { name: getLedgerField('mainProducts').label }).tagName).toBe('TEXTAREA');
    const select = screen.getByRole('combobox', { name: getLedgerField('digitalLevel').label });
    expect(select.tagName).toBe('SELECT');
    const option = getLedgerField('digitalLevel').options![0]!;
    await userEvent.setup().selectOptions(select, option.value);
    expect(onChange).toHaveBeenCalledWith('digitalLevel', option.value);
  });

  it('asks a yes-or-no field with two radios in its named group, the first carrying the field’s id', async () => {
    const onChange = vi.fn();
    const field = getLedgerField('hasRdAccounting');
    render(
      <AppTheme>
        <LedgerFieldInput field={field} value="" onChange={onChange} error="请选择" />
      </AppTheme>,
    );
    const group = screen.getByRole('group', { name: field.label });
    const yes = screen.getByRole('radio', { name: '是' });
    expect(group).toContainElement(yes);
    expect(yes).toHaveAttribute('id', ledgerFieldId('hasRdAccounting'));
    expect(screen.getByRole('radiogroup')).toHaveAccessibleDescription('请选择');
    await userEvent.setup().click(screen.getByRole('radio', { name: '否' }));
    expect(onChange).toHaveBeenCalledWith('hasRdAccounting', 'false');
  });

  it('answers a qualification’s 未获得 and 已获得 with their own values, 已获得 checked while a date is held', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    const { rerender } = render(
      <AppTheme>
        <LedgerFieldInput field={getLedgerField('qualHighTech')} value="2024-05-01" onChange={onChange} />
      </AppTheme>,
    );
    expect(screen.getByRole('radio', { name: '已获得' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: '未获得' }));
    expect(onChange).toHaveBeenLastCalledWith('qualHighTech', QUALIFICATION_NOT_HELD);
    rerender(
      <AppTheme>
        <LedgerFieldInput field={getLedgerField('qualHighTech')} value={QUALIFICATION_NOT_HELD} onChange={onChange} />
      </AppTheme>,
    );
    expect(screen.getByRole('radio', { name: '未获得' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: '已获得' }));
    expect(onChange).toHaveBeenLastCalledWith('qualHighTech', QUALIFICATION_HELD);
  });

  it('does not answer while disabled', async () => {
    const onChange = vi.fn();
    render(
      <AppTheme>
        <LedgerFieldInput field={getLedgerField('hasRdAccounting')} value="true" onChange={onChange} disabled />
      </AppTheme>,
    );
    expect(screen.getByRole('radio', { name: '否' })).toBeDisabled();
    await userEvent.setup().click(screen.getByText('否'));
    expect(onChange).not.toHaveBeenCalled();
  });
});
