import Box from '@mui/material/Box';
import { useActivities, type ActivityQuery } from '@smes/api';
import { PageContainer, PageHeader } from '@smes/ui';
import { paths } from '../../app/paths';
import { ActivityCard } from '../../features/activity/activity-card';
import {
  ACTIVITY_LIST_DEFAULTS,
  ACTIVITY_MODES,
  ACTIVITY_MODE_LABELS,
  ACTIVITY_STATUSES,
  ACTIVITY_STATUS_LABELS,
  ACTIVITY_TYPES,
  ACTIVITY_TYPE_LABELS,
  parseActivityQuery,
} from '../../features/activity/activity-labels';
import type { ActiveFilter } from '../../shared/list/active-filters';
import { FilterSelect } from '../../shared/list/filter-select';
import { FilterTabs } from '../../shared/list/filter-tabs';
import { FilteredEmptyState } from '../../shared/list/filtered-empty-state';
import { ListFilters } from '../../shared/list/list-filters';
import { useListParams } from '../../shared/list/list-params';
import { useListRegionScope } from '../../shared/region/list-region-scope';
import { SCOPE_REMOVED } from '../../shared/region/region-address';
import { withScope } from '../../shared/region/region-scope';
import { ListSearchForm } from '../../shared/list/list-search-form';
import { PagedResults } from '../../shared/list/paged-results';

const FILTER_FIELDS = ['keyword', 'type', 'regionName', 'mode', 'status'] as const;

/** 活动: every activity by type, region, online/offline and registration status; open ones first. */
export default function ActivityPage() {
  const { query, update, clear } = useListParams(parseActivityQuery, ACTIVITY_LIST_DEFAULTS);
  // Activities held in the enterprise's region (its province and city) and nationwide first; the chip widens it.
  const scope = useListRegionScope(query.applicableTo, (applicableTo) => update({ applicableTo }));
  const activities = useActivities({ query: withScope(query, scope), queryConfig: { enabled: !scope.waiting } });
  const hasFilters = FILTER_FIELDS.some((field) => query[field] !== undefined) || scope.code !== null;
  // 清除 lifts the region scope too: the user asked to see everything.
  const clearAll = scope.code ? () => update({ ...Object.fromEntries(FILTER_FIELDS.map((field) => [field, undefined])), applicableTo: SCOPE_REMOVED }) : clear;

  const chips: ActiveFilter[] = [];
  const addChip = (field: (typeof FILTER_FIELDS)[number], label: string) =>
    chips.push({ key: field, label, onRemove: () => update({ [field]: undefined }), fromSearch: field === 'keyword' });
  if (query.keyword) addChip('keyword', `关键词：${query.keyword}`);
  if (scope.chip) chips.push(scope.chip);
  if (query.regionName) addChip('regionName', `举办地：${query.regionName}`);
  if (query.mode) addChip('mode', `形式：${ACTIVITY_MODE_LABELS[query.mode]}`);
  if (query.status) addChip('status', `状态：${ACTIVITY_STATUS_LABELS[query.status]}`);

  return (
    <PageContainer>
      <PageHeader
        title="活动"
        subtitle="政策宣讲会、培训、对接会、路演与沙龙：在线报名，名额按报名先后确定"
        breadcrumbs={[{ label: '首页', to: paths.home }, { label: '活动' }]}
      />
      <ListSearchForm label="搜索活动" placeholder="活动名称、主办单位或内容，如：高新技术企业" value={query.keyword} onSubmit={(keyword) => update({ keyword })} />
      <FilterTabs label="活动类型" value={query.type} options={ACTIVITY_TYPES} labels={ACTIVITY_TYPE_LABELS} onChange={(type) => update({ type })} />
      <ListFilters active={chips} onClearAll={clearAll} total={activities.isPlaceholderData ? undefined : activities.data?.total}>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}>
          <FilterSelect
            label="举办地"
            allLabel="全部地区"
            value={query.regionName}
            options={(activities.data?.regions ?? (query.regionName ? [query.regionName] : [])).map((region) => ({ value: region, label: region }))}
            onChange={(regionName) => update({ regionName })}
          />
          <FilterSelect
            label="形式"
            allLabel="线上和线下"
            value={query.mode}
            options={ACTIVITY_MODES.map((mode) => ({ value: mode, label: ACTIVITY_MODE_LABELS[mode] }))}
            onChange={(mode) => update({ mode: mode as ActivityQuery['mode'] })}
          />
          <FilterSelect
            label="报名状态"
            allLabel="全部状态"
            value={query.status}
            options={ACTIVITY_STATUSES.map((status) => ({ value: status, label: ACTIVITY_STATUS_LABELS[status] }))}
            onChange={(status) => update({ status: status as ActivityQuery['status'] })}
          />
        </Box>
      </ListFilters>
      <PagedResults
        result={activities}
        page={query.pageNum}
        pageSize={query.pageSize}
        onPageChange={(pageNum, pageSize) => update({ pageNum, pageSize }, { resetPage: false })}
        label="活动列表"
        count={(total) => `共 ${total} 场活动`}
        empty={<FilteredEmptyState filtered={hasFilters} title="暂无活动" filteredTitle="没有符合条件的活动" filteredDescription="换个类型、地区或状态试试" onClear={clearAll} />}
      >
        {(rows) => rows.map((activity) => <ActivityCard key={activity.id} activity={activity} />)}
      </PagedResults>
    </PageContainer>
  );
}
