import Button from '@mui/material/Button';
import {
  APPLICATION_STATUS_LABELS,
  useReviewApplications,
  type AdminApplicationSummary,
  type ApplicationStatus,
} from '@smes/api';
import { PORTAL_QUERY_LIMITS } from '@smes/contract-types';
import { EmptyState, PageContainer, PageHeader, formatChinaDateTime } from '@smes/ui';
import { paths } from '../../app/paths';
import { AccountGate } from '../../shared/account-gate';
import { QueueCard, ReviewQueue, type QueueParams } from '../../shared/review-queue';
import { REVIEW_STATUSES, reviewStatusTone } from '../../shared/review-status';

const KEYWORD_MAX = PORTAL_QUERY_LIMITS.adminApplicationList.keyword.maxLength;

export default function ApplicationReviewPage() {
  return (
    <PageContainer>
      <PageHeader
        title="申报受理"
        subtitle="受理企业提交的申报，推进审核、公示与资金拨付；每一步都会通知申报企业"
        breadcrumbs={[{ label: '工作台', to: paths.home }, { label: '申报受理' }]}
      />
      <AccountGate screens="applicationReview">
        <ApplicationQueue />
      </AccountGate>
    </PageContainer>
  );
}

function useApplications({ state, keyword, pageNum }: QueueParams<ApplicationStatus>) {
  return useReviewApplications({ query: { pageNum, pageSize: 10, keyword: keyword || undefined, status: state === 'all' ? undefined : state } });
}

function ApplicationQueue() {
  return (
    <ReviewQueue
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
    </ReviewQueue>
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
