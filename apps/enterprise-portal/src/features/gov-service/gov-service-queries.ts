import type { GovServiceDepartment, GovServiceQuery, GovServiceSummary, GovServiceTopic } from '@smes/api';
import { PORTAL_QUERY_LIMITS } from '@smes/contract-types';
import { readEnum, readPage, readPageSize, readPattern, readText } from '../../shared/list/list-params';

// Topics, departments and the keyword limit are the contract's (openapi/portal.yaml).
const GOV_LIST = PORTAL_QUERY_LIMITS.govServiceList;
export const GOV_TOPICS = GOV_LIST.topic.enum;
export const GOV_DEPARTMENTS = GOV_LIST.department.enum;

export const GOV_TOPIC_LABELS: Record<GovServiceTopic, string> = {
  start: '开办企业',
  change: '变更注销',
  tax: '税务办理',
  social: '社保就业',
  ip: '知识产权',
  license: '资质许可',
  tech: '科技创新',
};

export const GOV_DEPARTMENT_LABELS: Record<GovServiceDepartment, string> = {
  market: '市场监管',
  tax: '税务',
  hrss: '人力社保',
  medical: '医疗保障',
  housingFund: '住房公积金',
  police: '公安',
  science: '科技',
  ecology: '生态环境',
  transport: '交通运输',
  construction: '住房城乡建设',
  emergency: '应急管理',
};

export const GOV_LIST_DEFAULTS = { pageNum: 1, pageSize: 10 } as const;

/** 政务服务's URL: topic, department, region, keyword and 只看收藏; a malformed value falls back to absent. */
export function parseGovServiceQuery(params: URLSearchParams): GovServiceQuery {
  const query: GovServiceQuery = { pageNum: readPage(params), pageSize: readPageSize(params) };
  const keyword = readText(params, 'keyword', GOV_LIST.keyword.maxLength);
  const topic = readEnum(params, 'topic', GOV_TOPICS);
  const department = readEnum(params, 'department', GOV_DEPARTMENTS);
  const regionCode = readPattern(params, 'regionCode', /^\d{6}$/);
  if (keyword) query.keyword = keyword;
  if (topic) query.topic = topic;
  if (department) query.department = department;
  if (regionCode) query.regionCode = regionCode;
  if (params.get('favorite') === 'true') query.favorite = true;
  return query;
}

/** `regionCode=all` in the URL: the user lifted the default city and asked for every city's guides. */
export const GOV_ALL_REGIONS = 'all';

export type GovRegionScope = { code: string | null; isDefault: boolean; waiting: boolean };

/**
 * The city whose guides a list shows. One chosen in the URL wins; otherwise a signed-in enterprise sees its own
 * city's (the departments it deals with; guides belong to a city, so a district narrows to its city) until it asks
 * for all. A visitor, or an enterprise without a registered region, sees every city.
 */
export function effectiveGovRegion(
  params: URLSearchParams,
  fromUrl: string | undefined,
  enterprise: { status: 'none' } | { status: 'pending' } | { status: 'ready'; code: string },
): GovRegionScope {
  if (fromUrl) return { code: fromUrl, isDefault: false, waiting: false };
  if (params.get('regionCode') === GOV_ALL_REGIONS || enterprise.status === 'none') return { code: null, isDefault: false, waiting: false };
  if (enterprise.status === 'pending') return { code: null, isDefault: false, waiting: true };
  const code = enterprise.code;
  // Province-level codes end in 0000 and have no city to narrow to.
  if (code.endsWith('0000')) return { code: null, isDefault: false, waiting: false };
  return { code: `${code.slice(0, 4)}00`, isDefault: true, waiting: false };
}

/** 承诺时限 as people read it: 即办, N 个工作日, or 按批次 for the yearly rounds. */
export function promisedText(item: Pick<GovServiceSummary, 'promisedDays'>): string {
  if (item.promisedDays === null) return '按年度批次办理';
  return item.promisedDays === 0 ? '即办' : `${item.promisedDays} 个工作日`;
}

export function legalText(item: Pick<GovServiceSummary, 'legalDays'>): string {
  return item.legalDays === null ? '法律法规未作规定' : `${item.legalDays} 个工作日`;
}

/** 到现场次数: 0 is 全程网办, which is what a busy owner looks for first. */
export function visitsText(item: Pick<GovServiceSummary, 'visits'>): string {
  return item.visits === 0 ? '全程网办（0 次到现场）' : `到现场 ${item.visits} 次`;
}
