import { PORTAL_SCHEMA_LIMITS } from '@smes/contract-types';
import { checkCreditCode } from './credit-code';
import { assertValidNow, chinaToday, parseIsoDate } from './dates';
import { setLedgerValue } from './ledger';
import type { EnterpriseLedger, LedgerFieldKey, LedgerValue } from './ledger';
import type { LedgerField } from './ledger-fields';
import { LEDGER_FIELDS, getLedgerField, isLedgerFieldKey } from './ledger-fields';

/** Chinese messages by field key; unknown input keys are reported under their own name, a non-object under '_form'. */
export type LedgerErrors = Record<string, string>;

export type LedgerValidation = { ok: true; value: EnterpriseLedger } | { ok: false; errors: LedgerErrors };

/** A field's value once checked against its kind: a number, boolean or string, or null/undefined (unanswered). */
export type FieldValidation = { ok: true; value: LedgerValue | null | undefined } | { ok: false; message: string };

export type ValidateLedgerOptions = { now: Date };

export const FORM_ERROR_KEY = '_form';

const REGION_CODE = /^\d{6}$/;

function fail(message: string): FieldValidation {
  return { ok: false, message };
}

type NumberLimits = { minimum?: number; maximum?: number };

/** The contract's bounds of each ledger figure (EnterpriseLedger in openapi/portal.yaml): what the server refuses. */
const CONTRACT_LIMITS = PORTAL_SCHEMA_LIMITS.EnterpriseLedger as Readonly<Partial<Record<string, NumberLimits>>>;

/**
 * The range a figure must lie in: the contract's, so the ledger form, 高企检测, the what-if and the server refuse
 * exactly the same values with the same words. A field the contract gives no range is non-negative (a ratio at
 * most 100) unless it allows negatives.
 */
export function numberBounds(field: LedgerField): { min: number | undefined; max: number | undefined } {
  const limits = CONTRACT_LIMITS[field.key] ?? {};
  return {
    min: limits.minimum ?? (field.allowNegative ? undefined : 0),
    max: limits.maximum ?? (field.kind === 'ratio' ? 100 : undefined),
  };
}

function boundText(value: number): string {
  return value.toLocaleString('zh-CN', { maximumFractionDigits: 2 });
}

/**
 * What a figure below (or above) its range is told: one wording for the form, 高企检测, the what-if and the server
 * (which refuses the same range from the contract before its handler runs).
 */
export function outOfRangeMessage(field: LedgerField, side: 'below' | 'above'): string {
  if (field.kind === 'ratio') return `${field.label}必须在 0 到 100 之间`;
  const { min, max } = numberBounds(field);
  if (side === 'below' && min === 0) return `${field.label}不能为负数`;
  const unit = field.unit ? ` ${field.unit}` : '';
  if (min === undefined) return `${field.label}不能大于 ${boundText(max ?? 0)}${unit}，请核对单位和位数`;
  if (max === undefined) return `${field.label}不能小于 ${boundText(min)}${unit}`;
  return `${field.label}须在 ${boundText(min)} 到 ${boundText(max)}${unit} 之间，请核对单位和位数`;
}

function checkNumber(field: LedgerField, value: unknown): FieldValidation {
  if (typeof value !== 'number' || !Number.isFinite(value)) return fail(`${field.label}必须是数字`);
  if (field.kind === 'integer' && !Number.isInteger(value)) return fail(`${field.label}必须是整数`);
  const { min, max } = field.kind === 'ratio' ? { min: 0, max: 100 } : numberBounds(field);
  if (min !== undefined && value < min) return fail(outOfRangeMessage(field, 'below'));
  if (max !== undefined && value > max) return fail(outOfRangeMessage(field, 'above'));
  return { ok: true, value };
}

function checkRegion(field: LedgerField, value: string): FieldValidation {
  if (!REGION_CODE.test(value)) return fail(`${field.label}必须是 6 位行政区划代码`);
  const wrongLevel =
    (field.regionLevel === 'province' && !value.endsWith('0000')) ||
    (field.regionLevel === 'city' && (!value.endsWith('00') || value.endsWith('0000'))) ||
    (field.regionLevel === 'district' && value.endsWith('00'));
  if (wrongLevel) return fail(`${field.label}的行政区划代码级别不正确`);
  return { ok: true, value };
}

/**
 * Checks one value against its field's rules (type, sign, range, format) and returns it normalised
 * (text trimmed, credit code upper-cased). Forms use it per field; `validateLedger` adds the cross-field rules.
 */
export function validateFieldValue(field: LedgerField, value: unknown, options: ValidateLedgerOptions): FieldValidation {
  if (value === null || value === undefined) return { ok: true, value };
  switch (field.kind) {
    case 'integer':
    case 'amount':
    case 'ratio':
      return checkNumber(field, value);
    case 'boolean':
      return typeof value === 'boolean' ? { ok: true, value } : fail(`${field.label}只能选择“是”或“否”`);
    case 'enum':
    case 'industry': {
      const option = (field.options ?? []).find((candidate) => candidate.value === value);
      if (option) return { ok: true, value: option.value };
      return fail(field.kind === 'industry' ? `${field.label}必须是国民经济行业门类代码（A–T）` : `${field.label}的选项无效`);
    }
    case 'date': {
      const name = field.nullIsAnswer ? `${field.label}认定日期` : field.label;
      if (typeof value !== 'string' || parseIsoDate(value) === null) {
        return fail(`${name}不是有效日期（格式为 YYYY-MM-DD）`);
      }
      if (value > chinaToday(options.now)) return fail(`${name}不能晚于今天`);
      return { ok: true, value };
    }
    case 'creditCode': {
      if (typeof value !== 'string') return fail(`${field.label}必须是文本`);
      const code = value.trim().toUpperCase();
      const check = checkCreditCode(code);
      if (check === 'format') return fail('统一社会信用代码应为 18 位数字或大写字母（不含 I、O、S、V、Z）');
      if (check === 'checkDigit') return fail('统一社会信用代码校验位不正确');
      return { ok: true, value: code };
    }
    case 'region':
      return typeof value === 'string' ? checkRegion(field, value.trim()) : fail(`${field.label}必须是 6 位行政区划代码`);
    case 'text': {
      if (typeof value !== 'string') return fail(`${field.label}必须是文本`);
      const text = value.trim();
      if (field.maxLength !== undefined && text.length > field.maxLength) {
        return fail(`${field.label}不能超过 ${field.maxLength} 个字`);
      }
      return { ok: true, value: text };
    }
  }
}

export function validateLedgerField(
  key: LedgerFieldKey,
  value: unknown,
  options: ValidateLedgerOptions,
): FieldValidation {
  return validateFieldValue(getLedgerField(key), value, options);
}

type NotGreaterRule = { key: LedgerFieldKey; limit: LedgerFieldKey; message: string };

const NOT_GREATER_RULES: readonly NotGreaterRule[] = [
  { key: 'rdStaff', limit: 'employeesTotal', message: '研发人员数不能大于职工总数' },
  { key: 'staffBachelorOrAbove', limit: 'employeesTotal', message: '本科及以上学历职工数不能大于职工总数' },
  ...([1, 2, 3] as const).map(
    (year): NotGreaterRule => ({
      key: `domesticRdExpenseY${year}`,
      limit: `rdExpenseY${year}`,
      message: `${getLedgerField(`domesticRdExpenseY${year}`).label}不能大于${getLedgerField(`rdExpenseY${year}`).label}`,
    }),
  ),
  {
    key: 'highTechRevenueY1',
    limit: 'revenueY1',
    message: `${getLedgerField('highTechRevenueY1').label}不能大于${getLedgerField('revenueY1').label}`,
  },
  ...([1, 2, 3] as const).map(
    (year): NotGreaterRule => ({
      key: `mainBusinessRevenueY${year}`,
      limit: `revenueY${year}`,
      message: `${getLedgerField(`mainBusinessRevenueY${year}`).label}不能大于${getLedgerField(`revenueY${year}`).label}`,
    }),
  ),
  // A right granted last year is one of the rights held (unless it has lapsed since, which the counts would not show).
  ...(
    [
      ['inventionPatentsGrantedY1', 'inventionPatents'],
      ['utilityModelsGrantedY1', 'utilityModels'],
      ['designPatentsGrantedY1', 'designPatents'],
      ['softwareCopyrightsGrantedY1', 'softwareCopyrights'],
    ] as const
  ).map(
    ([key, limit]): NotGreaterRule => ({ key, limit, message: `${getLedgerField(key).label}不能大于${getLedgerField(limit).label}` }),
  ),
];

/** 近三年 is the last three years: the two years the ledger names one by one cannot add up to more than it. */
function checkConversionYears(ledger: EnterpriseLedger, errors: LedgerErrors) {
  const { techAchievementsConvertedY1: y1, techAchievementsConvertedY2: y2, techAchievementsConverted3y: total } = ledger;
  if (typeof total !== 'number' || errors.techAchievementsConverted3y) return;
  const named = (typeof y1 === 'number' ? y1 : 0) + (typeof y2 === 'number' ? y2 : 0);
  if (named > total) {
    errors.techAchievementsConverted3y = `${getLedgerField('techAchievementsConverted3y').label}不能小于上年度与前年度之和（${named} 项）`;
  }
}

function checkRegionNesting(ledger: EnterpriseLedger, errors: LedgerErrors) {
  const { provinceCode, cityCode, districtCode } = ledger;
  if (provinceCode && cityCode && !errors.cityCode && cityCode.slice(0, 2) !== provinceCode.slice(0, 2)) {
    errors.cityCode = '所在城市不属于所选省份';
  }
  if (cityCode && districtCode && !errors.districtCode && districtCode.slice(0, 4) !== cityCode.slice(0, 4)) {
    errors.districtCode = '所在区县不属于所选城市';
  }
}

/** How far 资产 − 负债 may lie from 净资产 (万元): figures rounded to whole 万元 can differ by this much. */
export const BALANCE_SHEET_TOLERANCE = 1;

/** 资产总额 − 负债总额 = 净资产 (the balance sheet's identity), for the year-end the ledger has all three of. */
function checkBalanceSheet(ledger: EnterpriseLedger, errors: LedgerErrors) {
  const { totalAssetsY1: assets, totalDebtY1: debt, netAssetsY1: net } = ledger;
  if (typeof assets !== 'number' || typeof debt !== 'number' || typeof net !== 'number') return;
  if (errors.totalAssetsY1 || errors.totalDebtY1 || errors.netAssetsY1) return;
  const difference = Math.round((assets - debt) * 100) / 100;
  if (Math.abs(difference - net) <= BALANCE_SHEET_TOLERANCE) return;
  errors.netAssetsY1 =
    `${getLedgerField('netAssetsY1').label}应等于资产总额减负债总额：${boundText(assets)} − ${boundText(debt)} = ${boundText(difference)} 万元，` +
    `而填的是 ${boundText(net)} 万元，请核对这三项`;
}

/**
 * Validates a ledger that arrives as untrusted JSON (a form post, an API body). Unknown keys are
 * rejected; `null` and missing keys are allowed everywhere because a ledger is filled over time.
 */
export function validateLedger(input: unknown, options: ValidateLedgerOptions): LedgerValidation {
  assertValidNow(options.now, 'validateLedger');
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return { ok: false, errors: { [FORM_ERROR_KEY]: '企业档案数据格式不正确' } };
  }
  const errors: LedgerErrors = {};
  const ledger: EnterpriseLedger = {};
  for (const key of Object.keys(input)) {
    if (!isLedgerFieldKey(key)) errors[key] = `不支持的档案字段：${key}`;
  }
  for (const field of LEDGER_FIELDS) {
    if (!Object.hasOwn(input, field.key)) continue;
    const result = validateFieldValue(field, (input as Record<string, unknown>)[field.key], options);
    if (result.ok) setLedgerValue(ledger, field.key, result.value);
    else errors[field.key] = result.message;
  }
  for (const rule of NOT_GREATER_RULES) {
    const amount = ledger[rule.key];
    const limit = ledger[rule.limit];
    if (typeof amount === 'number' && typeof limit === 'number' && amount > limit && !errors[rule.key]) {
      errors[rule.key] = rule.message;
    }
  }
  checkRegionNesting(ledger, errors);
  checkConversionYears(ledger, errors);
  checkBalanceSheet(ledger, errors);
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, value: ledger };
}
