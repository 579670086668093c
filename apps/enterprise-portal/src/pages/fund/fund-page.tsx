import { lazy, Suspense } from 'react';
import Box from '@mui/material/Box';
import { useFundFacets, useFunds, type FundQuery } from '@smes/api';
import { LoadingState, PageContainer, PageHeader, useToast } from '@smes/ui';
import { paths } from '../../app/paths';
import { FundCard } from '../../features/fund/fund-card';
import { FundCompareBar } from '../../features/fund/fund-compare-bar';
import { GUARANTEES, GUARANTEE_LABELS } from '../../features/fund/fund-labels';
import {
  AMOUNT_CHOICES,
  COMPARE_MAX,
  FUND_FILTER_FIELDS,
  FUND_LIST_DEFAULTS,
  FUND_ORDERS,
  FUND_COMPARE_ID,
  FUND_COMPARE_TITLE_ID,
  FUND_ORDER_LABELS,
  RATE_CHOICES,
  TERM_CHOICES,
  parseCompareIds,
  parseFundQuery,
  serverQuery,
  toggleCompare,
  type FundListState,
} from '../../features/fund/fund-queries';
import type { ActiveFilter } from '../../shared/list/active-filters';
import { FilterSelect } from '../../shared/list/filter-select';
import { FilteredEmptyState } from '../../shared/list/filtered-empty-state';
import { ListFilters } from '../../shared/list/list-filters';
import { useListParams } from '../../shared/list/list-params';
import { useListRegionScope } from '../../shared/region/list-region-scope';
import { SCOPE_REMOVED } from '../../shared/region/region-address';
import { withScope } from '../../shared/region/region-scope';
import { ListSearchForm } from '../../shared/list/list-search-form';
import { PagedResults } from '../../shared/list/paged-results';

const NO_FILTERS = Object.fromEntries(FUND_FILTER_FIELDS.map((field) => [field, undefined])) as Partial<FundListState>;

/** 找资金: products by guarantee, tag, provider and what the enterprise needs; pick 2–4 to compare side by side. */
/**
 * 产品对比 with its table loads once a product is chosen for it: most visits compare nothing, and the comparison with
 * MUI's table parts was 3.4 KiB of what every visit of the list fetched (ADR 92).
 */
const FundCompare = lazy(() => import('../../features/fund/fund-compare').then((module) => ({ default: module.FundCompare })));

export default function FundPage() {
  const toast = useToast();
  const { query, update } = useListParams(parseFundQuery, FUND_LIST_DEFAULTS);
  // Lenders serving the enterprise's region (its province and city) and nationwide first; the chip widens it.
  const scope = useListRegionScope(query.applicableTo, (applicableTo) => update({ applicableTo }));
  const funds = useFunds({ query: withScope(serverQuery(query), scope), queryConfig: { enabled: !scope.waiting } });
  const facets = useFundFacets();
  const compareIds = parseCompareIds(query.compare);
  const hasFilters = FUND_FILTER_FIELDS.some((field) => query[field] !== undefined) || scope.code !== null;
  // 清除筛选 leaves the comparison alone: it is a selection, not a filter. It lifts the region scope too.
  const clearFilters = () => update({ ...NO_FILTERS, ...(scope.code ? { applicableTo: SCOPE_REMOVED } : {}) });
  const setCompare = (ids: number[]) => update({ compare: ids.length > 0 ? ids.join(',') : undefined }, { resetPage: false });

  const handleToggle = (id: number) => {
    const next = toggleCompare(compareIds, id);
    if (next.refused) {
      toast.error(`最多同时对比 ${COMPARE_MAX} 款产品，请先移出一款`);
      return;
    }
    setCompare(next.ids);
  };

  const chips: ActiveFilter[] = [];
  const addChip = (field: (typeof FUND_FILTER_FIELDS)[number], label: string) =>
    chips.push({ key: field, label, onRemove: () => update({ [field]: undefined }), fromSearch: field === 'keyword' });
  if (query.keyword) addChip('keyword', `关键词：${query.keyword}`);
  if (scope.chip) chips.push(scope.chip);
  if (query.guarantee) addChip('guarantee', `担保方式：${GUARANTEE_LABELS[query.guarantee]}`);
  if (query.tag) addChip('tag', `特色：${query.tag}`);
  if (query.provider) addChip('provider', `机构：${query.provider}`);
  if (query.amount !== undefined) addChip('amount', `额度需求：${query.amount} 万元`);
  if (query.rate !== undefined) addChip('rate', `年利率不高于：${query.rate}%`);
  if (query.term !== undefined) addChip('term', `期限：${query.term} 个月`);

  return (
    <PageContainer>
      <PageHeader
        title="找资金"
        subtitle="银行、政府性融资担保机构面向中小企业的融资产品：比额度、利率和期限，在线测算还款并提交融资需求"
        breadcrumbs={[{ label: '首页', to: paths.home }, { label: '找资金' }]}
      />
      <ListSearchForm label="搜索金融产品" placeholder="产品、机构或特色，如：科创贷、杭州银行" value={query.keyword} onSubmit={(keyword) => update({ keyword })} />
      <ListFilters active={chips} onClearAll={clearFilters} total={funds.isPlaceholderData ? undefined : funds.data?.total}>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)', lg: 'repeat(6, 1fr)' } }}>
          <FilterSelect
            label="担保方式"
            allLabel="不限"
            value={query.guarantee}
            options={GUARANTEES.map((guarantee) => ({ value: guarantee, label: GUARANTEE_LABELS[guarantee] }))}
            onChange={(guarantee) => update({ guarantee: guarantee as FundQuery['guarantee'] })}
          />
          <FilterSelect
            label="产品特色"
            allLabel="全部特色"
            value={query.tag}
            options={(facets.data?.tags ?? []).map((tag) => ({ value: tag.name, label: `${tag.name}（${tag.count}）` }))}
            onChange={(tag) => update({ tag })}
          />
          <FilterSelect
            label="提供机构"
            allLabel="全部机构"
            value={query.provider}
            options={(facets.data?.providers ?? []).map((provider) => ({ value: provider.name, label: `${provider.name}（${provider.count}）` }))}
            onChange={(provider) => update({ provider })}
          />
          <FilterSelect
            label="需要额度"
            allLabel="不限"
            value={query.amount === undefined ? undefined : String(query.amount)}
            options={AMOUNT_CHOICES.map((amount) => ({ value: String(amount), label: `${amount} 万元` }))}
            onChange={(amount) => update({ amount: amount === undefined ? undefined : Number(amount) })}
          />
          <FilterSelect
            label="年利率不高于"
            allLabel="不限"
            value={query.rate === undefined ? undefined : String(query.rate)}
            options={RATE_CHOICES.map((rate) => ({ value: String(rate), label: `${rate}%` }))}
            onChange={(rate) => update({ rate: rate === undefined ? undefined : Number(rate) })}
          />
          <FilterSelect
            label="需要期限"
            allLabel="不限"
            value={query.term === undefined ? undefined : String(query.term)}
            options={TERM_CHOICES.map((term) => ({ value: String(term), label: `${term} 个月` }))}
            onChange={(term) => update({ term: term === undefined ? undefined : Number(term) })}
          />
        </Box>
      </ListFilters>
      {compareIds.length > 0 ? (
        <Suspense fallback={<LoadingState label="正在加载产品对比" />}>
          <FundCompare ids={compareIds} onRemove={(id) => setCompare(compareIds.filter((item) => item !== id))} onClear={() => setCompare([])} />
        </Suspense>
      ) : null}
      <PagedResults
        result={funds}
        page={query.pageNum}
        pageSize={query.pageSize}
        onPageChange={(pageNum, pageSize) => update({ pageNum, pageSize }, { resetPage: false })}
        label="金融产品列表"
        count={(total) => `共找到 ${total} 款产品`}
        toolbar={
          <FilterSelect
            label="排序"
            value={query.orderBy ?? 'newest'}
            options={FUND_ORDERS.map((order) => ({ value: order, label: FUND_ORDER_LABELS[order] }))}
            onChange={(orderBy) => update({ orderBy: orderBy as FundQuery['orderBy'] })}
            minWidth={150}
          />
        }
        empty={<FilteredEmptyState filtered={hasFilters} title="暂无金融产品" filteredTitle="没有符合条件的产品" filteredDescription="放宽额度、利率或期限试试" onClear={clearFilters} />}
      >
        {(rows) => rows.map((fund) => <FundCard key={fund.id} fund={fund} compared={compareIds.includes(fund.id)} onToggleCompare={handleToggle} />)}
      </PagedResults>
      <FundCompareBar ids={compareIds} targetId={FUND_COMPARE_TITLE_ID} comparisonId={FUND_COMPARE_ID} onClear={() => setCompare([])} />
    </PageContainer>
  );
}
