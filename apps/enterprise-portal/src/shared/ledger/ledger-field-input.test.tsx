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
  it('keeps an empty amount’s label on the border, clear of its unit', () => {
    renderField('bankLoanInterestY1');
    const field = getLedgerField('bankLoanInterestY1');
    expect(field.unit).toBe('万元');
    const input = screen.getByRole('textbox', { name: field.label });
    expect(input).toHaveValue('');
    expect(document.querySelector(`label[for="${input.id}"]`)).toHaveAttribute('data-shrink', 'true');
    // The unit sits inside the outlined box, after the input.
    expect(input.parentElement).toContainElement(screen.getByText('万元'));
    expect(input.compareDocumentPosition(screen.getByText('万元')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('leaves a text field without a unit to MUI’s usual floating label', () => {
    renderField('mainProducts');
    const input = screen.getByRole('textbox', { name: getLedgerField('mainProducts').label });
    expect(document.querySelector(`label[for="${input.id}"]`)).toHaveAttribute('data-shrink', 'false');
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
