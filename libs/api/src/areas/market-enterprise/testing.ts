import type { MarketListing, QualityEnterpriseDetail, QualityEnterpriseSummary } from './types';

export function buildQualityEnterpriseSummary(overrides: Partial<QualityEnterpriseSummary> = {}): QualityEnterpriseSummary {
  return {
    id: 17,
    name: '杭州恒越精密传动有限公司',
    regionName: '浙江省杭州市余杭区',
    industry: 'C',
    mainProducts: '精密减速器、伺服电机',
    tiers: [
      { tier: 'specialized', year: 2024 },
      { tier: 'innovative', year: 2022 },
      { tier: 'highTech', year: 2025 },
    ],
    patents: 46,
    ...overrides,
  };
}

export function buildQualityEnterpriseDetail(overrides: Partial<QualityEnterpriseDetail> = {}): QualityEnterpriseDetail {
  return {
    ...buildQualityEnterpriseSummary(overrides),
    profile: '杭州恒越精密传动有限公司成立于2012年，专注精密传动领域，主营精密减速器、伺服电机。',
    foundedYear: 2012,
    employees: 186,
    inventionPatents: 9,
    contact: { name: '王经理', phone: '0571-88123456' },
    contactHidden: false,
    ...overrides,
  };
}

export function buildMarketListing(overrides: Partial<MarketListing> = {}): MarketListing {
  return { public: false, enterpriseId: null, listedAt: null, missing: [], contact: null, ...overrides };
}
