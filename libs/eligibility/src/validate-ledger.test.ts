import { describe, expect, it } from 'vitest';
import { PORTAL_SCHEMA_LIMITS } from '@smes/contract-types';
import { LEDGER_FIELDS } from './ledger-fields';
import type { LedgerField } from './ledger-fields';
import { SAMPLE_LEDGER } from './sample-ledger';
import { FORM_ERROR_KEY, numberBounds, validateFieldValue, validateLedger, validateLedgerField } from './validate-ledger';

const now = new Date('2025-06-01T04:00:00Z');

function errorsOf(input: unknown) {
  const result = validateLedger(input, { now });
  if (result.ok) throw new Error('expected validation errors');
  return result.errors;
}

describe('validateLedger', () => {
  it('accepts a complete valid ledger and an empty one', () => {
    expect(validateLedger(SAMPLE_LEDGER, { now })).toEqual({ ok: true, value: SAMPLE_LEDGER });
    expect(validateLedger({}, { now })).toEqual({ ok: true, value: {} });
  });

  it('accepts null for any field', () => {
    const result = validateLedger({ revenueY1: null, qualHighTech: null, creditCode: null }, { now });
    expect(result).toEqual({ ok: true, value: { revenueY1: null, qualHighTech: null, creditCode: null } });
  });

  it('rejects input that is not an object', () => {
    expect(errorsOf(null)).toEqual({ [FORM_ERROR_KEY]: '企业档案数据格式不正确' });
    expect(errorsOf([1, 2])).toEqual({ [FORM_ERROR_KEY]: '企业档案数据格式不正确' });
  });

  it('rejects unknown keys', () => {
    expect(errorsOf({ enterpriseName: '甲公司', favouriteColour: 'blue' })).toEqual({
      favouriteColour: '不支持的档案字段：favouriteColour',
    });
  });

  it('enforces numbers, integers and signs', () => {
    expect(
      errorsOf({
        revenueY1: -1,
        employeesTotal: 12.5,
        rdStaff: '12',
        inventionPatents: -2,
        rdExpenseY1: Number.POSITIVE_INFINITY,
      }),
    ).toEqual({
      revenueY1: '营业收入（上年度）不能为负数',
      employeesTotal: '职工总数必须是整数',
      rdStaff: '研发人员数必须是数字',
      inventionPatents: '发明专利数量不能为负数',
      rdExpenseY1: '研发费用（上年度）必须是数字',
    });
  });

  it('allows a net loss but not negative net assets', () => {
    expect(validateLedger({ netProfitY1: -350.5 }, { now }).ok).toBe(true);
    expect(errorsOf({ netAssetsY1: -1 })).toEqual({ netAssetsY1: '净资产（上年末）不能为负数' });
  });

  it('checks dates are real ISO dates and not in the future (China time)', () => {
    expect(
      errorsOf({ registeredAt: '2024-02-30', qualHighTech: '2025/01/01', qualTechSme: '2025-06-02' }),
    ).toEqual({
      registeredAt: '注册成立日期不是有效日期（格式为 YYYY-MM-DD）',
      qualHighTech: '高新技术企业认定日期不是有效日期（格式为 YYYY-MM-DD）',
      qualTechSme: '科技型中小企业认定日期不能晚于今天',
    });
    // 2025-06-01T20:00Z is already 2 June in Beijing.
    const late = new Date('2025-06-01T20:00:00Z');
    expect(validateLedger({ qualTechSme: '2025-06-02' }, { now: late }).ok).toBe(true);
  });

  it('checks booleans, enums and industry sections', () => {
    expect(errorsOf({ hasRdAccounting: 'yes', rdInstitutionLevel: 'galactic', industry: 'Z' })).toEqual({
      hasRdAccounting: '已建立研发投入核算体系只能选择“是”或“否”',
      rdInstitutionLevel: '研发机构级别的选项无效',
      industry: '所属行业门类必须是国民经济行业门类代码（A–T）',
    });
  });

  it('checks the credit code format and check digit, and normalises case', () => {
    expect(errorsOf({ creditCode: '91350100M000100Y44' })).toEqual({ creditCode: '统一社会信用代码校验位不正确' });
    expect(errorsOf({ creditCode: '9135' })).toEqual({
      creditCode: '统一社会信用代码应为 18 位数字或大写字母（不含 I、O、S、V、Z）',
    });
    expect(validateLedger({ creditCode: ' 91110000600037341l ' }, { now })).toEqual({
      ok: true,
      value: { creditCode: '91110000600037341L' },
    });
  });

  it('checks region codes, their level and their nesting', () => {
    expect(errorsOf({ provinceCode: '3300', cityCode: '330110', districtCode: '330100' })).toEqual({
      provinceCode: '所在省份必须是 6 位行政区划代码',
      cityCode: '所在城市的行政区划代码级别不正确',
      districtCode: '所在区县的行政区划代码级别不正确',
    });
    expect(errorsOf({ provinceCode: '330000', cityCode: '320100', districtCode: '330110' })).toEqual({
      cityCode: '所在城市不属于所选省份',
      districtCode: '所在区县不属于所选城市',
    });
  });

  it('trims text and limits its length', () => {
    expect(validateLedger({ enterpriseName: '  甲公司 ' }, { now })).toEqual({ ok: true, value: { enterpriseName: '甲公司' } });
    expect(errorsOf({ enterpriseName: '企'.repeat(101) })).toEqual({ enterpriseName: '企业名称不能超过 100 个字' });
    expect(errorsOf({ mainProducts: 42 })).toEqual({ mainProducts: '主营产品（服务）必须是文本' });
  });

  it('applies the cross-field limits', () => {
    expect(
      errorsOf({
        employeesTotal: 10,
        rdStaff: 11,
        staffBachelorOrAbove: 12,
        rdExpenseY2: 100,
        domesticRdExpenseY2: 101,
        revenueY1: 500,
        highTechRevenueY1: 501,
        mainBusinessRevenueY1: 600,
      }),
    ).toEqual({
      rdStaff: '研发人员数不能大于职工总数',
      staffBachelorOrAbove: '本科及以上学历职工数不能大于职工总数',
      domesticRdExpenseY2: '境内研发费用（前年度）不能大于研发费用（前年度）',
      highTechRevenueY1: '高新技术产品（服务）收入（上年度）不能大于营业收入（上年度）',
      mainBusinessRevenueY1: '主营业务收入（上年度）不能大于营业收入（上年度）',
    });
  });

  it('keeps the field error when a field is itself invalid', () => {
    expect(errorsOf({ employeesTotal: 10, rdStaff: 11.5 })).toEqual({ rdStaff: '研发人员数必须是整数' });
  });

  it('requires a valid now', () => {
    expect(() => validateLedger({}, { now: new Date('nope') })).toThrow('options.now must be a valid Date');
  });
});

describe('validateLedgerField and validateFieldValue', () => {
  it('validates one field for forms', () => {
    expect(validateLedgerField('revenueY1', -5, { now })).toEqual({ ok: false, message: '营业收入（上年度）不能为负数' });
    expect(validateLedgerField('revenueY1', 12.5, { now })).toEqual({ ok: true, value: 12.5 });
  });

  it('keeps ratios between 0 and 100', () => {
    const ratioField: LedgerField = { key: 'revenueY1', label: '毛利率', group: '财务', kind: 'ratio', unit: '%' };
    expect(validateFieldValue(ratioField, 101, { now })).toEqual({ ok: false, message: '毛利率必须在 0 到 100 之间' });
    expect(validateFieldValue(ratioField, -0.1, { now })).toEqual({ ok: false, message: '毛利率必须在 0 到 100 之间' });
    expect(validateFieldValue(ratioField, 100, { now })).toEqual({ ok: true, value: 100 });
  });
});

describe('validateLedger: bounds and the balance sheet', () => {
  it('refuses figures outside the contract’s range with the same words the server would use, never a range that allows negatives', () => {
    expect(errorsOf({ revenueY1: 1e29 }).revenueY1).toBe('营业收入（上年度）须在 0 到 100,000,000 万元 之间，请核对单位和位数');
    expect(errorsOf({ rdExpenseY1: -5 }).rdExpenseY1).toBe('研发费用（上年度）不能为负数');
    expect(errorsOf({ netProfitY1: -2e8 }).netProfitY1).toBe('净利润（上年度）须在 -100,000,000 到 100,000,000 万元 之间，请核对单位和位数');
    expect(errorsOf({ employeesTotal: 2e7 }).employeesTotal).toMatch(/^职工总数须在 0 到 10,000,000 人 之间/);
    expect(validateLedger({ netProfitY1: -320.5, revenueY1: 100000000 }, { now }).ok).toBe(true);
  });

  it('flags 资产 − 负债 ≠ 净资产 beyond rounding, and accepts it within a 万元', () => {
    expect(errorsOf({ totalAssetsY1: 12000, totalDebtY1: 5000, netAssetsY1: 9000 }).netAssetsY1).toBe(
      '净资产（上年末）应等于资产总额减负债总额：12,000 − 5,000 = 7,000 万元，而填的是 9,000 万元，请核对这三项',
    );
    expect(validateLedger({ totalAssetsY1: 12000.4, totalDebtY1: 5000, netAssetsY1: 7000 }, { now }).ok).toBe(true);
    // Two of the three say nothing about the third.
    expect(validateLedger({ totalAssetsY1: 12000, netAssetsY1: 9000 }, { now }).ok).toBe(true);
  });

  it('takes every figure’s range from the contract, so the server refuses nothing the form accepted', () => {
    const limits = PORTAL_SCHEMA_LIMITS.EnterpriseLedger as Record<string, { minimum?: number; maximum?: number }>;
    for (const field of LEDGER_FIELDS.filter((item) => ['integer', 'amount', 'ratio'].includes(item.kind))) {
      const { min, max } = numberBounds(field);
      expect(limits[field.key], field.key).toBeDefined();
      expect([min, max], field.key).toEqual([limits[field.key]?.minimum, limits[field.key]?.maximum]);
      if (!field.allowNegative) expect(min, `${field.key} cannot be negative`).toBe(0);
    }
  });
});
