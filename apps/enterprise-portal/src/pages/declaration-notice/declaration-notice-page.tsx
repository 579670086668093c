import { useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import { useNotices, useRegionTree, type NoticeQuery } from '@smes/api';
import { PageContainer, PageHeader, visuallyHidden } from '@smes/ui';
import { FilterSelect } from '../../shared/list/filter-select';
import { FilteredEmptyState } from '../../shared/list/filtered-empty-state';
import { ListSearchForm } from '../../shared/list/list-search-form';
import { PagedResults } from '../../shared/list/paged-results';
import { LEVEL_LABELS } from '../../shared/display/policy-level';
import { STATUS_LABELS } from '../../shared/display/declaration-display';
import type { ActiveFilter } from '../../shared/list/active-filters';
import { ListFilters } from '../../shared/list/list-filters';
import { useListParams } from '../../shared/list/list-params';
import { LEVELS } from '../../shared/display/policy-level';
import { LIST_DEFAULTS, NOTICE_STATUSES, NOTICE_STATUS_ALL, noticeStatus, parseNoticeQuery } from '../../features/policy/list-queries';
import { useListRegionScope } from '../../shared/region/list-region-scope';
import { SCOPE_REMOVED } from '../../shared/region/region-address';
import { withScope } from '../../shared/region/region-scope';
import { NoticeCard } from '../../features/policy/notice-card';
import { RegionFilter } from '../../features/policy/region-filter';
import { regionLabel } from '../../shared/region/region-tree';
import { staticPageHeader } from '../../shared/static-page-headers';

const SORTS = [
  { value: 'publish_date:desc', label: '最新发布' },
  { value: 'end_time:asc', label: '截止时间最近' },
  { value: 'support_amount:desc', label: '扶持金额最高' },
] as const;

/** 地区 above the region's selects in the phone drawer; in the one-row desktop panel their labels say enough. */
const regionCaption = (theme: Theme) => ({ display: 'block', mb: 0.5, [theme.breakpoints.up('md')]: visuallyHidden });

/** 申报通知检索: notices with their support, keywords and window status. */
export default function DeclarationNoticePage() {
  const { query, update } = useListParams(parseNoticeQuery, LIST_DEFAULTS);
  // A signed-in enterprise sees what applies to its own region by default; the chip widens it.
  const scope = useListRegionScope(query.applicableTo, (applicableTo) => update({ applicableTo }));
  // The windows open now, unless 全部状态 (or another status) was chosen.
  const status = noticeStatus(query);
  const notices = useNotices({
    query: withScope({ ...query, status }, scope),
    queryConfig: { enabled: !scope.waiting },
  });
  const regions = useRegionTree();
  const [now] = useState(() => new Date());

  const sortValue = `${query.orderBy ?? 'publish_date'}:${query.isAsc ?? (query.orderBy === 'end_time' ? 'asc' : 'desc')}`;
  const hasFilters = Boolean(query.keyword || status || query.level || query.regionCode || scope.code);
  // 清除 also lifts the defaults (the region scope, the windows open now): the user asked to see everything.
  const clearAll = () =>
    update({ keyword: undefined, status: NOTICE_STATUS_ALL, level: undefined, regionCode: undefined, applicableTo: scope.code ? SCOPE_REMOVED : query.applicableTo });

  const handleSort = (value: string | undefined) => {
    const [orderBy, isAsc] = (value ?? '').split(':') as [NoticeQuery['orderBy'], NoticeQuery['isAsc']];
    update({ orderBy, isAsc });
  };

  const chips: ActiveFilter[] = [];
  if (query.keyword) chips.push({ key: 'keyword', label: `关键词：${query.keyword}`, onRemove: () => update({ keyword: undefined }), fromSearch: true });
  if (status) chips.push({ key: 'status', label: `状态：${STATUS_LABELS[status]}`, onRemove: () => update({ status: NOTICE_STATUS_ALL }) });
  if (query.level) chips.push({ key: 'level', label: `级别：${LEVEL_LABELS[query.level]}`, onRemove: () => update({ level: undefined }) });
  if (scope.chip) chips.push(scope.chip);
  if (query.regionCode) {
    chips.push({
      key: 'regionCode',
      label: `地区：${regionLabel(regions.data ?? [], query.regionCode) ?? query.regionCode}`,
      onRemove: () => update({ regionCode: undefined }),
    });
  }

  return (
    <PageContainer>
      <PageHeader {...staticPageHeader('declarationNoticeList')} />
      <ListSearchForm label="搜索申报通知" placeholder="通知标题、发布部门或关键词" value={query.keyword} onSubmit={(keyword) => update({ keyword })} />
      <ListFilters active={chips} onClearAll={clearAll} total={notices.isPlaceholderData ? undefined : notices.data?.total}>
        {/* One row from md up (three selects and the region's three); one column in the phone drawer. */}
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)', md: 'repeat(6, 1fr)' } }}>
          <FilterSelect
            label="申报状态"
            allLabel="全部状态"
            value={status}
            options={NOTICE_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] }))}
            onChange={(value) => update({ status: (value as NoticeQuery['status'] | undefined) ?? NOTICE_STATUS_ALL })}
          />
          <FilterSelect
            label="政策级别"
            allLabel="全部级别"
            value={query.level}
            options={LEVELS.map((level) => ({ value: level, label: LEVEL_LABELS[level] }))}
            onChange={(level) => update({ level: level as NoticeQuery['level'] })}
          />
          <FilterSelect label="排序" value={sortValue} options={SORTS} onChange={handleSort} />
          <Box sx={{ gridColumn: { xs: 'auto', sm: '1 / -1', md: 'span 3' }, position: 'relative' }}>
            <Typography component="span" variant="caption" color="text.secondary" sx={regionCaption}>
              地区
            </Typography>
            <RegionFilter tree={regions.data ?? []} value={query.regionCode} onChange={(regionCode) => update({ regionCode })} />
          </Box>
        </Box>
      </ListFilters>
      <PagedResults
        result={notices}
        page={query.pageNum}
        pageSize={query.pageSize}
        onPageChange={(pageNum, pageSize) => update({ pageNum, pageSize }, { resetPage: false })}
        label="申报通知列表"
        count={(total) => `共找到 ${total} 条申报通知`}
        empty={
          <FilteredEmptyState
            filtered={hasFilters}
            title="暂无申报通知"
            filteredTitle="没有符合条件的申报通知"
            filteredDescription="换个关键词或放宽筛选条件试试"
            onClear={clearAll}
          />
        }
      >
        {(rows) => rows.map((notice) => <NoticeCard key={notice.id} notice={notice} now={now} />)}
      </PagedResults>
    </PageContainer>
  );
}
