import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import { useMyCertification } from '@smes/api';
import { CertificationDetails } from '@smes/org-certification';
import { AsyncContent, EmptyState, PageContainer, PageHeader } from '@smes/ui';
import { paths } from '../../app/paths';
import { AccountGate } from '../../shared/account-gate';

export default function AuthenticationDetailPage() {
  return (
    <PageContainer>
      <PageHeader title="认证详情" subtitle="入驻认证的审核状态、提交的信息与材料" breadcrumbs={[{ label: '工作台', to: paths.home }, { label: '认证详情' }]} />
      <AccountGate screens="certification">
        <Detail />
      </AccountGate>
    </PageContainer>
  );
}

function Detail() {
  const mine = useMyCertification();
  const apply = (label: string) => (
    <Button component={RouterLink} to={paths.authentication.form} variant="contained">
      {label}
    </Button>
  );
  return (
    <AsyncContent
      isPending={mine.isPending}
      error={mine.error}
      data={mine.data}
      onRetry={() => void mine.refetch()}
      empty={<EmptyState title="尚未申请入驻认证" description="服务机构通过入驻认证后，才能发布服务产品与案例、承接企业订单。" action={apply('申请入驻认证')} />}
    >
      {(application) =>
        application === null ? null : (
        <CertificationDetails
          application={application}
          actions={application.status === 'rejected' ? apply('修改并重新提交') : application.status === 'draft' ? apply('继续填写') : undefined}
        />
        )
      }
    </AsyncContent>
  );
}
