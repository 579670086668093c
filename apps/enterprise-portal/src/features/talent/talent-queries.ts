import type { TalentContractMineQuery, TalentPayUnit, TalentQuery } from '@smes/api';
import { PORTAL_QUERY_LIMITS } from '@smes/contract-types';
import { readEnum, readPage, readPageSize, readPattern, readText } from '../../shared/list/list-params';

const TALENT_LIST = PORTAL_QUERY_LIMITS.talentList;
export const TALENT_ORDERS = TALENT_LIST.orderBy.enum;
export const TALENT_ORDER_LABELS: Record<(typeof TALENT_ORDERS)[number], string> = { newest: '最近更新', experience: '经验从多到少', pay: '报酬从低到高' };

/** Preset choices: years of experience at least, and a budget per pay unit (元). */
export const EXPERIENCE_CHOICES = [3, 5, 10, 15] as const;
export const BUDGET_CHOICES: Record<TalentPayUnit, readonly number[]> = {
  month: [10000, 15000, 20000, 30000, 40000],
  day: [1000, 1500, 2000, 3000, 5000],
  project: [10000, 20000, 30000, 50000],
};

export const TALENT_LIST_DEFAULTS = { pageNum: 1, pageSize: 10, orderBy: 'newest' } as const;

export const TALENT_FILTER_FIELDS = ['keyword', 'skill', 'title', 'education', 'experienceMin', 'regionCode', 'payUnit', 'payMax'] as const;

function readChoice(params: URLSearchParams, name: string, choices: readonly number[]): number | undefined {
  const raw = params.get(name);
  return choices.find((choice) => String(choice) === raw);
}

/** 找人才's URL: a malformed value falls back to absent; a budget only with its pay unit, and only one of its choices. */
export function parseTalentQuery(params: URLSearchParams): TalentQuery {
  const query: TalentQuery = { pageNum: readPage(params), pageSize: readPageSize(params), orderBy: readEnum(params, 'orderBy', TALENT_ORDERS) ?? 'newest' };
  const keyword = readText(params, 'keyword', TALENT_LIST.keyword.maxLength);
  const skill = readText(params, 'skill', TALENT_LIST.skill.maxLength);
  const title = readText(params, 'title', TALENT_LIST.title.maxLength);
  const education = readEnum(params, 'education', TALENT_LIST.education.enum);
  const experienceMin = readChoice(params, 'experienceMin', EXPERIENCE_CHOICES);
  const regionCode = readPattern(params, 'regionCode', /^\d{6}$/);
  const payUnit = readEnum(params, 'payUnit', TALENT_LIST.payUnit.enum);
  const payMax = payUnit ? readChoice(params, 'payMax', BUDGET_CHOICES[payUnit]) : undefined;
  if (keyword) query.keyword = keyword;
  if (skill) query.skill = skill;
  if (title) query.title = title;
  if (education) query.education = education;
  if (experienceMin !== undefined) query.experienceMin = experienceMin;
  if (regionCode) query.regionCode = regionCode;
  if (payUnit) query.payUnit = payUnit;
  if (payMax !== undefined) query.payMax = payMax;
  return query;
}

/** 我的签约意向's URL: one status or all. */
export function parseMyContractQuery(params: URLSearchParams): TalentContractMineQuery {
  const status = readEnum(params, 'status', PORTAL_QUERY_LIMITS.talentContractMine.status.enum);
  return { pageNum: readPage(params), pageSize: readPageSize(params), ...(status ? { status } : {}) };
}
