import { LISTING_KIND_LABELS, LISTING_REVIEW_LABELS, useListingReviews, type ListingKind, type ListingReviewState, type ListingReviewSummary } from '@smes/api';
import { formatChinaDateTime } from '@smes/ui';
import { paths } from '../../app/paths';
import { QueueCard, ReviewQueuePage, type QueueParams } from '../../shared/review-queue';

const STATES: readonly ListingReviewState[] = ['pending', 'approved', 'rejected'];
const KINDS = (Object.keys(LISTING_KIND_LABELS) as ListingKind[]).map((kind) => ({ value: kind, label: LISTING_KIND_LABELS[kind] }));

function useListings({ state, filter, pageNum }: QueueParams<ListingReviewState>) {
  return useListingReviews({ query: { state: state === 'all' ? 'pending' : state, ...(filter ? { kind: filter as ListingKind } : {}), pageNum, pageSize: 10 } });
}

/** 上架审核: institutions' new and changed products and cases wait here before the portal shows them. */
export default function ListingReviewPage() {
  return (
    <ReviewQueuePage
      title="上架审核"
      subtitle="审核服务机构新发布或修改的产品与案例：通过后门户展示提交的内容，驳回须说明原因，门户仍展示上次通过的内容；每个决定都会通知机构"
      screens="listingReview"
      stateParam="state"
      states={STATES}
      defaultState="pending"
      stateLabels={LISTING_REVIEW_LABELS}
      filter={{ param: 'kind', label: '类型', options: KINDS }}
      useResult={useListings}
      listLabel="上架审核列表"
      count={(total) => `共 ${total} 项`}
      empty={{ noun: '产品或案例' }}
      rowKey={(row) => row.id}
    >
      {(row) => <ListingCard row={row} />}
    </ReviewQueuePage>
  );
}

function ListingCard({ row }: { row: ListingReviewSummary }) {
  return (
    <QueueCard
      title={row.title}
      to={paths.listingReview.detail(row.id)}
      status={row.state}
      statusLabel={LISTING_REVIEW_LABELS[row.state]}
      meta={[
        `${LISTING_KIND_LABELS[row.kind]}${row.change ? '（修改）' : '（新发布）'}`,
        row.institutionName,
        row.category,
        `提交于 ${formatChinaDateTime(row.submittedAt)}`,
      ]}
    />
  );
}
