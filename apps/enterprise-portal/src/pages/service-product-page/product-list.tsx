import Box from '@mui/material/Box';
import { useRegionTree, useServiceNeeds, useServiceProducts, type ServiceProductListQuery } from '@smes/api';
import { ProductCard } from '../../features/service/product-card';
import { SERVICE_LIST_DEFAULTS, parseProductQuery } from '../../features/service/list-queries';
import { PRICE_MODES, PRICE_MODE_LABELS, PRODUCT_ORDERS, PRODUCT_ORDER_LABELS, SERVICE_CATEGORIES } from '../../features/service/service-labels';
import { RegionFilter } from '../../shared/region/region-filter';
import type { ActiveFilter } from '../../shared/list/active-filters';
import { FilterSelect } from '../../shared/list/filter-select';
import { FilteredEmptyState } from '../../shared/list/filtered-empty-state';
import { ListFilters } from '../../shared/list/list-filters';
import { useListParams } from '../../shared/list/list-params';
import { ListSearchForm } from '../../shared/list/list-search-form';
import { PagedResults } from '../../shared/list/paged-results';
import { regionLabel } from '../../shared/region/region-tree';

const FILTER_FIELDS = ['keyword', 'category', 'need', 'regionCode', 'priceMode', 'institutionId'] as const;

/** The products tab of 服务产品与案例: category, need tag, region, price mode; sorted and paged. */
export function ProductList() {
  const { query, update, clear } = useListParams(parseProductQuery, SERVICE_LIST_DEFAULTS);
  const products = useServiceProducts({ query });
  const regions = useRegionTree();
  const needs = useServiceNeeds();
  const hasFilters = FILTER_FIELDS.some((field) => query[field] !== undefined);

  const chips: ActiveFilter[] = [];
  const addChip = (field: (typeof FILTER_FIELDS)[number], label: string) =>
    chips.push({ key: field, label, onRemove: () => update({ [field]: undefined }), fromSearch: field === 'keyword' });
  if (query.keyword) addChip('keyword', `关键词：${query.keyword}`);
  if (query.category) addChip('category', `服务类别：${query.category}`);
  if (query.need) addChip('need', `需求：${query.need}`);
  if (query.regionCode) addChip('regionCode', `地区：${regionLabel(regions.data ?? [], query.regionCode) ?? query.regionCode}`);
  if (query.priceMode) addChip('priceMode', `价格：${PRICE_MODE_LABELS[query.priceMode]}`);
  if (query.institutionId) addChip('institutionId', '仅看该机构');

  return (
    <>
      <ListSearchForm label="搜索服务产品" placeholder="产品名称或服务内容，如：研发费用专项审计" value={query.keyword} onSubmit={(keyword) => update({ keyword })} />
      <ListFilters active={chips} onClearAll={clear} total={products.isPlaceholderData ? undefined : products.data?.total}>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(5, 1fr)' } }}>
          <FilterSelect
            label="服务类别"
            allLabel="全部类别"
            value={query.category}
            options={SERVICE_CATEGORIES.map((category) => ({ value: category, label: category }))}
            onChange={(category) => update({ category: category as ServiceProductListQuery['category'] })}
          />
          <FilterSelect
            label="需求"
            allLabel="全部需求"
            value={query.need}
            options={(needs.data ?? []).map((item) => ({ value: item.need, label: `${item.need}（${item.productCount}）` }))}
            onChange={(need) => update({ need })}
          />
          <RegionFilter tree={regions.data ?? []} value={query.regionCode} onChange={(regionCode) => update({ regionCode })} />
          <FilterSelect
            label="价格方式"
            allLabel="不限"
            value={query.priceMode}
            options={PRICE_MODES.map((mode) => ({ value: mode, label: PRICE_MODE_LABELS[mode] }))}
            onChange={(priceMode) => update({ priceMode: priceMode as ServiceProductListQuery['priceMode'] })}
          />
        </Box>
      </ListFilters>
      <PagedResults
        result={products}
        page={query.pageNum}
        pageSize={query.pageSize}
        onPageChange={(pageNum, pageSize) => update({ pageNum, pageSize }, { resetPage: false })}
        label="服务产品列表"
        count={(total) => `共找到 ${total} 个产品`}
        toolbar={
          <FilterSelect
            label="排序"
            value={query.orderBy ?? 'rating'}
            options={PRODUCT_ORDERS.map((order) => ({ value: order, label: PRODUCT_ORDER_LABELS[order] }))}
            onChange={(orderBy) => update({ orderBy: orderBy as ServiceProductListQuery['orderBy'] })}
            minWidth={150}
          />
        }
        empty={<FilteredEmptyState filtered={hasFilters} title="暂无服务产品" filteredTitle="没有符合条件的产品" filteredDescription="换个类别、需求或地区试试" onClear={clear} />}
      >
        {(rows) => rows.map((product) => <ProductCard key={product.id} product={product} headingLevel="h2" />)}
      </PagedResults>
    </>
  );
}
