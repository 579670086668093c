import { Suspense, lazy, useEffect } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router-dom';
import { useMyCertification } from '@smes/api';
import { useSession } from '@smes/session';
import { crossAppHref, useShell } from '@smes/shell';
import { AsyncContent, LoadingState, PageContainer, PageHeader } from '@smes/ui';
import { paths } from '../../app/paths';
import { LoginPrompt } from '../../shared/login-prompt/login-prompt';

/*
 * The application's form and its details are for a signed-in institution account only (ADR 97): loaded alongside the
 * account's application, so a visitor, shown the login prompt, fetches neither.
 */
const loadCertification = () => import('@smes/org-certification');
const CertificationForm = lazy(() => loadCertification().then((module) => ({ default: module.CertificationForm })));
const CertificationDetails = lazy(() => loadCertification().then((module) => ({ default: module.CertificationDetails })));

const SUBTITLE = '知识产权、财税、法律、认证、检测、人力、融资等服务机构，认证通过后可在“找服务”中展示机构与服务产品、承接企业订单';

export default function ServiceAuthenticationPage() {
  const { isLoggedIn, userInfo } = useSession();
  return (
    <PageContainer>
      <PageHeader title="机构入驻认证" subtitle={SUBTITLE} />
      {!isLoggedIn ? (
        <LoginPrompt description="入驻认证以服务机构账号办理：登录后填写主体信息、资质与服务范围、联系人与承诺，提交平台审核。" />
      ) : userInfo?.userType === 'enterprise' || userInfo?.userType === 'admin' ? (
        <NotAnInstitutionAccount userType={userInfo.userType} />
      ) : (
        <Application />
      )}
    </PageContainer>
  );
}

/**
 * Certification is for 服务机构 accounts only (the stand-in refuses the others with 403): an enterprise account
 * buys services and an institution account sells them, and one account never does both. Those who came here
 * with another account are told what to do instead.
 */
function NotAnInstitutionAccount({ userType }: { userType: 'enterprise' | 'admin' }) {
  const { config, ssoUrls } = useShell();
  if (userType === 'admin') {
    return (
      <Alert
        severity="info"
        action={
          <Button href={crossAppHref(config.consoleOrigin, '/certificationReview')} color="inherit" size="small">
            前往入驻审核
          </Button>
        }
      >
        <AlertTitle>当前为平台运营账号</AlertTitle>
        平台运营账号无需入驻认证，机构的入驻申请在机构工作台的“入驻审核”中审核。
      </Alert>
    );
  }
  return (
    <Stack spacing={2} sx={{ maxWidth: 880 }}>
      <Alert severity="info">
        <AlertTitle>当前为企业账号</AlertTitle>
        机构入驻认证只对服务机构账号开放，企业账号不能提交。若贵单位提供知识产权、财税、法律、检测等服务，请另用一个手机号注册服务机构账号（注册页“账号类型”选择“服务机构”），登录后再回到本页提交认证。当前企业账号可继续在“找服务”中选购认证机构的服务。
      </Alert>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button href={ssoUrls.register()} variant="contained">
          注册服务机构账号
        </Button>
        <Button component={RouterLink} to={paths.service.hub} variant="outlined">
          去找服务
        </Button>
      </Stack>
    </Stack>
  );
}

function Application() {
  const mine = useMyCertification();
  const { config } = useShell();
  // If the chunk fails, the lazy form or details report it.
  useEffect(() => {
    loadCertification().catch(() => undefined);
  }, []);
  const consoleLink = (
    <Button href={crossAppHref(config.consoleOrigin, '/authentication')} variant="outlined">
      到机构工作台查看
    </Button>
  );
  return (
    <AsyncContent isPending={mine.isPending} error={mine.error} data={mine.data} isEmpty={() => false} onRetry={() => void mine.refetch()}>
      {(application) => (
        <Suspense fallback={<LoadingState />}>
          {application === null || application.status === 'draft' || application.status === 'rejected' ? (
            <Stack spacing={3} sx={{ maxWidth: 880 }}>
              <CertificationForm application={application} />
            </Stack>
          ) : (
            <Stack spacing={3} sx={{ maxWidth: 880 }}>
              <CertificationDetails application={application} actions={consoleLink} />
            </Stack>
          )}
        </Suspense>
      )}
    </AsyncContent>
  );
}
