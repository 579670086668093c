import Button from '@mui/material/Button';
import {
  APPLICATION_STATUS_LABELS,
  useReviewApplications,
  type AdminApplicationSummary,
  type ApplicationStatus,
} from '@smes/api';
import { PORTAL_QUERY_LIMITS } from '@smes/contract-types';
import { EmptyState, formatChinaDateTime } from '@smes/ui';
import { paths } from '../../app/paths';
import { QueueCard, ReviewQueuePage, type QueueParams } from '../../shared/review-queue';
import { REVIEW_STATUSES, reviewStatusTone } from '../../shared/review-status';

const KEYWORD_MAX = PORTAL_QUERY_LIMITS.adminApplicationList.keyword.maxLength;

function useApplications({ state, keyword, pageNum }: QueueParams<ApplicationStatus>) {
  return useReviewApplications({ query: { pageNum, pageSize: 10, keyword: keyword || undefined, status: state === 'all' ? undefined : state } });
}

export default function ApplicationReviewPage() {
  return (
    <ReviewQueuePage
      title="申报受理"
      subtitle="受理企业提交的申报，推进审核、公示与资金拨付；每一步都会通知申报企业"
      screens="applicationReview"
      stateParam="status"
      states={REVIEW_STATUSES}
      defaultState="submitted"
      stateLabels={APPLICATION_STATUS_LABELS}
      allStates
      search={{ label: '企业或项目名称', maxLength: KEYWORD_MAX }}
      useResult={useApplications}
      // The counts of every state come with each page.
      stateCounts={(result) =>
        result.data ? (Object.fromEntries(result.data.statusCounts.map((entry) => [entry.status, entry.count])) as Partial<Record<ApplicationStatus, number>>) : undefined
      }
      listLabel="申报列表"
      count={(found) => `共 ${found} 个申报`}
      empty={({ state, keyword }, clearKeyword) => (
        <EmptyState
          title={state === 'all' ? '没有申报' : `没有${APPLICATION_STATUS_LABELS[state]}的申报`}
          description={keyword ? `没有与「${keyword}」相关的申报。` : undefined}
          action={
            keyword ? (
              <Button variant="outlined" onClick={clearKeyword}>
                清除关键词
              </Button>
            ) : undefined
          }
        />
      )}
      rowKey={(row) => row.id}
    >
      {(row) => <ReviewCard row={row} />}
    </ReviewQueuePage>
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
