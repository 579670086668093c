import { useParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DEMAND_BUDGET_LABELS,
  DEMAND_REVIEW_LABELS,
  DEMAND_TYPE_LABELS,
  isApiError,
  isNotFound,
  useDemandForReview,
  useReviewDemand,
  type DemandRecordDetail,
} from '@smes/api';
import { PORTAL_SCHEMA_LIMITS } from '@smes/contract-types';
import { parseRouteId } from '@smes/shell';
import { AsyncContent, NotFoundPage, PageContainer, PageHeader, StatusChip, formatChinaDateTime, getErrorMessage } from '@smes/ui';
import { paths } from '../../app/paths';
import { AccountGate } from '../../shared/account-gate';
import { ReviewDecision } from '../../shared/review-queue';

const REASON_LIMITS = PORTAL_SCHEMA_LIMITS.DemandReject.reason;

export default function DemandReviewDetailPage() {
  const id = parseRouteId(useParams().id);
  return (
    <PageContainer>
      <PageHeader
        title="需求审核详情"
        breadcrumbs={[{ label: '工作台', to: paths.home }, { label: '需求审核', to: paths.demandReview.list }, { label: '需求审核详情' }]}
      />
      <AccountGate screens="demandReview">{id === null ? <NotFoundPage /> : <Review id={id} />}</AccountGate>
    </PageContainer>
  );
}

function Review({ id }: { id: number }) {
  const review = useDemandForReview(id);
  if (isNotFound(review.error)) return <NotFoundPage />;
  return (
    <AsyncContent isPending={review.isPending} error={review.error} data={review.data} onRetry={() => void review.refetch()}>
      {(record) => <DemandDetails record={record} />}
    </AsyncContent>
  );
}

function budgetOf(min: number | null, max: number | null): string {
  if (min === null || max === null) return DEMAND_BUDGET_LABELS.negotiable;
  return min === max ? `${min} 万元` : `${min}-${max} 万元`;
}

/** What the operator judges: the demand as the public would read it, who published it and when. */
function DemandDetails({ record }: { record: DemandRecordDetail }) {
  const { demand } = record.record;
  const facts: [string, string][] = [
    ['发布单位', demand.publisherName],
    ['需求类型', DEMAND_TYPE_LABELS[demand.type]],
    ['所属行业', demand.industryLabel],
    ['所在地区', demand.regionName],
    ['预算', budgetOf(demand.budgetMin, demand.budgetMax)],
    ['截止日期', demand.deadline],
    ['提交时间', record.record.submittedAt ? formatChinaDateTime(record.record.submittedAt) : '—'],
  ];
  return (
    <Stack spacing={3}>
      <Paper variant="outlined" component="section" aria-labelledby="demand-review-title" sx={{ p: { xs: 2, md: 3 } }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'flex-start', mb: 2 }}>
          <Typography id="demand-review-title" component="h2" variant="h6" sx={{ wordBreak: 'break-word' }}>
            {demand.title}
          </Typography>
          <StatusChip status={record.record.reviewState} label={DEMAND_REVIEW_LABELS[record.record.reviewState]} />
        </Stack>
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: '6em minmax(0, 1fr)', columnGap: 2, rowGap: 1, m: 0, mb: 2 }}>
          {facts.map(([term, value]) => (
            <Box key={term} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {term}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, wordBreak: 'break-word' }}>
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
        <Typography component="h3" variant="subtitle2" sx={{ mb: 1 }}>
          需求描述
        </Typography>
        <Typography sx={{ whiteSpace: 'pre-line', wordBreak: 'break-word' }}>{record.detail.description}</Typography>
      </Paper>
      {record.record.reviewState === 'rejected' && record.record.rejectReason ? <Alert severity="warning">已驳回：{record.record.rejectReason}</Alert> : null}
      {record.record.allowedActions.includes('approve') ? <Decision record={record} /> : null}
    </Stack>
  );
}

/** 通过 (confirmed) or 驳回 with the reason the publisher will read; a decision someone else made first comes back as a 409 and a refetch. */
function Decision({ record }: { record: DemandRecordDetail }) {
  const id = record.record.demand.id;
  const decide = useReviewDemand();
  const failure = decide.error && !(isApiError(decide.error) && decide.error.statusCode === 409) ? decide.error : null;
  return (
    <Stack spacing={2}>
      {failure ? <Alert severity="error">{getErrorMessage(failure)}</Alert> : null}
      <ReviewDecision
        subject={`需求「${record.record.demand.title}」`}
        approveEffect="需求在找市场公开为待对接，其他企业可以对接，并以消息通知发布企业。"
        reasonReader="发布企业"
        reasonLimits={REASON_LIMITS}
        busy={decide.isPending}
        onApprove={() => decide.mutate({ id, approve: true })}
        onReject={(reason) => decide.mutate({ id, approve: false, reason })}
      />
    </Stack>
  );
}
