import { useState, type FormEvent } from 'react';
import { useParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { isApiError, useApproveCertification, useCertificationReview, useRejectCertification, type CertificationApplication } from '@smes/api';
import { PORTAL_SCHEMA_LIMITS } from '@smes/contract-types';
import { CertificationDetails } from '@smes/org-certification';
import { parseRouteId } from '@smes/shell';
import { AsyncContent, NotFoundPage, PageContainer, PageHeader, getErrorMessage } from '@smes/ui';
import { paths } from '../../app/paths';
import { AccountGate } from '../../shared/account-gate';

const REASON_LIMITS = PORTAL_SCHEMA_LIMITS.CertificationReject.reason;

export default function CertificationReviewDetailPage() {
  const id = parseRouteId(useParams().id);
  return (
    <PageContainer>
      <PageHeader
        title="入驻审核详情"
        breadcrumbs={[{ label: '工作台', to: paths.home }, { label: '入驻审核', to: paths.certificationReview.list }, { label: '入驻审核详情' }]}
      />
      <AccountGate screens="certificationReview">{id === null ? <NotFoundPage /> : <Review id={id} />}</AccountGate>
    </PageContainer>
  );
}

function Review({ id }: { id: number }) {
  const review = useCertificationReview({ id });
  return (
    <AsyncContent isPending={review.isPending} error={review.error} data={review.data} onRetry={() => void review.refetch()}>
      {(application) => <CertificationDetails application={application} actions={application.status === 'pending' ? <Decision application={application} /> : undefined} />}
    </AsyncContent>
  );
}

/** 通过, or 驳回 with the reason the applicant will read; a decision someone else made first comes back as a 409 and a refetch. */
function Decision({ application }: { application: CertificationApplication }) {
  const approve = useApproveCertification();
  const reject = useRejectCertification();
  const review = useCertificationReview({ id: application.id });
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const busy = approve.isPending || reject.isPending;
  const failure = approve.error ?? reject.error;

  const onFailure = (error: Error) => {
    if (isApiError(error) && error.statusCode === 409) void review.refetch();
  };

  const submitRejection = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = reason.trim();
    if (trimmed.length < REASON_LIMITS.minLength) {
      setReasonError('请填写驳回原因（至少 2 个字），申请机构将据此修改');
      return;
    }
    reject.mutate({ id: application.id, reason: trimmed }, { onError: onFailure });
  };

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      {failure ? <Alert severity="error">{getErrorMessage(failure)}</Alert> : null}
      {rejecting ? (
        <Stack component="form" spacing={2} onSubmit={submitRejection} noValidate aria-label="驳回申请">
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
            helperText={reasonError ?? '申请机构会在消息和认证详情中看到此原因'}
            slotProps={{ htmlInput: { maxLength: REASON_LIMITS.maxLength } }}
            autoFocus
          />
          <Stack direction="row" spacing={2}>
            <Button type="submit" variant="contained" color="error" disabled={busy}>
              确认驳回
            </Button>
            <Button onClick={() => setRejecting(false)} disabled={busy}>
              取消
            </Button>
          </Stack>
        </Stack>
      ) : (
        <Stack direction="row" spacing={2}>
          <Button variant="contained" disabled={busy} onClick={() => approve.mutate(application.id, { onError: onFailure })}>
            通过
          </Button>
          <Button variant="outlined" color="error" disabled={busy} onClick={() => setRejecting(true)}>
            驳回
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
