import type { TalentContractCreate, TalentSummary } from '@smes/api';
import { PORTAL_SCHEMA_LIMITS } from '@smes/contract-types';
import { formatGrouped } from '@smes/ui';

const LIMITS = PORTAL_SCHEMA_LIMITS.TalentContractCreate;
/** The stand-in's limit on the period (the contract says 24 months in words; the server counts 31 days a month). */
export const CONTRACT_MAX_MONTHS = 24;
const DAY_MS = 24 * 60 * 60 * 1000;

export type ContractFormValues = { role: string; amount: string; startDate: string; endDate: string; message: string };

function isDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

function daysBetween(start: string, end: string): number {
  return Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / DAY_MS);
}

/** The 签约意向 form's problems in Chinese, one per field: the contract's limits and the period's rules; `today` in China. */
export function contractProblems(values: ContractFormValues, today: string): Partial<Record<keyof ContractFormValues, string>> {
  const problems: Partial<Record<keyof ContractFormValues, string>> = {};
  const role = [...values.role.trim()].length;
  if (role === 0) problems.role = '请填写拟聘岗位或项目角色';
  else if (role < LIMITS.role.minLength) problems.role = `岗位或角色至少 ${LIMITS.role.minLength} 个字`;
  else if (role > LIMITS.role.maxLength) problems.role = `岗位或角色不超过 ${LIMITS.role.maxLength} 个字`;
  const amountText = values.amount.trim();
  if (amountText === '') problems.amount = '请填写合作总报酬';
  else if (!/^\d{1,7}$/.test(amountText)) problems.amount = '合作总报酬请填写整数（元）';
  else if (Number(amountText) < LIMITS.amount.minimum || Number(amountText) > LIMITS.amount.maximum) {
    problems.amount = `合作总报酬须在 ${formatGrouped(LIMITS.amount.minimum)}–${formatGrouped(LIMITS.amount.maximum)} 元之间`;
  }
  if (values.startDate === '') problems.startDate = '请选择开始日期';
  else if (!isDate(values.startDate)) problems.startDate = '开始日期无效';
  else if (values.startDate < today) problems.startDate = '开始日期不能早于今天';
  if (values.endDate === '') problems.endDate = '请选择结束日期';
  else if (!isDate(values.endDate)) problems.endDate = '结束日期无效';
  else if (!problems.startDate && values.endDate <= values.startDate) problems.endDate = '结束日期须晚于开始日期';
  else if (!problems.startDate && daysBetween(values.startDate, values.endDate) > CONTRACT_MAX_MONTHS * 31) problems.endDate = `合作期不能超过 ${CONTRACT_MAX_MONTHS} 个月`;
  const message = [...values.message.trim()].length;
  if (message === 0) problems.message = '请填写给对方的留言';
  else if (message < LIMITS.message.minLength) problems.message = `留言至少 ${LIMITS.message.minLength} 个字，说明合作内容`;
  else if (message > LIMITS.message.maxLength) problems.message = `留言不超过 ${LIMITS.message.maxLength} 个字`;
  return problems;
}

export function contractBody(talentId: number, values: ContractFormValues): TalentContractCreate {
  return {
    talentId,
    role: values.role.trim(),
    amount: Number(values.amount.trim()),
    startDate: values.startDate,
    endDate: values.endDate,
    message: values.message.trim(),
  };
}

/** A starting suggestion for the amount: the low end of the person's pay over three months, or one project. */
export function suggestedAmount(talent: Pick<TalentSummary, 'payUnit' | 'payMin'>): number {
  if (talent.payUnit === 'project') return talent.payMin;
  return talent.payUnit === 'month' ? talent.payMin * 3 : talent.payMin * 20;
}
