import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useMyCertification } from '@smes/api';
import { CertificationDetails, CertificationForm } from '@smes/org-certification';
import { useSession } from '@smes/session';
import { useShell } from '@smes/shell';
import { AsyncContent, PageContainer, PageHeader } from '@smes/ui';
import { LoginPrompt } from '../../shared/login-prompt/login-prompt';

const SUBTITLE = '知识产权、财税、法律、认证、检测、人力、融资等服务机构，认证通过后可在“找服务”中展示机构与服务产品、承接企业订单';

export default function ServiceAuthenticationPage() {
  const { isLoggedIn, userInfo } = useSession();
  return (
    <PageContainer>
      <PageHeader title="机构入驻认证" subtitle={SUBTITLE} />
      {!isLoggedIn ? (
        <LoginPrompt description="入驻认证以服务机构账号办理：登录后填写主体信息、资质与服务范围、联系人与承诺，提交平台审核。" />
      ) : userInfo?.userType === 'enterprise' ? (
        <Alert severity="info">
          <AlertTitle>当前为企业账号</AlertTitle>
          入驻认证需使用服务机构账号办理。企业可在“找服务”中浏览认证机构的服务产品并下单。
        </Alert>
      ) : (
        <Application />
      )}
    </PageContainer>
  );
}

function Application() {
  const mine = useMyCertification();
  const { config } = useShell();
  const consoleLink = (
    <Button href={`${config.consoleOrigin}/authentication`} variant="outlined">
      到机构工作台查看
    </Button>
  );
  return (
    <AsyncContent isPending={mine.isPending} error={mine.error} data={mine.data} isEmpty={() => false} onRetry={() => void mine.refetch()}>
      {(application) =>
        application === null || application.status === 'draft' || application.status === 'rejected' ? (
          <Stack spacing={3} sx={{ maxWidth: 880 }}>
            <CertificationForm application={application} />
          </Stack>
        ) : (
          <Stack spacing={3} sx={{ maxWidth: 880 }}>
            <CertificationDetails application={application} actions={consoleLink} />
          </Stack>
        )
      }
    </AsyncContent>
  );
}
