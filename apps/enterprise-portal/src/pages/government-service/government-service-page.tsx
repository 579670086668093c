import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import { useGovServices, useRegionTree } from '@smes/api';
import { useSession } from '@smes/session';
import { PageContainer, PageHeader } from '@smes/ui';
import { paths } from '../../app/paths';
import { GovServiceCard } from '../../features/gov-service/gov-service-card';
import {
  GOV_ALL_REGIONS,
  GOV_DEPARTMENTS,
  GOV_DEPARTMENT_LABELS,
  GOV_LIST_DEFAULTS,
  GOV_TOPICS,
  GOV_TOPIC_LABELS,
  effectiveGovRegion,
  parseGovServiceQuery,
} from '../../features/gov-service/gov-service-queries';
import { useEnterpriseRegion } from '../../shared/ledger/use-enterprise-region';
import type { ActiveFilter } from '../../shared/list/active-filters';
import { FilterSelect } from '../../shared/list/filter-select';
import { FilterTabs } from '../../shared/list/filter-tabs';
import { FilteredEmptyState } from '../../shared/list/filtered-empty-state';
import { ListFilters } from '../../shared/list/list-filters';
import { useListParams } from '../../shared/list/list-params';
import { ListSearchForm } from '../../shared/list/list-search-form';
import { PagedResults } from '../../shared/list/paged-results';
import { RegionFilter } from '../../shared/region/region-filter';
import { regionLabel, regionPath } from '../../shared/region/region-tree';

/** Drawn for a signed-in account only: a visitor's list does not fetch MUI's Switch (ADR 96). */
const FavoriteOnlySwitch = lazy(() => import('../../features/gov-service/favorite-only-switch'));

const FILTER_FIELDS = ['keyword', 'topic', 'department', 'regionCode', 'favorite'] as const;

/** 政务服务: the handling guides by topic, department and city, searchable down to the materials; 只看我的收藏 when logged in. */
export default function GovernmentServicePage() {
  const { isLoggedIn } = useSession();
  const { query: parsed, update, clear } = useListParams(parseGovServiceQuery, GOV_LIST_DEFAULTS);
  // 只看收藏 is an account's list: a visitor holding such a link sees every item instead of a login error.
  const [searchParams] = useSearchParams();
  const enterpriseRegion = useEnterpriseRegion();
  // 只看我的收藏 is the account's own list: every city's favourites, unless a city is chosen.
  const region = effectiveGovRegion(searchParams, parsed.regionCode, isLoggedIn && parsed.favorite ? { status: 'none' } : enterpriseRegion);
  const query = { ...(isLoggedIn ? parsed : { ...parsed, favorite: undefined }), regionCode: region.code ?? undefined };
  const services = useGovServices({ query, queryConfig: { enabled: !region.waiting } });
  const regions = useRegionTree();
  const hasFilters = FILTER_FIELDS.some((field) => query[field] !== undefined);
  // Without a city the default one would come back: 全部地区, the chip and 清除 ask for every city explicitly.
  const setRegion = (regionCode: string | undefined) => update({ regionCode: regionCode ?? (region.isDefault || parsed.regionCode ? GOV_ALL_REGIONS : undefined) });
  const clearAll =
    region.isDefault || parsed.regionCode
      ? () => update({ keyword: undefined, topic: undefined, department: undefined, favorite: undefined, regionCode: GOV_ALL_REGIONS })
      : clear;

  const chips: ActiveFilter[] = [];
  const addChip = (field: (typeof FILTER_FIELDS)[number], label: string) =>
    chips.push({ key: field, label, onRemove: () => (field === 'regionCode' ? setRegion(undefined) : update({ [field]: undefined })), fromSearch: field === 'keyword' });
  if (query.keyword) addChip('keyword', `关键词：${query.keyword}`);
  if (query.department) addChip('department', `部门：${GOV_DEPARTMENT_LABELS[query.department]}`);
  if (query.regionCode) {
    // The default names the city alone: on a phone the chip has room for 杭州市（企业所在地）, not the province too.
    const name = region.isDefault
      ? `${regionPath(regions.data ?? [], query.regionCode).at(-1)?.name ?? query.regionCode}（企业所在地）`
      : (regionLabel(regions.data ?? [], query.regionCode) ?? query.regionCode);
    addChip('regionCode', `地区：${name}`);
  }
  if (query.favorite) addChip('favorite', '只看我的收藏');

  return (
    <PageContainer>
      <PageHeader
        title="政务服务"
        subtitle="企业从开办到注销常办事项的办事指南：受理条件、申请材料、办理流程、时限、收费与办理地点"
        breadcrumbs={[{ label: '首页', to: paths.home }, { label: '政务服务' }]}
      />
      <ListSearchForm label="搜索办事事项" placeholder="事项名称、部门或材料，如：简易注销、公司章程" value={query.keyword} onSubmit={(keyword) => update({ keyword })} />
      <FilterTabs label="办事主题" value={query.topic} options={GOV_TOPICS} labels={GOV_TOPIC_LABELS} onChange={(topic) => update({ topic })} />
      <ListFilters active={chips} onClearAll={clearAll} total={services.isPlaceholderData ? undefined : services.data?.total}>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' }, alignItems: 'center' }}>
          <FilterSelect
            label="实施部门"
            allLabel="全部部门"
            value={query.department}
            options={GOV_DEPARTMENTS.map((department) => ({ value: department, label: GOV_DEPARTMENT_LABELS[department] }))}
            onChange={(department) => update({ department: department as (typeof GOV_DEPARTMENTS)[number] | undefined })}
          />
          <RegionFilter tree={regions.data ?? []} value={query.regionCode} onChange={setRegion} />
          {isLoggedIn && (
            <Suspense fallback={null}>
              <FavoriteOnlySwitch checked={query.favorite === true} onChange={(checked) => update({ favorite: checked ? true : undefined })} />
            </Suspense>
          )}
        </Box>
      </ListFilters>
      <PagedResults
        result={services}
        page={query.pageNum}
        pageSize={query.pageSize}
        onPageChange={(pageNum, pageSize) => update({ pageNum, pageSize }, { resetPage: false })}
        label="政务服务事项列表"
        count={(total) => `共 ${total} 个事项`}
        empty={
          <FilteredEmptyState
            filtered={hasFilters}
            title="暂无办事事项"
            filteredTitle={query.favorite ? '还没有收藏的事项' : '没有符合条件的事项'}
            filteredDescription={query.favorite ? '在办事指南中点“收藏”，常办的事项就会出现在这里' : '换个主题、部门或城市试试'}
            onClear={clearAll}
          />
        }
      >
        {(rows) => rows.map((item) => <GovServiceCard key={item.id} item={item} />)}
      </PagedResults>
    </PageContainer>
  );
}
