import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import {
  APPLICATION_STATUS_LABELS,
  useReviewApplications,
  type AdminApplicationListQuery,
  type AdminApplicationSummary,
  type ApplicationStatus,
} from '@smes/api';
import { PORTAL_QUERY_LIMITS } from '@smes/contract-types';
import { EmptyState, PageContainer, PageHeader, formatChinaDateTime } from '@smes/ui';
import { paths } from '../../app/paths';
import { AccountGate } from '../../shared/account-gate';
import { QueueCard, QueueResults } from '../../shared/review-queue';
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
      <QueueResults
        result={list}
        label="申报列表"
        count={(found) => `共 ${found} 个申报`}
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
        rowKey={(row) => row.id}
        onPageChange={(page) => update({ pageNum: page })}
      >
        {(row) => <ReviewCard row={row} />}
      </QueueResults>
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
    <QueueCard
      title={row.projectName}
      to={paths.applicationReview.detail(row.id)}
      status={reviewStatusTone(row.status)}
      statusLabel={APPLICATION_STATUS_LABELS[row.status]}
      meta={[row.enterpriseName, row.submittedAt && `提交于 ${formatChinaDateTime(row.submittedAt)}`, `更新于 ${formatChinaDateTime(row.updatedAt)}`]}
    />
  );
}
