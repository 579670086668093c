import type {
  CompareOverview,
  CompareRegion,
  ComparePatentSubsidy,
  HotCompareItem,
  RegionComparison,
  SingleCompareRow,
} from './types';

type ComparePolicy = SingleCompareRow['policies'][number];

const ZHEJIANG = '浙江省';

/** The stand-in's comparable regions: Zhejiang's cities, a few other cities, and 杭州's districts. */
const REGION_LIST: readonly CompareRegion[] = [
  { code: '330100', name: '杭州市', level: 'city', parentName: ZHEJIANG },
  { code: '330200', name: '宁波市', level: 'city', parentName: ZHEJIANG },
  { code: '330300', name: '温州市', level: 'city', parentName: ZHEJIANG },
  { code: '330400', name: '嘉兴市', level: 'city', parentName: ZHEJIANG },
  { code: '330500', name: '湖州市', level: 'city', parentName: ZHEJIANG },
  { code: '330600', name: '绍兴市', level: 'city', parentName: ZHEJIANG },
  { code: '320100', name: '南京市', level: 'city', parentName: '江苏省' },
  { code: '320500', name: '苏州市', level: 'city', parentName: '江苏省' },
  { code: '440300', name: '深圳市', level: 'city', parentName: '广东省' },
  { code: '310000', name: '上海市', level: 'province', parentName: null },
  { code: '330106', name: '西湖区', level: 'district', parentName: '杭州市' },
  { code: '330108', name: '滨江区', level: 'district', parentName: '杭州市' },
];

export function buildCompareRegion(overrides: Partial<CompareRegion> = {}): CompareRegion {
  return { code: '330100', name: '杭州市', level: 'city', parentName: ZHEJIANG, ...overrides };
}

/** A region list like the stand-in's; `codes` picks and orders a subset. */
export function buildCompareRegions(codes?: readonly string[]): CompareRegion[] {
  if (!codes) return REGION_LIST.map((region) => ({ ...region }));
  return codes.map((code) => ({ ...(REGION_LIST.find((region) => region.code === code) ?? buildCompareRegion({ code, name: `地区 ${code}` })) }));
}

function patent(kind: ComparePatentSubsidy['kind'], label: string, amount: number | null, policyId: number | null): ComparePatentSubsidy {
  return { kind, label, amount, policyId };
}

/** One region's comparison; amounts in 万元. `seed` varies the numbers so regions differ. */
export function buildRegionComparison(overrides: Partial<RegionComparison> = {}, seed = 0): RegionComparison {
  const region = overrides.region ?? buildCompareRegion();
  const national = 40;
  const provincial = 60 - seed * 5;
  const municipal = 30 - seed * 4;
  const district = 10 + seed;
  return {
    region,
    policyTotal: national + provincial + municipal + district,
    byLevel: [
      { key: 'national', label: '国家级', count: national },
      { key: 'provincial', label: '省级', count: provincial },
      { key: 'municipal', label: '市级', count: municipal },
      { key: 'district', label: '区县级', count: district },
    ],
    byCategory: [
      { key: '资金扶持', label: '资金扶持', count: 45 - seed * 3 },
      { key: '税收优惠', label: '税收优惠', count: 30 - seed },
      { key: '人才支持', label: '人才支持', count: 25 + seed },
      { key: '知识产权', label: '知识产权', count: 20 - seed * 2 },
    ],
    subsidyTotal: 12_500 - seed * 2_000,
    subsidyMax: 1_000 - seed * 200,
    rewards: [
      { policyId: 101 + seed * 10, title: `${region.name}专精特新“小巨人”企业奖励`, category: '资金扶持', amount: 100 - seed * 10 },
      { policyId: 102 + seed * 10, title: `${region.name}高新技术企业认定奖励`, category: '资质认定', amount: 50 - seed * 5 },
    ],
    patent: [
      patent('invention', '发明专利', 1 - seed * 0.2, 201 + seed),
      patent('utility', '实用新型', seed === 2 ? null : 0.2, seed === 2 ? null : 202 + seed),
      patent('design', '外观设计', 0.1, 203 + seed),
      patent('pct', 'PCT 国际专利', seed === 0 ? 3 : null, seed === 0 ? 204 : null),
      patent('software', '软件著作权', 0.05, 205 + seed),
    ],
    industryCoverage: [
      { key: 'C', label: '制造业', count: 80 - seed * 10 },
      { key: 'I', label: '信息传输、软件和信息技术服务业', count: 50 - seed * 5 },
      { key: 'M', label: '科学研究和技术服务业', count: 35 + seed * 3 },
    ],
    peers: [
      { industry: 'C', industryLabel: '制造业', enterpriseCount: 3_200 - seed * 600, qualifiedCount: 420 - seed * 80 },
      { industry: 'I', industryLabel: '信息传输、软件和信息技术服务业', enterpriseCount: 1_800 - seed * 400, qualifiedCount: 260 - seed * 50 },
    ],
    myEstimatedBenefit: null,
    myEstimate: null,
    ...overrides,
  };
}

export function buildHotCompareItem(codes: readonly string[], count: number): HotCompareItem {
  return { regions: buildCompareRegions(codes), count };
}

/** The overview of `codes` (杭州, 宁波, 温州 by default), with two hot combinations. */
export function buildCompareOverview(codes: readonly string[] = ['330100', '330200', '330300'], overrides: Partial<CompareOverview> = {}): CompareOverview {
  return {
    regions: buildCompareRegions(codes).map((region, index) => buildRegionComparison({ region }, index)),
    hot: [buildHotCompareItem(['330100', '330200', '330300'], 128), buildHotCompareItem(['320500', '330100'], 64)],
    ...overrides,
  };
}

export function buildComparePolicy(overrides: Partial<ComparePolicy> = {}): ComparePolicy {
  const title = overrides.title ?? '杭州市促进中小企业高质量发展的若干政策';
  return {
    id: 301,
    title,
    docNo: '杭政办〔2026〕8号',
    issuer: '杭州市人民政府办公厅',
    level: 'municipal',
    regionCode: '330100',
    regionName: '杭州市',
    category: '资金扶持',
    industries: [],
    validity: 'valid',
    publishDate: '2026-03-15',
    viewCount: 860,
    supportAmount: 200,
    titleSegments: [{ text: title, hit: false }],
    snippetSegments: [{ text: '对首次认定的国家级专精特新“小巨人”企业给予一次性奖励。', hit: false }],
    ...overrides,
  };
}

/** One row per region code, each with `perRegion` policies of `category`. */
export function buildSingleCompareRows(codes: readonly string[], category = '资金扶持', perRegion = 2): SingleCompareRow[] {
  return buildCompareRegions(codes).map((region, regionIndex) => ({
    region,
    policies: Array.from({ length: perRegion }, (_, index) =>
      buildComparePolicy({
        id: 300 + regionIndex * 10 + index,
        title: `${region.name}${category}政策 ${index + 1}`,
        regionCode: region.code,
        regionName: region.name,
        category,
        supportAmount: index === 0 ? 100 * (regionIndex + 1) : null,
      }),
    ),
  }));
}
