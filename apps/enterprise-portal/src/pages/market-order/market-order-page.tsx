import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {
  DEMAND_BUDGET_LABELS,
  DEMAND_STATUS_LABELS,
  DEMAND_TYPE_LABELS,
  type DemandQuery,
  useDemands,
  useDictData,
  useRegionTree,
} from '@smes/api';
import { PageContainer, PageHeader } from '@smes/ui';
import { paths } from '../../app/paths';
import { DemandCard } from '../../features/market/demand-card';
import { DEMAND_BUDGETS, DEMAND_LIST_DEFAULTS, DEMAND_STATUSES, DEMAND_TYPES, parseDemandQuery } from '../../features/market/demand-queries';
import type { ActiveFilter } from '../../shared/list/active-filters';
import { FilterSelect } from '../../shared/list/filter-select';
import { FilteredEmptyState } from '../../shared/list/filtered-empty-state';
import { ListFilters } from '../../shared/list/list-filters';
import { useListParams } from '../../shared/list/list-params';
import { ListSearchForm } from '../../shared/list/list-search-form';
import { PagedResults } from '../../shared/list/paged-results';
import { RegionFilter } from '../../shared/region/region-filter';
import { regionLabel } from '../../shared/region/region-tree';

const FILTER_FIELDS = ['keyword', 'type', 'industry', 'regionCode', 'status', 'budget'] as const;

/** 市场项目: approved demands by type, section, region, status, budget and keyword; every filter lives in the URL. */
export default function MarketOrderPage() {
  const { query, update, clear } = useListParams(parseDemandQuery, DEMAND_LIST_DEFAULTS);
  const demands = useDemands({ query });
  const regions = useRegionTree();
  const industries = useDictData('industry');
  const hasFilters = FILTER_FIELDS.some((field) => query[field] !== undefined);
  const industryName = (value: string) => industries.data?.find((item) => item.dictValue === value)?.dictLabel ?? value;

  const chips: ActiveFilter[] = [];
  const addChip = (field: (typeof FILTER_FIELDS)[number], label: string) =>
    chips.push({ key: field, label, onRemove: () => update({ [field]: undefined }), fromSearch: field === 'keyword' });
  if (query.keyword) addChip('keyword', `关键词：${query.keyword}`);
  if (query.type) addChip('type', `类型：${DEMAND_TYPE_LABELS[query.type]}`);
  if (query.industry) addChip('industry', `行业：${industryName(query.industry)}`);
  if (query.regionCode) addChip('regionCode', `地区：${regionLabel(regions.data ?? [], query.regionCode) ?? query.regionCode}`);
  if (query.status) addChip('status', `状态：${DEMAND_STATUS_LABELS[query.status]}`);
  if (query.budget) addChip('budget', `预算：${DEMAND_BUDGET_LABELS[query.budget]}`);

  return (
    <PageContainer>
      <PageHeader
        title="市场项目"
        subtitle="企业发布的采购、合作、外包与技术需求，经平台审核后公开"
        breadcrumbs={[{ label: '首页', to: paths.home }, { label: '找市场', to: paths.market.hub }, { label: '市场项目' }]}
        actions={
          <Button component={RouterLink} to={paths.market.requirements()} variant="contained">
            发布需求
          </Button>
        }
      />
      <ListSearchForm label="搜索需求" placeholder="需求标题或内容，如：视觉检测" value={query.keyword} onSubmit={(keyword) => update({ keyword })} />
      <ListFilters active={chips} onClearAll={clear} total={demands.isPlaceholderData ? undefined : demands.data?.total}>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' } }}>
          <FilterSelect
            label="需求类型"
            allLabel="全部类型"
            value={query.type}
            options={DEMAND_TYPES.map((type) => ({ value: type, label: DEMAND_TYPE_LABELS[type] }))}
            onChange={(type) => update({ type: type as DemandQuery['type'] })}
          />
          <FilterSelect
            label="所属行业"
            allLabel="全部行业"
            value={query.industry}
            options={(industries.data ?? []).map((item) => ({ value: item.dictValue, label: item.dictLabel }))}
            onChange={(industry) => update({ industry })}
          />
          <FilterSelect
            label="对接状态"
            allLabel="全部状态"
            value={query.status}
            options={DEMAND_STATUSES.map((status) => ({ value: status, label: DEMAND_STATUS_LABELS[status] }))}
            onChange={(status) => update({ status: status as DemandQuery['status'] })}
          />
          <FilterSelect
            label="预算"
            allLabel="不限"
            value={query.budget}
            options={DEMAND_BUDGETS.map((budget) => ({ value: budget, label: DEMAND_BUDGET_LABELS[budget] }))}
            onChange={(budget) => update({ budget: budget as DemandQuery['budget'] })}
          />
          <RegionFilter tree={regions.data ?? []} value={query.regionCode} onChange={(regionCode) => update({ regionCode })} />
        </Box>
      </ListFilters>
      <PagedResults
        result={demands}
        page={query.pageNum}
        pageSize={query.pageSize}
        onPageChange={(pageNum, pageSize) => update({ pageNum, pageSize }, { resetPage: false })}
        label="需求列表"
        count={(total) => `共找到 ${total} 条需求`}
        empty={<FilteredEmptyState filtered={hasFilters} title="暂无公开需求" filteredTitle="没有符合条件的需求" filteredDescription="换个类型、行业或地区试试" onClear={clear} />}
      >
        {(rows) => rows.map((demand) => <DemandCard key={demand.id} demand={demand} headingLevel="h2" />)}
      </PagedResults>
    </PageContainer>
  );
}
