import Box from '@mui/material/Box';
import { useServiceCases, type ServiceCaseListQuery } from '@smes/api';
import { CaseCard } from './case-card';
import { SERVICE_LIST_DEFAULTS, parseCaseQuery } from './list-queries';
import { SERVICE_CATEGORIES } from './service-labels';
import type { ActiveFilter } from '../../shared/list/active-filters';
import { FilterSelect } from '../../shared/list/filter-select';
import { FilteredEmptyState } from '../../shared/list/filtered-empty-state';
import { ListFilters } from '../../shared/list/list-filters';
import { useListParams } from '../../shared/list/list-params';
import { ListSearchForm } from '../../shared/list/list-search-form';
import { PagedResults } from '../../shared/list/paged-results';

const FILTER_FIELDS = ['keyword', 'category', 'institutionId'] as const;
// The tab stays in the URL when the filters change: parseCaseQuery does not read it, so it is kept here.
const parseCaseTabQuery = (params: URLSearchParams) => ({ ...parseCaseQuery(params), tab: 'cases' });

/** The cases tab of 服务产品与案例: only cases whose client consented to publication come from the server. */
export function CaseList() {
  const { query, update } = useListParams(parseCaseTabQuery, SERVICE_LIST_DEFAULTS);
  const cases = useServiceCases({ query: withoutTab(query) });
  const hasFilters = FILTER_FIELDS.some((field) => query[field] !== undefined);
  const clearAll = () => update({ keyword: undefined, category: undefined, institutionId: undefined });

  const chips: ActiveFilter[] = [];
  if (query.keyword) chips.push({ key: 'keyword', label: `关键词：${query.keyword}`, onRemove: () => update({ keyword: undefined }), fromSearch: true });
  if (query.category) chips.push({ key: 'category', label: `服务类别：${query.category}`, onRemove: () => update({ category: undefined }) });
  if (query.institutionId) chips.push({ key: 'institutionId', label: '仅看该机构', onRemove: () => update({ institutionId: undefined }) });

  return (
    <>
      <ListSearchForm label="搜索成功案例" placeholder="案例标题或客户行业，如：高企认定" value={query.keyword} onSubmit={(keyword) => update({ keyword })} />
      <ListFilters active={chips} onClearAll={clearAll} total={cases.isPlaceholderData ? undefined : cases.data?.total}>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(5, 1fr)' } }}>
          <FilterSelect
            label="服务类别"
            allLabel="全部类别"
            value={query.category}
            options={SERVICE_CATEGORIES.map((category) => ({ value: category, label: category }))}
            onChange={(category) => update({ category: category as ServiceCaseListQuery['category'] })}
          />
        </Box>
      </ListFilters>
      <PagedResults
        result={cases}
        page={query.pageNum}
        pageSize={query.pageSize}
        onPageChange={(pageNum, pageSize) => update({ pageNum, pageSize }, { resetPage: false })}
        label="成功案例列表"
        count={(total) => `共找到 ${total} 个案例`}
        empty={<FilteredEmptyState filtered={hasFilters} title="暂无成功案例" filteredTitle="没有符合条件的案例" filteredDescription="换个类别或关键词试试" onClear={clearAll} />}
      >
        {(rows) => rows.map((serviceCase) => <CaseCard key={serviceCase.id} serviceCase={serviceCase} headingLevel="h2" />)}
      </PagedResults>
    </>
  );
}

function withoutTab({ tab: _tab, ...query }: ServiceCaseListQuery & { tab: string }): ServiceCaseListQuery {
  return query;
}
