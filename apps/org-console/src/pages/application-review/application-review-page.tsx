import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  APPLICATION_STATUS_LABELS,
  useReviewApplications,
  type AdminApplicationListQuery,
  type AdminApplicationSummary,
  type ApplicationStatus,
} from '@smes/api';
import { PORTAL_QUERY_LIMITS } from '@smes/contract-types';
import { AsyncContent, EmptyState, PageContainer, PageHeader, Paginator, StatusChip, formatChinaDateTime } from '@smes/ui';
import { paths } from '../../app/paths';
import { AccountGate } from '../../shared/account-gate';
import { REVIEW_STATUSES, reviewStatusTone } from '../../shared/review-status';
import { readPage } from '@smes/shell';

const ALL = 'all';
const KEYWORD_MAX = PORTAL_QUERY_LIMITS.adminApplicationList.keyword.maxLength;

/** The address is the list's state: ?status (default 已提交, the waiting queue; `all` for every state), keyword, pageNum. */
function readQuery(params: URLSearchParams): { status: ApplicationStatus | typeof ALL; keyword: string; pageNum: number } {
  const raw = params.get('status');
  const status = raw === ALL ? ALL : REVIEW_STATUSES.find((item) => item === raw) ?? 'submitted';
  const keyword = (params.get('keyword') ?? '').trim().slice(0, KEYWORD_MAX);
  return { status, keyword, pageNum: readPage(params) };
}

export default function ApplicationReviewPage() {
  return (
    <PageContainer>
      <PageHeader
        title="申报受理"
        subtitle="受理企业提交的申报，推进审核、公示与资金拨付；每一步都会通知申报企业"
        breadcrumbs={[{ label: '工作台', to: paths.home }, { label: '申报受理' }]}
      />
      <AccountGate screens="applicationReview">
        <ReviewList />
      </AccountGate>
    </PageContainer>
  );
}

function ReviewList() {
  const [params, setParams] = useSearchParams();
  const { status, keyword, pageNum } = readQuery(params);
  const query: AdminApplicationListQuery = { pageNum, pageSize: 10, keyword: keyword || undefined, status: status === ALL ? undefined : status };
  const list = useReviewApplications({ query });
  const counts = list.data?.statusCounts;

  const update = (changes: Partial<{ status: string; keyword: string; pageNum: number }>) => {
    const next = { status, keyword, pageNum: 1, ...changes };
    const search = new URLSearchParams();
    if (next.status !== 'submitted') search.set('status', next.status);
    if (next.keyword) search.set('keyword', next.keyword);
    if (next.pageNum > 1) search.set('pageNum', String(next.pageNum));
    setParams(search);
  };

  const countOf = (item: ApplicationStatus) => counts?.find((entry) => entry.status === item)?.count;
  const total = counts?.reduce((sum, entry) => sum + entry.count, 0);

  return (
    <Stack spacing={2}>
      <KeywordSearch key={keyword} initial={keyword} onSearch={(value) => update({ keyword: value })} />
      <Tabs
        value={status}
        onChange={(_event, value: string) => update({ status: value })}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        aria-label="按办理状态筛选"
      >
        {REVIEW_STATUSES.map((item) => (
          <Tab key={item} value={item} label={`${APPLICATION_STATUS_LABELS[item]}${countOf(item) === undefined ? '' : ` ${countOf(item)}`}`} />
        ))}
        <Tab value={ALL} label={`全部${total === undefined ? '' : ` ${total}`}`} />
      </Tabs>
      <AsyncContent
        isPending={list.isPending}
        error={list.error}
        data={list.data}
        isEmpty={(data) => data.rows.length === 0}
        onRetry={() => void list.refetch()}
        empty={
          <EmptyState
            title={status === ALL ? '没有申报' : `没有${APPLICATION_STATUS_LABELS[status]}的申报`}
            description={keyword ? `没有与「${keyword}」相关的申报。` : undefined}
            action={
              keyword ? (
                <Button variant="outlined" onClick={() => update({ keyword: '' })}>
                  清除关键词
                </Button>
              ) : undefined
            }
          />
        }
      >
        {(data) => (
          <Stack spacing={2} component="section" aria-label="申报列表">
            <Typography color="text.secondary">共 {data.total} 个申报</Typography>
            <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {data.rows.map((row) => (
                <li key={row.id}>
                  <ReviewCard row={row} />
                </li>
              ))}
            </Stack>
            <Paginator page={data.pageNum} pageSize={data.pageSize} total={data.total} onChange={(page) => update({ pageNum: page })} showSizeChanger={false} />
          </Stack>
        )}
      </AsyncContent>
    </Stack>
  );
}

function KeywordSearch({ initial, onSearch }: { initial: string; onSearch: (keyword: string) => void }) {
  const [value, setValue] = useState(initial);
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(value.trim());
  };
  return (
    <Stack component="form" role="search" direction="row" spacing={1} onSubmit={handleSubmit} sx={{ maxWidth: 560 }}>
      <TextField
        label="企业或项目名称"
        size="small"
        value={value}
        onChange={(event) => setValue(event.target.value)}
        slotProps={{ htmlInput: { maxLength: KEYWORD_MAX } }}
        sx={{ flexGrow: 1 }}
      />
      <Button type="submit" variant="contained">
        搜索
      </Button>
    </Stack>
  );
}

function ReviewCard({ row }: { row: AdminApplicationSummary }) {
  return (
    <Card variant="outlined" component="article">
      <CardContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
          <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600, wordBreak: 'break-word' }}>
            <Link component={RouterLink} to={paths.applicationReview.detail(row.id)} underline="hover">
              {row.projectName}
            </Link>
          </Typography>
          <StatusChip status={reviewStatusTone(row.status)} label={APPLICATION_STATUS_LABELS[row.status]} />
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {row.enterpriseName}
          {row.submittedAt ? ` · 提交于 ${formatChinaDateTime(row.submittedAt)}` : ''} · 更新于 {formatChinaDateTime(row.updatedAt)}
        </Typography>
      </CardContent>
    </Card>
  );
}
