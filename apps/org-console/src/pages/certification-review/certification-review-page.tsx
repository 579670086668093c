import { CERTIFICATION_STATUS_LABELS, useCertificationQueue, type CertificationListQuery, type CertificationSummary } from '@smes/api';
import { formatChinaDateTime } from '@smes/ui';
import { paths } from '../../app/paths';
import { QueueCard, ReviewQueuePage, type QueueParams } from '../../shared/review-queue';

type QueueStatus = NonNullable<CertificationListQuery['status']>;
const QUEUE_STATUSES: readonly QueueStatus[] = ['pending', 'approved', 'rejected'];

function useApplications({ state, pageNum }: QueueParams<QueueStatus>) {
  return useCertificationQueue({ query: { status: state === 'all' ? 'pending' : state, pageNum, pageSize: 10 } });
}

export default function CertificationReviewPage() {
  return (
    <ReviewQueuePage
      title="入驻审核"
      subtitle="审核服务机构的入驻认证申请：通过后机构与其服务产品在门户展示，驳回须说明原因；每个决定都会通知申请机构"
      screens="certificationReview"
      stateParam="status"
      states={QUEUE_STATUSES}
      defaultState="pending"
      stateLabels={CERTIFICATION_STATUS_LABELS}
      useResult={useApplications}
      listLabel="入驻申请列表"
      count={(total) => `共 ${total} 份申请`}
      empty={{ noun: '申请' }}
      rowKey={(row) => row.id}
    >
      {(row) => <ApplicationCard row={row} />}
    </ReviewQueuePage>
  );
}

function ApplicationCard({ row }: { row: CertificationSummary }) {
  return (
    <QueueCard
      title={row.name || '（未填写机构名称）'}
      to={paths.certificationReview.detail(row.id)}
      status={row.status}
      statusLabel={CERTIFICATION_STATUS_LABELS[row.status]}
      meta={[row.serviceCategories.join('、'), row.regionName, row.submittedAt && `提交于 ${formatChinaDateTime(row.submittedAt)}`]}
    />
  );
}
