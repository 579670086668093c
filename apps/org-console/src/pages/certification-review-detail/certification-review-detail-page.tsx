import { useParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { isApiError, useApproveCertification, useCertificationReview, useRejectCertification, type CertificationApplication } from '@smes/api';
import { PORTAL_SCHEMA_LIMITS } from '@smes/contract-types';
import { CertificationDetails } from '@smes/org-certification';
import { parseRouteId } from '@smes/shell';
import { AsyncContent, NotFoundPage, PageContainer, PageHeader, getErrorMessage } from '@smes/ui';
import { paths } from '../../app/paths';
import { AccountGate } from '../../shared/account-gate';
import { ReviewDecision } from '../../shared/review-queue';

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
      {(application) => (
        <CertificationDetails application={application} viewer="operator" actions={application.status === 'pending' ? <Decision application={application} /> : undefined} />
      )}
    </AsyncContent>
  );
}

/** 通过 (confirmed) or 驳回 with the reason the applicant will read; a decision someone else made first comes back as a 409 and a refetch. */
function Decision({ application }: { application: CertificationApplication }) {
  const approve = useApproveCertification();
  const reject = useRejectCertification();
  const review = useCertificationReview({ id: application.id });
  const failure = approve.error ?? reject.error;
  const onFailure = (error: Error) => {
    if (isApiError(error) && error.statusCode === 409) void review.refetch();
  };
  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      {failure ? <Alert severity="error">{getErrorMessage(failure)}</Alert> : null}
      <ReviewDecision
        subject={`「${application.name}」的入驻申请`}
        approveEffect="机构通过认证，其审核通过的服务产品在门户展示，并以消息通知申请机构。"
        reasonReader="申请机构"
        reasonLimits={REASON_LIMITS}
        busy={approve.isPending || reject.isPending}
        onApprove={() => approve.mutate(application.id, { onError: onFailure })}
        onReject={(reason) => reject.mutate({ id: application.id, reason }, { onError: onFailure })}
      />
    </Stack>
  );
}
