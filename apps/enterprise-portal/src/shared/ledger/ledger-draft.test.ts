import { describe, expect, it } from 'vitest';
import { getLedgerField } from '@smes/eligibility';
import { QUALIFICATION_HELD, QUALIFICATION_NOT_HELD, changedKeys, changesToSave, toDraft } from './ledger-draft';
import { checkDraft, parseDraftValue } from './ledger-check';
import { LEDGER_FORM_KEYS } from './ledger-form-fields';

const now = new Date('2026-03-01T04:00:00Z');

describe('toDraft', () => {
  it('writes every kind of value as input text, null qualifications as 未获得', () => {
    const draft = toDraft(
      { revenueY1: 3200.5, hasRdAccounting: false, qualHighTech: null, qualTechSme: '2024-04-15', mainProducts: null },
      ['revenueY1', 'hasRdAccounting', 'qualHighTech', 'qualTechSme', 'mainProducts', 'rdStaff'],
    );
    expect(draft).toEqual({
      revenueY1: '3200.5',
      hasRdAccounting: 'false',
      qualHighTech: QUALIFICATION_NOT_HELD,
      qualTechSme: '2024-04-15',
      mainProducts: '',
      rdStaff: '',
    });
  });
});

describe('parseDraftValue', () => {
  it('reads numbers with thousands separators and rejects words', () => {
    expect(parseDraftValue(getLedgerField('revenueY1'), ' 1,200.5 ')).toEqual({ ok: true, value: 1200.5 });
    expect(parseDraftValue(getLedgerField('revenueY1'), '一千')).toEqual({ ok: false, message: '营业收入（上年度）请输入数字' });
    expect(parseDraftValue(getLedgerField('revenueY1'), '')).toEqual({ ok: true, value: null });
  });

  it('tells an unanswered qualification from one not held, and asks for the date of one held', () => {
    const field = getLedgerField('qualHighTech');
    expect(parseDraftValue(field, '')).toEqual({ ok: true, value: undefined });
    expect(parseDraftValue(field, QUALIFICATION_NOT_HELD)).toEqual({ ok: true, value: null });
    expect(parseDraftValue(field, QUALIFICATION_HELD)).toEqual({ ok: false, message: '请填写高新技术企业的认定日期' });
    expect(parseDraftValue(field, '2023-12-01')).toEqual({ ok: true, value: '2023-12-01' });
  });

  it('reads 是/否', () => {
    expect(parseDraftValue(getLedgerField('hasRdAccounting'), 'true')).toEqual({ ok: true, value: true });
    expect(parseDraftValue(getLedgerField('hasRdAccounting'), 'false')).toEqual({ ok: true, value: false });
  });
});

describe('checkDraft', () => {
  it('reports a wrong credit code check digit with the engine’s message', () => {
    const { errors } = checkDraft({ creditCode: '91330106MA2H3K7X1B' }, ['creditCode'], now);
    expect(errors).toEqual({ creditCode: '统一社会信用代码校验位不正确' });
  });

  it('upper-cases a valid credit code and applies cross-field rules', () => {
    const { ledger, errors } = checkDraft(
      { creditCode: '91330106ma2h3k7x1l', employeesTotal: '20', rdStaff: '30' },
      ['creditCode', 'employeesTotal', 'rdStaff'],
      now,
    );
    expect(ledger.creditCode).toBe('91330106MA2H3K7X1L');
    expect(errors).toEqual({ rdStaff: '研发人员数不能大于职工总数' });
    expect(ledger.rdStaff).toBeUndefined();
  });

  it('rejects negative amounts but allows a net loss', () => {
    const { errors, ledger } = checkDraft({ revenueY1: '-5', netProfitY1: '-120' }, ['revenueY1', 'netProfitY1'], now);
    expect(errors.revenueY1).toBe('营业收入（上年度）不能为负数');
    expect(ledger.netProfitY1).toBe(-120);
  });
});

describe('changes', () => {
  it('sends the changed fields only, null for the emptied ones, nothing for an unanswered qualification', () => {
    const saved = toDraft({ revenueY1: 100, rdStaff: 5 }, LEDGER_FORM_KEYS);
    const draft = { ...saved, revenueY1: '150', rdStaff: '', qualHighTech: '' };
    const changed = changedKeys(saved, draft, LEDGER_FORM_KEYS);
    expect(changed).toEqual(['rdStaff', 'revenueY1']);
    const { ledger } = checkDraft(draft, LEDGER_FORM_KEYS, now);
    expect(changesToSave(ledger, changed)).toEqual({ revenueY1: 150, rdStaff: null });
  });
});

describe('ledger input typed as people type it', () => {
  const now = new Date('2026-11-28T04:00:00Z');

  it('reads full-width digits, point and sign as numbers instead of refusing them', () => {
    const check = checkDraft({ revenueY1: '９８００', rdExpenseY1: '１２．５', netProfitY1: '－３２０', employeesTotal: '１，２００' }, ['revenueY1', 'rdExpenseY1', 'netProfitY1', 'employeesTotal'], now);
    expect(check.errors).toEqual({});
    expect(check.ledger).toEqual({ revenueY1: 9800, rdExpenseY1: 12.5, netProfitY1: -320, employeesTotal: 1200 });
  });

  it('refuses a 30-digit figure and a negative R&D spend at once, in the words the server uses', () => {
    const check = checkDraft({ revenueY1: '123456789012345678901234567890', rdExpenseY1: '-5' }, ['revenueY1', 'rdExpenseY1'], now);
    expect(check.errors).toEqual({
      revenueY1: '营业收入（上年度）须在 0 到 100,000,000 万元 之间，请核对单位和位数',
      rdExpenseY1: '研发费用（上年度）不能为负数',
    });
  });

  it('flags 资产 − 负债 ≠ 净资产 on the form, as 高企检测 does: both read checkDraft', () => {
    const check = checkDraft({ totalAssetsY1: '12000', totalDebtY1: '5000', netAssetsY1: '9000' }, ['totalAssetsY1', 'totalDebtY1', 'netAssetsY1'], now);
    expect(check.errors.netAssetsY1).toMatch(/^净资产（上年末）应等于资产总额减负债总额：12,000 − 5,000 = 7,000 万元/);
  });
});
