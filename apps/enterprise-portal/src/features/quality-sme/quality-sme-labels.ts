import type { QualityEnterpriseQuery, QualityTier } from '@smes/api';
import { PORTAL_QUERY_LIMITS } from '@smes/contract-types';
import { INDUSTRY_SECTIONS, QUALITY_TIERS, QUALITY_TIER_LABELS, industryName } from '@smes/eligibility';
import { KEYWORD_MAX_LENGTH, readEnum, readPage, readPageSize, readPattern, readText } from '../../shared/list/list-params';

const REGION_CODE = new RegExp(PORTAL_QUERY_LIMITS.marketEnterpriseList.regionCode.pattern);
const INDUSTRY_CODES = INDUSTRY_SECTIONS.map((section) => section.code);

export const QUALITY_SME_LIST_DEFAULTS = { pageNum: 1, pageSize: 10 } as const;

export const TIER_OPTIONS = QUALITY_TIERS.map((tier) => ({ value: tier, label: QUALITY_TIER_LABELS[tier] }));
export const INDUSTRY_OPTIONS = INDUSTRY_SECTIONS.map((section) => ({ value: section.code, label: section.name }));

/** 专精特新“小巨人”（2024年） */
export function tierWithYear({ tier, year }: { tier: QualityTier; year: number }): string {
  return `${QUALITY_TIER_LABELS[tier]}（${year}年）`;
}

export function industryLabel(code: string): string {
  return industryName(code) ?? code;
}

/** 优质中小企业's URL: keyword, tier, industry, region and page. */
export function parseQualitySmeQuery(params: URLSearchParams): QualityEnterpriseQuery {
  const query: QualityEnterpriseQuery = {
    pageNum: readPage(params),
    pageSize: readPageSize(params),
    keyword: readText(params, 'keyword', KEYWORD_MAX_LENGTH),
    tier: readEnum(params, 'tier', QUALITY_TIERS),
    industry: readEnum(params, 'industry', INDUSTRY_CODES),
    regionCode: readPattern(params, 'regionCode', REGION_CODE),
  };
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined)) as QualityEnterpriseQuery;
}
