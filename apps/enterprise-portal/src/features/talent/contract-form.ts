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

/** A starting suggestion before a period is chosen: the low end of the person's pay over three months, or one project. */
export function suggestedAmount(talent: Pick<TalentSummary, 'payUnit' | 'payMin'>): number {
  if (talent.payUnit === 'project') return talent.payMin;
  return talent.payUnit === 'month' ? talent.payMin * 3 : talent.payMin * 20;
}

/** The period counted in the person's pay unit: `units` multiplies the rate, `text` says how it was counted. */
export type ContractPeriod = { units: number; text: string };

function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The same day `months` later, or the month's last day when it has no such day (01-31 + 1 month = 02-28). */
function addMonths(date: string, months: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(year, month - 1 + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  return new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), Math.min(day, last))).toISOString().slice(0, 10);
}

/**
 * The period from the start to the end date (both included) in the person's pay unit: whole calendar months plus
 * the odd days at 1/30 of a month for 元/月; Monday to Friday for 元/天 (statutory holidays are not subtracted,
 * the text says so); one fee for 元/项目. Null until both dates make a period.
 */
export function contractPeriod(payUnit: TalentSummary['payUnit'], startDate: string, endDate: string): ContractPeriod | null {
  if (!isDate(startDate) || !isDate(endDate) || endDate <= startDate) return null;
  if (payUnit === 'project') return { units: 1, text: '1 个项目' };
  const endExclusive = addDays(endDate, 1);
  if (payUnit === 'day') {
    let weekdays = 0;
    for (let day = startDate; day < endExclusive; day = addDays(day, 1)) {
      const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
      if (weekday !== 0 && weekday !== 6) weekdays += 1;
    }
    return { units: weekdays, text: `${weekdays} 个工作日（周一至周五，未扣除法定节假日）` };
  }
  let months = 0;
  while (addMonths(startDate, months + 1) <= endExclusive) months += 1;
  const days = daysBetween(addMonths(startDate, months), endExclusive);
  const text = [months > 0 ? `${months} 个月` : '', days > 0 ? `${days} 天` : ''].filter(Boolean).join(' ');
  return { units: months + days / 30, text: days > 0 ? `${text}（不足一月的天数按 1/30 月计）` : text };
}

/** What the person asks for over the period, at the low and the high end of their rate, in whole yuan. */
export function periodPay(talent: Pick<TalentSummary, 'payUnit' | 'payMin' | 'payMax'>, period: ContractPeriod): { min: number; max: number } {
  return { min: Math.round(talent.payMin * period.units), max: Math.round(talent.payMax * period.units) };
}
