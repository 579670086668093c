import { describe, expect, it } from 'vitest';
import { LEDGER_FIELDS } from '@smes/eligibility';
import * as forms from './ledger-form-fields';
import { LEDGER_FIELD_LABELS, LEDGER_FIELD_NAMING, isLedgerFormField, ledgerFieldHref, ledgerFieldLabel } from './ledger-field-labels';

describe('ledger field labels (the reports’ light copy)', () => {
  it('names every field the form offers exactly as the engine does, and no other key', () => {
    expect(Object.keys(LEDGER_FIELD_LABELS)).toEqual(forms.LEDGER_FORM_KEYS);
    for (const field of forms.LEDGER_FORM_FIELDS) expect(ledgerFieldLabel(field.key)).toBe(field.label);
  });

  it('gives an unknown key back as it is, as the forms’ module does', () => {
    for (const key of ['noSuchField', 'toString', 'constructor']) {
      expect(ledgerFieldLabel(key)).toBe(key);
      expect(forms.ledgerFieldLabel(key)).toBe(key);
    }
  });

  it('offers the same fields as the forms’ module: ones the engine knows and the API stores', () => {
    for (const field of LEDGER_FIELDS) expect(isLedgerFormField(field.key)).toBe(forms.isLedgerFormField(field.key));
    expect(isLedgerFormField('revenueY1')).toBe(true);
    expect(isLedgerFormField('noSuchField')).toBe(false);
    expect(isLedgerFormField('constructor')).toBe(false);
  });

  it('links a field to its input on the ledger page, as the forms’ module does', () => {
    expect(ledgerFieldHref('revenueY1')).toBe(forms.ledgerFieldHref('revenueY1'));
    expect(ledgerFieldHref('revenueY1')).toMatch(/#field-revenueY1$/);
  });

  it('names, links and finds a field as the forms’ naming does (CompletenessBar and ConditionTable take either)', () => {
    const light = LEDGER_FIELD_NAMING;
    const form = forms.LEDGER_FORM_FIELD_NAMING;
    for (const key of [...forms.LEDGER_FORM_KEYS, 'noSuchField']) {
      expect(light.isFormField(key)).toBe(form.isFormField(key));
      expect(light.label(key)).toBe(form.label(key));
      expect(light.href(key)).toBe(form.href(key));
      expect(light.id(key)).toBe(form.id(key));
    }
  });
});
