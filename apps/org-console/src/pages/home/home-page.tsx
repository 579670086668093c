import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useAdminOverview, useMyInstitution, useUserInfo, type MyInstitution } from '@smes/api';
import { useSession } from '@smes/session';
import { useShell } from '@smes/shell';
import { AsyncContent, LoadingState, PageContainer, PageHeader, SectionCard, StatusChip, formatChinaDateLong, formatNumber } from '@smes/ui';
import { paths } from '../../app/paths';
import { EnterpriseAccountNotice } from '../../features/institution/enterprise-account-notice';
import { InstitutionDashboard } from './institution-dashboard';

const STATUS_TEXT: Record<MyInstitution['status'], string> = {
  none: '未认证',
  pending: '待审核',
  approved: '已通过',
  rejected: '已驳回',
};

export default function ConsoleHomePage() {
  const { isLoggedIn } = useSession();
  return (
    <PageContainer>
      <PageHeader title="工作台" subtitle="服务机构认证、服务产品与案例、企业订单，在这里统一处理" />
      {isLoggedIn ? <AccountHome /> : <LoggedOut />}
    </PageContainer>
  );
}

/** Right after the SSO round trip the stored user is not there yet: the account type decides the home. */
function AccountHome() {
  const { userInfo } = useSession();
  const user = useUserInfo();
  const userType = userInfo?.userType ?? user.data?.userType;
  if (userType === undefined && user.isPending) return <LoadingState />;
  return userType === 'admin' ? <OperatorHome /> : <InstitutionHome />;
}

/** The operator's queues, each with what waits in it, in the order work usually arrives. */
const OPERATOR_QUEUES = [
  { key: 'certificationsPending', label: '入驻审核', unit: '份申请待审核', to: paths.certificationReview.list },
  { key: 'listingsPending', label: '上架审核', unit: '项产品或案例待审核', to: paths.listingReview.list },
  { key: 'demandsPending', label: '需求审核', unit: '条需求待审核', to: paths.demandReview.list },
  { key: 'applicationsSubmitted', label: '申报受理', unit: '个申报待受理', to: paths.applicationReview.list },
  { key: 'chainContactsOpen', label: '产业链对接', unit: '条对接请求待处理', to: paths.chainContacts },
] as const;

/**
 * The platform operator is no institution: its work here is the review queues, each shown with what waits in it
 * and leading to it.
 */
function OperatorHome() {
  const overview = useAdminOverview();
  return (
    <Stack spacing={3}>
      <Typography color="text.secondary">起草、审核和发布政策与申报通知；审核服务机构的入驻认证、产品与案例上架和企业发布的需求，受理企业提交的申报。每个决定都会通知对方。</Typography>
      <Button component={RouterLink} to={paths.policyPublish.list} variant="outlined" sx={{ alignSelf: 'flex-start' }}>
        政策发布
      </Button>
      <AsyncContent isPending={overview.isPending} error={overview.error} data={overview.data} onRetry={() => void overview.refetch()}>
        {(data) => (
          <Box component="ul" aria-label="待办" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' }, gap: 2, p: 0, m: 0, listStyle: 'none' }}>
            {OPERATOR_QUEUES.map((queue) => (
              <Paper key={queue.key} component="li" variant="outlined" sx={{ p: 2 }}>
                <Typography variant="body2" color="text.secondary">
                  {queue.label}
                </Typography>
                <Typography component="p" variant="h5" sx={{ fontWeight: 600 }}>
                  <Link component={RouterLink} to={queue.to} underline="hover" aria-label={`${queue.label}：${data[queue.key]} ${queue.unit}`}>
                    {formatNumber(data[queue.key])}
                  </Link>
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {queue.unit}
                </Typography>
              </Paper>
            ))}
          </Box>
        )}
      </AsyncContent>
    </Stack>
  );
}

function LoggedOut() {
  const { ssoUrls } = useShell();
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, md: 4 }, maxWidth: 640 }}>
      <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
        请先登录
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        工作台面向已入驻的服务机构。登录后可查看本机构的认证状态与业务数据。
      </Typography>
      {/*
        The one way in (the header has no 登录 for visitors): the central SSO login, which also
        offers the SMS-code login and 忘记密码.
      */}
      <Button href={ssoUrls.login()} variant="contained">
        统一身份认证登录
      </Button>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        还没有账号？<Link href={ssoUrls.register()}>注册账号</Link>后提交服务机构入驻认证。
      </Typography>
    </Paper>
  );
}

function InstitutionHome() {
  const user = useUserInfo();
  const mine = useMyInstitution();
  // The institution screens send an enterprise account here (InstitutionGate); this is where it learns why.
  if (user.data?.userType === 'enterprise') return <EnterpriseAccountNotice />;
  return (
    <AsyncContent isPending={mine.isPending} error={mine.error} data={mine.data} onRetry={() => void mine.refetch()}>
      {(data) => (data.status === 'approved' && data.institution ? <Dashboard data={data} /> : <NotCertified data={data} />)}
    </AsyncContent>
  );
}

function NotCertified({ data }: { data: MyInstitution }) {
  return (
    <Stack spacing={3} sx={{ maxWidth: 760 }}>
      {data.status === 'none' ? (
        <Alert severity="info">
          <AlertTitle>您的账号尚未完成服务机构认证</AlertTitle>
          服务机构须通过入驻认证（主体信息、资质与服务范围、联系人与承诺）并经平台审核通过后，才能发布服务产品与案例、承接企业订单。
        </Alert>
      ) : null}
      <CertificationLink status={data.status} />
      {data.status === 'pending' ? (
        <Alert severity="warning">
          <AlertTitle>认证申请审核中</AlertTitle>
          平台将在 5 个工作日内完成审核，审核结果会通过消息通知您。审核通过前暂不能发布产品或承接订单。
        </Alert>
      ) : null}
      {data.status === 'rejected' ? (
        <Alert severity="error">
          <AlertTitle>认证申请未通过</AlertTitle>
          驳回原因：{data.rejectReason ?? '未说明'}
        </Alert>
      ) : null}
      {data.institution ? <InstitutionProfile data={data} /> : null}
    </Stack>
  );
}

/** The way on from here: apply, continue, or see the application's detail. */
function CertificationLink({ status }: { status: MyInstitution['status'] }) {
  const [to, label] = status === 'none' ? [paths.authentication.form, '申请入驻认证'] : status === 'rejected' ? [paths.authentication.form, '修改并重新提交'] : [paths.authentication.detail, '查看认证详情'];
  return (
    <Button component={RouterLink} to={to} variant="contained" sx={{ alignSelf: 'flex-start' }}>
      {label}
    </Button>
  );
}

function Dashboard({ data }: { data: MyInstitution }) {
  return (
    <Stack spacing={3}>
      <Alert severity="success">本机构已通过平台认证，可发布服务产品与案例、承接企业订单。</Alert>
      <InstitutionDashboard />
      <InstitutionProfile data={data} />
    </Stack>
  );
}

function InstitutionProfile({ data }: { data: MyInstitution }) {
  const institution = data.institution;
  if (!institution) return null;
  const rows: [string, string][] = [
    ['统一社会信用代码', institution.creditCode],
    ['所在地区', institution.regionName],
    ['联系人', `${institution.contactName} ${institution.contactPhone}`],
    ['提交时间', formatChinaDateLong(institution.submittedAt)],
    ...(institution.reviewedAt ? ([['审核时间', formatChinaDateLong(institution.reviewedAt)]] as [string, string][]) : []),
  ];
  return (
    <SectionCard title="机构信息" action={<StatusChip status={data.status === 'approved' ? 'open' : data.status === 'rejected' ? 'closed' : 'upcoming'} label={`认证状态：${STATUS_TEXT[data.status]}`} />}>
      <Typography component="h3" variant="h6" sx={{ mb: 2 }}>
        {institution.name}
      </Typography>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 3, rowGap: 1, m: 0 }}>
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0 }}>
              {value}
            </Typography>
          </Box>
        ))}
        <Typography component="dt" color="text.secondary">
          服务类别
        </Typography>
        <Stack component="dd" direction="row" spacing={1} useFlexGap sx={{ m: 0, flexWrap: 'wrap' }}>
          {institution.serviceCategories.map((category) => (
            <Chip key={category} size="small" label={category} />
          ))}
        </Stack>
      </Box>
    </SectionCard>
  );
}
