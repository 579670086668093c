import { DEMAND_REVIEW_LABELS, DEMAND_TYPE_LABELS, useDemandQueue, type DemandQueueQuery, type DemandRecord } from '@smes/api';
import { formatChinaDateTime } from '@smes/ui';
import { paths } from '../../app/paths';
import { QueueCard, ReviewQueuePage, type QueueParams } from '../../shared/review-queue';

type QueueState = Exclude<NonNullable<DemandQueueQuery['reviewState']>, 'draft'>;
const QUEUE_STATES: readonly QueueState[] = ['pending', 'approved', 'rejected'];

function useDemands({ state, pageNum }: QueueParams<QueueState>) {
  return useDemandQueue({ query: { reviewState: state === 'all' ? 'pending' : state, pageNum, pageSize: 10 } });
}

/** 需求审核: enterprises' demands wait here before they are public in 找市场 › 市场项目. */
export default function DemandReviewPage() {
  return (
    <ReviewQueuePage
      title="需求审核"
      subtitle="审核企业在找市场发布的需求：通过后公开为待对接，驳回须说明原因；每个决定都会通知发布企业"
      screens="demandReview"
      stateParam="reviewState"
      states={QUEUE_STATES}
      defaultState="pending"
      stateLabels={DEMAND_REVIEW_LABELS}
      useResult={useDemands}
      listLabel="需求列表"
      count={(total) => `共 ${total} 条需求`}
      empty={{ noun: '需求' }}
      rowKey={(row) => row.demand.id}
    >
      {(row) => <DemandCard row={row} />}
    </ReviewQueuePage>
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
