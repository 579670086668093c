import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { DEMAND_REVIEW_LABELS, DEMAND_TYPE_LABELS, useDemandQueue, type DemandQueueQuery, type DemandRecord } from '@smes/api';
import { AsyncContent, EmptyState, PageContainer, PageHeader, Paginator, StatusChip, formatChinaDateTime } from '@smes/ui';
import { paths } from '../../app/paths';
import { AccountGate } from '../../shared/account-gate';

type QueueState = Exclude<NonNullable<DemandQueueQuery['reviewState']>, 'draft'>;
const QUEUE_STATES: readonly QueueState[] = ['pending', 'approved', 'rejected'];

/** The address is the queue's state: ?reviewState (default 待审核, oldest submission first) and pageNum. */
function readQuery(params: URLSearchParams): { reviewState: QueueState; pageNum: number } {
  const reviewState = QUEUE_STATES.find((item) => item === params.get('reviewState')) ?? 'pending';
  const page = Number(params.get('pageNum'));
  return { reviewState, pageNum: Number.isSafeInteger(page) && page > 0 ? page : 1 };
}

/** 需求审核: enterprises' demands wait here before they are public in 找市场 › 市场项目. */
export default function DemandReviewPage() {
  return (
    <PageContainer>
      <PageHeader
        title="需求审核"
        subtitle="审核企业在找市场发布的需求：通过后公开为待对接，驳回须说明原因；每个决定都会通知发布企业"
        breadcrumbs={[{ label: '工作台', to: paths.home }, { label: '需求审核' }]}
      />
      <AccountGate screens="demandReview">
        <Queue />
      </AccountGate>
    </PageContainer>
  );
}

function Queue() {
  const [params, setParams] = useSearchParams();
  const { reviewState, pageNum } = readQuery(params);
  const list = useDemandQueue({ query: { reviewState, pageNum, pageSize: 10 } });
  const update = (next: { reviewState: QueueState; pageNum: number }) => {
    const search = new URLSearchParams();
    if (next.reviewState !== 'pending') search.set('reviewState', next.reviewState);
    if (next.pageNum > 1) search.set('pageNum', String(next.pageNum));
    setParams(search);
  };
  return (
    <Stack spacing={2}>
      <Tabs
        value={reviewState}
        onChange={(_event, value: QueueState) => update({ reviewState: value, pageNum: 1 })}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label="按审核状态筛选"
      >
        {QUEUE_STATES.map((item) => (
          <Tab key={item} value={item} label={DEMAND_REVIEW_LABELS[item]} />
        ))}
      </Tabs>
      <AsyncContent
        isPending={list.isPending}
        error={list.error}
        data={list.data}
        isEmpty={(data) => data.rows.length === 0}
        onRetry={() => void list.refetch()}
        empty={<EmptyState title={`没有${DEMAND_REVIEW_LABELS[reviewState]}的需求`} />}
      >
        {(data) => (
          <Stack spacing={2} component="section" aria-label="需求列表">
            <Typography color="text.secondary">共 {data.total} 条需求</Typography>
            <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {data.rows.map((row) => (
                <li key={row.demand.id}>
                  <DemandCard row={row} />
                </li>
              ))}
            </Stack>
            <Paginator page={data.pageNum} pageSize={data.pageSize} total={data.total} onChange={(page) => update({ reviewState, pageNum: page })} showSizeChanger={false} />
          </Stack>
        )}
      </AsyncContent>
    </Stack>
  );
}

function DemandCard({ row }: { row: DemandRecord }) {
  const { demand } = row;
  return (
    <Card variant="outlined" component="article">
      <CardContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
          <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600, wordBreak: 'break-word' }}>
            <Link component={RouterLink} to={paths.demandReview.detail(demand.id)} underline="hover">
              {demand.title}
            </Link>
          </Typography>
          <StatusChip status={row.reviewState} label={DEMAND_REVIEW_LABELS[row.reviewState]} />
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {[demand.publisherName, DEMAND_TYPE_LABELS[demand.type], demand.industryLabel, demand.regionName, row.submittedAt ? `提交于 ${formatChinaDateTime(row.submittedAt)}` : null]
            .filter(Boolean)
            .join(' · ')}
        </Typography>
      </CardContent>
    </Card>
  );
}
