import Box from '@mui/material/Box';
import { useRegionTree, useServiceInstitutions, type InstitutionListQuery } from '@smes/api';
import { PageContainer, PageHeader } from '@smes/ui';
import { paths } from '../../app/paths';
import { InstitutionCard } from '../../features/service/institution-card';
import { SERVICE_LIST_DEFAULTS, parseInstitutionQuery } from '../../features/service/list-queries';
import { INSTITUTION_ORDERS, INSTITUTION_ORDER_LABELS, MIN_RATINGS, SERVICE_CATEGORIES } from '../../features/service/service-labels';
import { RegionFilter } from '../../shared/region/region-filter';
import type { ActiveFilter } from '../../shared/list/active-filters';
import { FilterSelect } from '../../shared/list/filter-select';
import { FilteredEmptyState } from '../../shared/list/filtered-empty-state';
import { ListFilters } from '../../shared/list/list-filters';
import { useListParams } from '../../shared/list/list-params';
import { ListSearchForm } from '../../shared/list/list-search-form';
import { PagedResults } from '../../shared/list/paged-results';
import { regionLabel } from '../../shared/region/region-tree';

const FILTER_FIELDS = ['keyword', 'category', 'regionCode', 'minRating'] as const;

/** 服务机构: certified institutions by service category, region and rating, sorted and paged. */
export default function ServiceInstitutionsPage() {
  const { query, update, clear } = useListParams(parseInstitutionQuery, SERVICE_LIST_DEFAULTS);
  const institutions = useServiceInstitutions({ query });
  const regions = useRegionTree();
  const hasFilters = FILTER_FIELDS.some((field) => query[field] !== undefined);

  const chips: ActiveFilter[] = [];
  const addChip = (field: (typeof FILTER_FIELDS)[number], label: string) =>
    chips.push({ key: field, label, onRemove: () => update({ [field]: undefined }), fromSearch: field === 'keyword' });
  if (query.keyword) addChip('keyword', `关键词：${query.keyword}`);
  if (query.category) addChip('category', `服务类别：${query.category}`);
  if (query.regionCode) addChip('regionCode', `地区：${regionLabel(regions.data ?? [], query.regionCode) ?? query.regionCode}`);
  if (query.minRating) addChip('minRating', `评分：${query.minRating} 分以上`);

  return (
    <PageContainer>
      <PageHeader
        title="服务机构"
        subtitle="经平台认证的知识产权、财税、法律、认证、检测、人力、融资等服务机构"
        breadcrumbs={[{ label: '首页', to: paths.home }, { label: '找服务', to: paths.service.hub }, { label: '服务机构' }]}
      />
      <ListSearchForm label="搜索服务机构" placeholder="机构名称或服务内容，如：专利代理" value={query.keyword} onSubmit={(keyword) => update({ keyword })} />
      <ListFilters active={chips} onClearAll={clear} total={institutions.isPlaceholderData ? undefined : institutions.data?.total}>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' } }}>
          <FilterSelect
            label="服务类别"
            allLabel="全部类别"
            value={query.category}
            options={SERVICE_CATEGORIES.map((category) => ({ value: category, label: category }))}
            onChange={(category) => update({ category: category as InstitutionListQuery['category'] })}
          />
          <RegionFilter tree={regions.data ?? []} value={query.regionCode} onChange={(regionCode) => update({ regionCode })} />
          <FilterSelect
            label="评分"
            allLabel="不限"
            value={query.minRating === undefined ? undefined : String(query.minRating)}
            options={MIN_RATINGS.map((rating) => ({ value: rating, label: `${rating} 分以上` }))}
            onChange={(rating) => update({ minRating: rating === undefined ? undefined : Number(rating) })}
          />
        </Box>
      </ListFilters>
      <PagedResults
        result={institutions}
        page={query.pageNum}
        pageSize={query.pageSize}
        onPageChange={(pageNum, pageSize) => update({ pageNum, pageSize }, { resetPage: false })}
        label="服务机构列表"
        count={(total) => `共找到 ${total} 家机构`}
        toolbar={
          <FilterSelect
            label="排序"
            value={query.orderBy ?? 'rating'}
            options={INSTITUTION_ORDERS.map((order) => ({ value: order, label: INSTITUTION_ORDER_LABELS[order] }))}
            onChange={(orderBy) => update({ orderBy: orderBy as InstitutionListQuery['orderBy'] })}
            minWidth={140}
          />
        }
        empty={<FilteredEmptyState filtered={hasFilters} title="暂无服务机构" filteredTitle="没有符合条件的机构" filteredDescription="换个类别或地区试试" onClear={clear} />}
      >
        {(rows) => rows.map((institution) => <InstitutionCard key={institution.id} institution={institution} headingLevel="h2" />)}
      </PagedResults>
    </PageContainer>
  );
}
