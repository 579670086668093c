import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getLedgerField } from '@smes/eligibility';
import { AppTheme } from '@smes/ui';
import { LedgerFieldInput } from './ledger-field-input';

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
    expect(screen.getByText('万元')).toBeInTheDocument();
  });

  it('leaves a text field without a unit to MUI’s usual floating label', () => {
    renderField('mainProducts');
    const input = screen.getByRole('textbox', { name: getLedgerField('mainProducts').label });
    expect(document.querySelector(`label[for="${input.id}"]`)).toHaveAttribute('data-shrink', 'false');
  });
});
