import { useState } from 'react';
import { useParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
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

/**
 * 通过 (confirmed) or 驳回 with the reason the applicant will read; a decision someone else made first comes back as a
 * 409 and a refetch. Approving names the certificates the public page shows: each is offered checked, as the
 * operator has just opened them, and unchecking keeps one off the page.
 */
function Decision({ application }: { application: CertificationApplication }) {
  const certificates = application.files.filter((file) => file.slot === 'certificate');
  const [publicIds, setPublicIds] = useState<number[]>(() => certificates.map((file) => file.id));
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
      {certificates.length > 0 ? (
        <FormControl component="fieldset">
          <FormLabel component="legend">在机构主页公开展示的资质证书</FormLabel>
          <FormGroup>
            {certificates.map((file) => (
              <FormControlLabel
                key={file.id}
                label={`${file.category ?? ''}资质证书：${file.name}`}
                control={
                  <Checkbox
                    checked={publicIds.includes(file.id)}
                    onChange={(event) => setPublicIds((current) => (event.target.checked ? [...current, file.id] : current.filter((id) => id !== file.id)))}
                  />
                }
              />
            ))}
          </FormGroup>
          <FormHelperText>营业执照不公开；未勾选的证书只有平台和申请机构可见。</FormHelperText>
        </FormControl>
      ) : null}
      <ReviewDecision
        subject={`「${application.name}」的入驻申请`}
        approveEffect={`机构通过认证，其审核通过的服务产品在门户展示，${publicIds.length > 0 ? `机构主页公开 ${publicIds.length} 份资质证书` : '机构主页不公开资质证书'}，并以消息通知申请机构。`}
        reasonReader="申请机构"
        reasonLimits={REASON_LIMITS}
        busy={approve.isPending || reject.isPending}
        onApprove={() => approve.mutate({ id: application.id, publicFileIds: publicIds }, { onError: onFailure })}
        onReject={(reason) => reject.mutate({ id: application.id, reason }, { onError: onFailure })}
      />
    </Stack>
  );
}
