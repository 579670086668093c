import type { FinancingApplicationCreate, FundSummary } from '@smes/api';
import { PORTAL_SCHEMA_LIMITS } from '@smes/contract-types';

const LIMITS = PORTAL_SCHEMA_LIMITS.FinancingApplicationCreate;
const PHONE = new RegExp(LIMITS.contactPhone.pattern);

export type FinancingFormValues = { amount: string; termMonths: string; purpose: string; contactName: string; contactPhone: string };

type Ranges = Pick<FundSummary, 'amountMin' | 'amountMax' | 'termMin' | 'termMax'>;

function wholeNumber(raw: string): number | null {
  const text = raw.trim();
  return /^\d{1,6}$/.test(text) ? Number(text) : null;
}

/** The 融资对接 form's problems in Chinese, one per field: the product's ranges and the contract's limits. */
export function financingProblems(values: FinancingFormValues, fund: Ranges): Partial<Record<keyof FinancingFormValues, string>> {
  const problems: Partial<Record<keyof FinancingFormValues, string>> = {};
  const amount = wholeNumber(values.amount);
  if (values.amount.trim() === '') problems.amount = '请填写申请额度';
  else if (amount === null) problems.amount = '申请额度请填写整数（万元）';
  else if (amount < fund.amountMin || amount > fund.amountMax) problems.amount = `申请额度须在 ${fund.amountMin}–${fund.amountMax} 万元之间`;
  const term = wholeNumber(values.termMonths);
  if (values.termMonths.trim() === '') problems.termMonths = '请填写申请期限';
  else if (term === null) problems.termMonths = '申请期限请填写整数（月）';
  else if (term < fund.termMin || term > fund.termMax) problems.termMonths = `申请期限须在 ${fund.termMin}–${fund.termMax} 个月之间`;
  const purpose = [...values.purpose.trim()].length;
  if (purpose === 0) problems.purpose = '请填写资金用途';
  else if (purpose < LIMITS.purpose.minLength) problems.purpose = `资金用途至少填写 ${LIMITS.purpose.minLength} 个字`;
  else if (purpose > LIMITS.purpose.maxLength) problems.purpose = `资金用途不超过 ${LIMITS.purpose.maxLength} 个字`;
  const name = [...values.contactName.trim()].length;
  if (name === 0) problems.contactName = '请填写联系人';
  else if (name > LIMITS.contactName.maxLength) problems.contactName = `联系人不超过 ${LIMITS.contactName.maxLength} 个字`;
  if (values.contactPhone.trim() === '') problems.contactPhone = '请填写联系电话';
  else if (!PHONE.test(values.contactPhone.trim())) problems.contactPhone = '请输入手机号或座机号（如 0571-88886666）';
  return problems;
}

export function financingBody(productId: number, values: FinancingFormValues): FinancingApplicationCreate {
  return {
    productId,
    amount: Number(values.amount.trim()),
    termMonths: Number(values.termMonths.trim()),
    purpose: values.purpose.trim(),
    contactName: values.contactName.trim(),
    contactPhone: values.contactPhone.trim(),
  };
}
