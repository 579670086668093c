import { useState } from 'react';
import Box from '@mui/material/Box';
import { DEFAULT_DECLARATION_QUERY, useDeclarationProjects, useDictData, type DeclarationQuery } from '@smes/api';
import { PageContainer, PageHeader } from '@smes/ui';
import { DeclarationCard } from '../../features/declaration/declaration-card';
import { SORT_OPTIONS, parseDeclarationQuery } from '../../features/declaration/declaration-query';
import type { ActiveFilter } from '../../shared/list/active-filters';
import { FilterSelect } from '../../shared/list/filter-select';
import { ListFilters } from '../../shared/list/list-filters';
import { dictLabel } from '../../features/policy/policy-labels';
import { FilteredEmptyState } from '../../shared/list/filtered-empty-state';
import { ListSearchForm } from '../../shared/list/list-search-form';
import { PagedResults } from '../../shared/list/paged-results';
import { useListParams } from '../../shared/list/list-params';
import { staticPageHeader } from '../../shared/static-page-headers';
import { useListRegionScope } from '../../shared/region/list-region-scope';
import { SCOPE_REMOVED } from '../../shared/region/region-address';
import { withScope } from '../../shared/region/region-scope';

export default function DeclarationProjectPage() {
  const { query, update, clear } = useListParams(parseDeclarationQuery, DEFAULT_DECLARATION_QUERY);
  // The same region scope as 政策原文 and 申报通知: a signed-in enterprise starts at what applies to it.
  const scope = useListRegionScope(query.applicableTo, (applicableTo) => update({ applicableTo }));
  const projects = useDeclarationProjects({ query: withScope(query, scope), queryConfig: { enabled: !scope.waiting } });
  const statuses = useDictData('declare_status');
  const levels = useDictData('policy_level');
  const [now] = useState(() => new Date());

  const handleSort = (value: string | undefined) => {
    const [orderByColumn, isAsc] = (value ?? '').split(':') as [DeclarationQuery['orderByColumn'], DeclarationQuery['isAsc']];
    update({ orderByColumn, isAsc });
  };

  const sortValue = `${query.orderByColumn}:${query.isAsc}`;
  const hasFilters = Boolean(query.keyword || query.status || query.level || scope.code);
  // 清除 also lifts the default region scope: the user asked to see everything.
  const clearAll = scope.code ? () => update({ keyword: undefined, status: undefined, level: undefined, applicableTo: SCOPE_REMOVED }) : clear;

  const chips: ActiveFilter[] = [];
  if (query.keyword) chips.push({ key: 'keyword', label: `关键词：${query.keyword}`, onRemove: () => update({ keyword: undefined }), fromSearch: true });
  if (scope.chip) chips.push(scope.chip);
  if (query.status) chips.push({ key: 'status', label: `状态：${dictLabel(statuses.data, query.status)}`, onRemove: () => update({ status: undefined }) });
  if (query.level) chips.push({ key: 'level', label: `级别：${dictLabel(levels.data, query.level)}`, onRemove: () => update({ level: undefined }) });

  return (
    <PageContainer>
      <PageHeader {...staticPageHeader('declarationProjectList')} />
      <ListSearchForm label="搜索申报项目" placeholder="项目名称、主管部门或关键词" value={query.keyword} onSubmit={(keyword) => update({ keyword })} />
      <ListFilters active={chips} onClearAll={clearAll} total={projects.isPlaceholderData ? undefined : projects.data?.total}>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)', md: 'repeat(6, 1fr)' } }}>
          <FilterSelect
            label="申报状态"
            allLabel="全部状态"
            value={query.status}
            options={(statuses.data ?? []).map((item) => ({ value: item.dictValue, label: item.dictLabel }))}
            onChange={(status) => update({ status: status as DeclarationQuery['status'] })}
          />
          <FilterSelect
            label="政策级别"
            allLabel="全部级别"
            value={query.level}
            options={(levels.data ?? []).map((item) => ({ value: item.dictValue, label: item.dictLabel }))}
            onChange={(level) => update({ level: level as DeclarationQuery['level'] })}
          />
          <FilterSelect label="排序" value={sortValue} options={SORT_OPTIONS} onChange={handleSort} />
        </Box>
      </ListFilters>
      <PagedResults
        result={projects}
        page={query.pageNum}
        pageSize={query.pageSize}
        onPageChange={(pageNum, pageSize) => update({ pageNum, pageSize }, { resetPage: false })}
        label="申报项目列表"
        count={(total) => `共找到 ${total} 个申报项目`}
        empty={
          <FilteredEmptyState
            filtered={hasFilters}
            title="暂无申报项目"
            filteredTitle="没有符合条件的申报项目"
            filteredDescription="换个关键词或放宽筛选条件试试"
            onClear={clearAll}
          />
        }
      >
        {(rows) => rows.map((project) => <DeclarationCard key={project.id} project={project} now={now} />)}
      </PagedResults>
    </PageContainer>
  );
}
