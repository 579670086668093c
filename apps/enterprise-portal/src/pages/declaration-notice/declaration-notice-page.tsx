import { useId, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useNotices, useRegionTree, type NoticeQuery } from '@smes/api';
import { AsyncContent, EmptyState, PageContainer, PageHeader, Paginator } from '@smes/ui';
import { LEVEL_LABELS, STATUS_LABELS } from '../../features/declaration/declaration-display';
import { ActiveFilters, type ActiveFilter } from '../../features/policy/active-filters';
import { useListParams } from '../../features/policy/list-params';
import { LEVELS, LIST_DEFAULTS, NOTICE_STATUSES, parseNoticeQuery } from '../../features/policy/list-queries';
import { NoticeCard } from '../../features/policy/notice-card';
import { RegionCascade } from '../../features/policy/region-cascade';
import { regionLabel } from '../../features/policy/region-path';
import { SearchBox } from '../../features/policy/search-box';

const SORTS = [
  { value: 'publish_date:desc', label: '最新发布' },
  { value: 'end_time:asc', label: '截止时间最近' },
  { value: 'support_amount:desc', label: '扶持金额最高' },
] as const;

type LabeledSelectProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
};

function LabeledSelect({ label, value, onChange, children }: LabeledSelectProps) {
  const labelId = useId();
  return (
    <FormControl size="small" fullWidth>
      <InputLabel id={labelId}>{label}</InputLabel>
      <Select labelId={labelId} label={label} value={value} onChange={(event) => onChange(event.target.value)}>
        {children}
      </Select>
    </FormControl>
  );
}

/** 申报通知检索: notices with their support, keywords and window status. */
export default function DeclarationNoticePage() {
  const { query, update, clear } = useListParams(parseNoticeQuery, LIST_DEFAULTS);
  const notices = useNotices({ query });
  const regions = useRegionTree();
  const [now] = useState(() => new Date());

  const sortValue = `${query.orderBy ?? 'publish_date'}:${query.isAsc ?? (query.orderBy === 'end_time' ? 'asc' : 'desc')}`;
  const hasFilters = Boolean(query.keyword || query.status || query.level || query.regionCode);

  const chips: ActiveFilter[] = [];
  if (query.keyword) chips.push({ key: 'keyword', label: `关键词：${query.keyword}`, onRemove: () => update({ keyword: undefined }) });
  if (query.status) chips.push({ key: 'status', label: `状态：${STATUS_LABELS[query.status]}`, onRemove: () => update({ status: undefined }) });
  if (query.level) chips.push({ key: 'level', label: `级别：${LEVEL_LABELS[query.level]}`, onRemove: () => update({ level: undefined }) });
  if (query.regionCode) {
    chips.push({
      key: 'regionCode',
      label: `地区：${regionLabel(regions.data ?? [], query.regionCode) ?? query.regionCode}`,
      onRemove: () => update({ regionCode: undefined }),
    });
  }

  return (
    <PageContainer>
      <PageHeader
        title="申报通知"
        subtitle="各级主管部门发布的申报通知，按申报窗口实时显示状态"
        breadcrumbs={[{ label: '首页', to: '/home' }, { label: '找政策', to: '/findpolicy' }, { label: '申报通知' }]}
      />
      <SearchBox label="搜索申报通知" placeholder="通知标题、发布部门或关键词" value={query.keyword} onSearch={(keyword) => update({ keyword })} />
      <Paper variant="outlined" component="section" aria-label="筛选条件" sx={{ p: { xs: 2, md: 2.5 }, mb: 2 }}>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}>
          <LabeledSelect label="申报状态" value={query.status ?? ''} onChange={(status) => update({ status: (status || undefined) as NoticeQuery['status'] })}>
            <MenuItem value="">全部状态</MenuItem>
            {NOTICE_STATUSES.map((status) => (
              <MenuItem key={status} value={status}>
                {STATUS_LABELS[status]}
              </MenuItem>
            ))}
          </LabeledSelect>
          <LabeledSelect label="政策级别" value={query.level ?? ''} onChange={(level) => update({ level: (level || undefined) as NoticeQuery['level'] })}>
            <MenuItem value="">全部级别</MenuItem>
            {LEVELS.map((level) => (
              <MenuItem key={level} value={level}>
                {LEVEL_LABELS[level]}
              </MenuItem>
            ))}
          </LabeledSelect>
          <LabeledSelect
            label="排序"
            value={sortValue}
            onChange={(value) => {
              const [orderBy, isAsc] = value.split(':') as [NoticeQuery['orderBy'], NoticeQuery['isAsc']];
              update({ orderBy, isAsc });
            }}
          >
            {SORTS.map((sort) => (
              <MenuItem key={sort.value} value={sort.value}>
                {sort.label}
              </MenuItem>
            ))}
          </LabeledSelect>
          <Box sx={{ gridColumn: '1 / -1' }}>
            <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block', mb: 0.5 }}>
              地区
            </Typography>
            <RegionCascade tree={regions.data ?? []} value={query.regionCode} onChange={(regionCode) => update({ regionCode })} />
          </Box>
        </Box>
      </Paper>
      <ActiveFilters filters={chips} onClearAll={clear} />
      <AsyncContent
        isPending={notices.isPending}
        error={notices.error}
        data={notices.data}
        onRetry={() => void notices.refetch()}
        isEmpty={(page) => page.rows.length === 0}
        empty={
          <EmptyState
            title={hasFilters ? '没有符合条件的申报通知' : '暂无申报通知'}
            description={hasFilters ? '换个关键词或放宽筛选条件试试' : undefined}
            action={
              hasFilters ? (
                <Button onClick={clear} variant="outlined">
                  清除筛选
                </Button>
              ) : undefined
            }
          />
        }
      >
        {(page) => (
          <>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }} aria-live="polite">
              共找到 {page.total} 条申报通知
            </Typography>
            <Stack spacing={1.5} component="section" aria-label="申报通知列表">
              {page.rows.map((notice) => (
                <NoticeCard key={notice.id} notice={notice} now={now} />
              ))}
            </Stack>
            <Box sx={{ mt: 3 }}>
              <Paginator
                page={query.pageNum}
                pageSize={query.pageSize}
                total={page.total}
                onChange={(pageNum, pageSize) => update({ pageNum, pageSize }, { resetPage: false })}
              />
            </Box>
          </>
        )}
      </AsyncContent>
    </PageContainer>
  );
}
