import { useSearchParams } from 'react-router-dom';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { DEMAND_REVIEW_LABELS, DEMAND_TYPE_LABELS, useDemandQueue, type DemandQueueQuery, type DemandRecord } from '@smes/api';
import { EmptyState, PageContainer, PageHeader, formatChinaDateTime } from '@smes/ui';
import { paths } from '../../app/paths';
import { readPage } from '@smes/shell';
import { AccountGate } from '../../shared/account-gate';
import { QueueCard, QueueResults } from '../../shared/review-queue';

type QueueState = Exclude<NonNullable<DemandQueueQuery['reviewState']>, 'draft'>;
const QUEUE_STATES: readonly QueueState[] = ['pending', 'approved', 'rejected'];

/** The address is the queue's state: ?reviewState (default 待审核, oldest submission first) and pageNum. */
function readQuery(params: URLSearchParams): { reviewState: QueueState; pageNum: number } {
  const reviewState = QUEUE_STATES.find((item) => item === params.get('reviewState')) ?? 'pending';
  return { reviewState, pageNum: readPage(params) };
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
      <QueueResults
        result={list}
        label="需求列表"
        count={(total) => `共 ${total} 条需求`}
        empty={<EmptyState title={`没有${DEMAND_REVIEW_LABELS[reviewState]}的需求`} />}
        rowKey={(row) => row.demand.id}
        onPageChange={(page) => update({ reviewState, pageNum: page })}
      >
        {(row) => <DemandCard row={row} />}
      </QueueResults>
    </Stack>
  );
}

function DemandCard({ row }: { row: DemandRecord }) {
  const { demand } = row;
  return (
    <QueueCard
      title={demand.title}
      to={paths.demandReview.detail(demand.id)}
      status={row.reviewState}
      statusLabel={DEMAND_REVIEW_LABELS[row.reviewState]}
      meta={[demand.publisherName, DEMAND_TYPE_LABELS[demand.type], demand.industryLabel, demand.regionName, row.submittedAt && `提交于 ${formatChinaDateTime(row.submittedAt)}`]}
    />
  );
}
