import { useDictData, usePolicies, usePolicyDepartments, useRegionTree, type PolicyOrderBy, type PolicyQuery } from '@smes/api';
import { PageContainer, PageHeader } from '@smes/ui';
import { FilterSelect } from '../../shared/list/filter-select';
import { FilteredEmptyState } from '../../shared/list/filtered-empty-state';
import { ListSearchForm } from '../../shared/list/list-search-form';
import { PagedResults } from '../../shared/list/paged-results';
import { TitleOnlyNote } from '../../shared/list/title-only-note';
import { LEVEL_LABELS } from '../../shared/display/policy-level';
import type { ActiveFilter } from '../../shared/list/active-filters';
import { ListFilters } from '../../shared/list/list-filters';
import { useListParams } from '../../shared/list/list-params';
import { LIST_DEFAULTS, POLICY_ORDERS, parsePolicyQuery } from '../../features/policy/list-queries';
import { useListRegionScope } from '../../shared/region/list-region-scope';
import { SCOPE_REMOVED } from '../../shared/region/region-address';
import { withScope } from '../../shared/region/region-scope';
import { PolicyCard } from '../../features/policy/policy-card';
import { SearchSuggestions } from '../../features/policy/search-suggestions';
import { POLICY_ORDER_LABELS, VALIDITY_LABELS, dictLabel } from '../../features/policy/policy-labels';
import { regionLabel } from '../../shared/region/region-tree';
import { usePendingFavorite } from '../../features/policy/use-pending-favorite';
import { PolicyFilters } from './policy-filters';
import { staticPageHeader } from '../../shared/static-page-headers';

const FILTER_FIELDS = ['keyword', 'level', 'regionCode', 'dept', 'category', 'industry', 'validity', 'publishFrom', 'publishTo'] as const;

/** 政策原文检索: full-text search over every level's policies with filters, sorting and highlighted hits. */
export default function PolicyNoticePage() {
  usePendingFavorite();
  const { query, update, clear } = useListParams(parsePolicyQuery, LIST_DEFAULTS);
  // A signed-in enterprise sees what applies to its own region by default; the chip widens it.
  const scope = useListRegionScope(query.applicableTo, (applicableTo) => update({ applicableTo }));
  const policies = usePolicies({ query: withScope(query, scope), queryConfig: { enabled: !scope.waiting } });
  const departments = usePolicyDepartments();
  const regions = useRegionTree();
  const categories = useDictData('policy_category');
  const industries = useDictData('industry');

  const sortValue: PolicyOrderBy = query.orderBy ?? (query.keyword ? 'relevance' : 'publish_date');
  const hasFilters = FILTER_FIELDS.some((field) => query[field] !== undefined) || Boolean(scope.code);
  // 清除 also lifts the default region scope: the user asked to see everything.
  const clearAll = scope.code
    ? () => update({ ...Object.fromEntries(FILTER_FIELDS.map((field) => [field, undefined])), orderBy: undefined, applicableTo: SCOPE_REMOVED })
    : clear;

  const handleSearch = (keyword: string | undefined) => {
    // 相关度 loses its meaning without a keyword; with a new keyword it is what people expect.
    update({ keyword, orderBy: keyword ? undefined : query.orderBy === 'relevance' ? undefined : query.orderBy });
  };

  const chips: ActiveFilter[] = [];
  const addChip = (field: (typeof FILTER_FIELDS)[number], label: string, changes: Partial<PolicyQuery> = { [field]: undefined }) => {
    chips.push({ key: field, label, onRemove: () => update(changes), fromSearch: field === 'keyword' });
  };
  if (query.keyword) addChip('keyword', `关键词：${query.keyword}`, { keyword: undefined, orderBy: query.orderBy === 'relevance' ? undefined : query.orderBy });
  if (scope.chip) chips.push(scope.chip);
  if (query.level) addChip('level', `级别：${LEVEL_LABELS[query.level]}`);
  if (query.regionCode) addChip('regionCode', `地区：${regionLabel(regions.data ?? [], query.regionCode) ?? query.regionCode}`);
  if (query.dept) addChip('dept', `发文机构：${query.dept}`);
  if (query.category) addChip('category', `类别：${dictLabel(categories.data, query.category)}`);
  if (query.industry) addChip('industry', `行业：${dictLabel(industries.data, query.industry)}`);
  if (query.validity) addChip('validity', `有效性：${VALIDITY_LABELS[query.validity]}`);
  if (query.publishFrom || query.publishTo) {
    addChip('publishFrom', `发布日期：${query.publishFrom ?? '不限'} 至 ${query.publishTo ?? '不限'}`, { publishFrom: undefined, publishTo: undefined });
  }

  return (
    <PageContainer>
      <PageHeader {...staticPageHeader('policyNoticeList')} />
      <ListSearchForm label="搜索政策原文" placeholder="政策标题、文号或正文中的任意词，如：专精特新" value={query.keyword} onSubmit={handleSearch} />
      <ListFilters active={chips} onClearAll={clearAll} total={policies.isPlaceholderData ? undefined : policies.data?.total} totalCapped={policies.data?.totalCapped ?? false}>
        <PolicyFilters
          query={query}
          onChange={update}
          regions={regions.data ?? []}
          departments={departments.data ?? []}
          categories={categories.data ?? []}
          industries={industries.data ?? []}
        />
      </ListFilters>
      {policies.isPlaceholderData ? null : <TitleOnlyNote terms={policies.data?.titleOnlyTerms} sx={{ mb: 2 }} />}
      <PagedResults
        result={policies}
        page={query.pageNum}
        pageSize={query.pageSize}
        onPageChange={(pageNum, pageSize) => update({ pageNum, pageSize }, { resetPage: false })}
        label="政策列表"
        count={(total) => `共找到 ${total} 条政策`}
        toolbar={
          <FilterSelect
            label="排序"
            value={sortValue}
            options={POLICY_ORDERS.map((order) => ({ value: order, label: POLICY_ORDER_LABELS[order], disabled: order === 'relevance' && !query.keyword }))}
            onChange={(orderBy) => update({ orderBy: orderBy as PolicyOrderBy })}
            minWidth={140}
          />
        }
        empty={
          <FilteredEmptyState
            filtered={hasFilters}
            title="暂无政策"
            filteredTitle="没有符合条件的政策"
            filteredDescription={query.keyword ? <SearchSuggestions keyword={query.keyword} /> : '换个关键词或减少筛选条件试试'}
            onClear={clearAll}
          />
        }
      >
        {(rows) => rows.map((policy) => <PolicyCard key={policy.id} policy={{ ...policy, category: dictLabel(categories.data, policy.category) }} />)}
      </PagedResults>
    </PageContainer>
  );
}
