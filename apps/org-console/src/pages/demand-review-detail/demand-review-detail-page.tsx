import { useState, type FormEvent } from 'react';
import { useParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
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

/** 通过, or 驳回 with the reason the publisher will read; a decision someone else made first comes back as a 409 and a refetch. */
function Decision({ record }: { record: DemandRecordDetail }) {
  const id = record.record.demand.id;
  const decide = useReviewDemand();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const failure = decide.error && !(isApiError(decide.error) && decide.error.statusCode === 409) ? decide.error : null;

  const submitRejection = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = reason.trim();
    if (trimmed.length < REASON_LIMITS.minLength) {
      setReasonError('请填写驳回原因（至少 2 个字），发布企业将据此修改');
      return;
    }
    decide.mutate({ id, approve: false, reason: trimmed });
  };

  return (
    <Stack spacing={2}>
      {failure ? <Alert severity="error">{getErrorMessage(failure)}</Alert> : null}
      {rejecting ? (
        <Stack component="form" spacing={2} onSubmit={submitRejection} noValidate aria-label="驳回需求">
          <TextField
            label="驳回原因"
            value={reason}
            onChange={(event) => {
              setReason(event.target.value);
              setReasonError(null);
            }}
            required
            multiline
            minRows={3}
            error={Boolean(reasonError)}
            helperText={reasonError ?? '发布企业会在消息中看到此原因，修改后可重新提交'}
            slotProps={{ htmlInput: { maxLength: REASON_LIMITS.maxLength } }}
            autoFocus
          />
          <Stack direction="row" spacing={2}>
            <Button type="submit" variant="contained" color="error" disabled={decide.isPending}>
              确认驳回
            </Button>
            <Button onClick={() => setRejecting(false)} disabled={decide.isPending}>
              取消
            </Button>
          </Stack>
        </Stack>
      ) : (
        <Stack direction="row" spacing={2}>
          <Button variant="contained" disabled={decide.isPending} onClick={() => decide.mutate({ id, approve: true })}>
            通过
          </Button>
          <Button variant="outlined" color="error" disabled={decide.isPending} onClick={() => setRejecting(true)}>
            驳回
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
