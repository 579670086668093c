import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useQualityEnterprises, useRegionTree } from '@smes/api';
import type { QualityEnterpriseQuery } from '@smes/api';
import { QUALITY_TIER_LABELS } from '@smes/eligibility';
import { PageContainer, PageHeader } from '@smes/ui';
import { paths } from '../../app/paths';
import { QualitySmeCard } from '../../features/quality-sme/quality-sme-card';
import { INDUSTRY_OPTIONS, QUALITY_SME_LIST_DEFAULTS, TIER_OPTIONS, industryLabel, parseQualitySmeQuery } from '../../features/quality-sme/quality-sme-labels';
import type { ActiveFilter } from '../../shared/list/active-filters';
import { FilterSelect } from '../../shared/list/filter-select';
import { FilteredEmptyState } from '../../shared/list/filtered-empty-state';
import { ListFilters } from '../../shared/list/list-filters';
import { useListParams } from '../../shared/list/list-params';
import { ListSearchForm } from '../../shared/list/list-search-form';
import { PagedResults } from '../../shared/list/paged-results';
import { RegionFilter } from '../../shared/region/region-filter';
import { regionLabel } from '../../shared/region/region-tree';

const FILTER_FIELDS = ['keyword', 'tier', 'industry', 'regionCode'] as const;

/** 优质中小企业: enterprises that chose to be public, by tier, industry, region and main products. */
export default function MarketCustomPage() {
  const { query, update, clear } = useListParams(parseQualitySmeQuery, QUALITY_SME_LIST_DEFAULTS);
  const enterprises = useQualityEnterprises({ query });
  const regions = useRegionTree();
  const hasFilters = FILTER_FIELDS.some((field) => query[field] !== undefined);

  const chips: ActiveFilter[] = [];
  const addChip = (field: (typeof FILTER_FIELDS)[number], label: string) =>
    chips.push({ key: field, label, onRemove: () => update({ [field]: undefined }), fromSearch: field === 'keyword' });
  if (query.keyword) addChip('keyword', `关键词：${query.keyword}`);
  if (query.tier) addChip('tier', `梯度资质：${QUALITY_TIER_LABELS[query.tier]}`);
  if (query.industry) addChip('industry', `行业：${industryLabel(query.industry)}`);
  if (query.regionCode) addChip('regionCode', `地区：${regionLabel(regions.data ?? [], query.regionCode) ?? query.regionCode}`);

  return (
    <PageContainer>
      <PageHeader
        title="优质中小企业"
        subtitle="专精特新“小巨人”、专精特新中小企业、创新型中小企业、高新技术企业和科技型中小企业，按资质、行业、地区和主营产品查找"
        breadcrumbs={[{ label: '首页', to: paths.home }, { label: '找市场', to: paths.market.hub }, { label: '优质中小企业' }]}
      />
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        仅列出自愿公开的企业。希望本企业也在这里展示？可在
        <Link component={RouterLink} to={paths.personalCenter.enterpriseInformation}>
          企业信息
        </Link>
        中设置公开。
      </Typography>
      <ListSearchForm label="搜索企业" placeholder="企业名称或主营产品，如：减速器" value={query.keyword} onSubmit={(keyword) => update({ keyword })} />
      <ListFilters active={chips} onClearAll={clear} total={enterprises.isPlaceholderData ? undefined : enterprises.data?.total}>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' } }}>
          <FilterSelect label="梯度资质" allLabel="全部资质" value={query.tier} options={TIER_OPTIONS} onChange={(tier) => update({ tier: tier as QualityEnterpriseQuery['tier'] })} />
          <FilterSelect label="所属行业" allLabel="全部行业" value={query.industry} options={INDUSTRY_OPTIONS} onChange={(industry) => update({ industry })} />
          <RegionFilter tree={regions.data ?? []} value={query.regionCode} onChange={(regionCode) => update({ regionCode })} />
        </Box>
      </ListFilters>
      <PagedResults
        result={enterprises}
        page={query.pageNum}
        pageSize={query.pageSize}
        onPageChange={(pageNum, pageSize) => update({ pageNum, pageSize }, { resetPage: false })}
        label="优质中小企业列表"
        count={(total) => `共找到 ${total} 家企业`}
        empty={<FilteredEmptyState filtered={hasFilters} title="暂无公开的企业" filteredTitle="没有符合条件的企业" filteredDescription="换个资质、行业或地区试试" onClear={clear} />}
      >
        {(rows) => rows.map((enterprise) => <QualitySmeCard key={enterprise.id} enterprise={enterprise} headingLevel="h2" />)}
      </PagedResults>
    </PageContainer>
  );
}
