import { Navigate, useNavigate } from 'react-router-dom';
import { useMyCertification } from '@smes/api';
import { CertificationForm } from '@smes/org-certification';
import { AsyncContent, PageContainer, PageHeader } from '@smes/ui';
import { paths } from '../../app/paths';
import { AccountGate } from '../../shared/account-gate';

/** The application form: new, a draft, or 已驳回 to fix and resubmit. A submitted one is shown on its detail. */
export default function AuthenticationPage() {
  return (
    <PageContainer>
      <PageHeader
        title="机构入驻认证"
        subtitle="填写主体信息、资质与服务范围、联系人与承诺，提交平台审核；通过后即可发布服务产品与案例"
        breadcrumbs={[{ label: '工作台', to: paths.home }, { label: '认证详情', to: paths.authentication.detail }, { label: '机构入驻认证' }]}
      />
      <AccountGate screens="certification">
        <Application />
      </AccountGate>
    </PageContainer>
  );
}

function Application() {
  const mine = useMyCertification();
  const navigate = useNavigate();
  return (
    <AsyncContent isPending={mine.isPending} error={mine.error} data={mine.data} isEmpty={() => false} onRetry={() => void mine.refetch()}>
      {(application) =>
        application?.status === 'pending' || application?.status === 'approved' ? (
          <Navigate to={paths.authentication.detail} replace />
        ) : (
          <CertificationForm application={application} onSubmitted={() => void navigate(paths.authentication.detail)} />
        )
      }
    </AsyncContent>
  );
}
