import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { type ActivityDetail, isNotFound, useActivity, useLedger } from '@smes/api';
import { useSession } from '@smes/session';
import { AsyncContent, LoadingState, PageContainer, PageHeader, SectionCard, useToast } from '@smes/ui';
import { parseRouteId, paths } from '../../app/paths';
import { ActivityFacts, MissingActivity } from '../../features/activity/activity-detail-parts';
import { registrationClosedReason } from '../../features/activity/activity-labels';
import { RegistrationForm } from '../../features/activity/registration-form';
import { LoginPrompt } from '../../shared/login-prompt/login-prompt';

/** 活动报名 (useRegist): the form beside the activity's facts; closed, full or already registered says so instead. */
export default function ActivityUseRegistPage() {
  const id = parseRouteId(useParams().id);
  const { isLoggedIn } = useSession();
  if (id === null) {
    return (
      <PageContainer>
        <MissingActivity />
      </PageContainer>
    );
  }
  return (
    <PageContainer>
      {isLoggedIn ? (
        <ActivityLoader id={id} />
      ) : (
        <>
          <PageHeader title="活动报名" breadcrumbs={[{ label: '首页', to: paths.home }, { label: '活动', to: paths.activity.list }, { label: '活动报名' }]} />
          <LoginPrompt description="报名需要登录，报名信息会按您的企业档案预先填好。" />
        </>
      )}
    </PageContainer>
  );
}

function ActivityLoader({ id }: { id: number }) {
  const activity = useActivity(id);
  if (isNotFound(activity.error)) return <MissingActivity />;
  return (
    <AsyncContent isPending={activity.isPending} error={activity.error} data={activity.data} onRetry={() => void activity.refetch()}>
      {(detail) => <RegisterView activity={detail} />}
    </AsyncContent>
  );
}

function RegisterView({ activity }: { activity: ActivityDetail }) {
  const reason = registrationClosedReason(activity);
  const backToDetail = (
    <Button component={RouterLink} to={paths.activity.detail(activity.id)} variant="outlined">
      返回活动详情
    </Button>
  );
  return (
    <>
      <PageHeader
        title="活动报名"
        subtitle={activity.title}
        breadcrumbs={[
          { label: '首页', to: paths.home },
          { label: '活动', to: paths.activity.list },
          { label: '活动详情', to: paths.activity.detail(activity.id) },
          { label: '活动报名' },
        ]}
      />
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '3fr 2fr' }, alignItems: 'start' }}>
        <SectionCard title="报名信息">
          {activity.myRegistration ? (
            <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
              <Alert severity="info">您已报名该活动，可在活动详情下载日历文件或取消报名。</Alert>
              {backToDetail}
            </Stack>
          ) : reason ? (
            <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
              <Alert severity="warning">{reason}，无法报名。</Alert>
              {backToDetail}
            </Stack>
          ) : (
            <PrefilledForm activity={activity} />
          )}
        </SectionCard>
        <SectionCard title="活动信息">
          <ActivityFacts activity={activity} />
        </SectionCard>
      </Box>
    </>
  );
}

/** The enterprise's name comes from its ledger (企业档案), the phone from the account; both stay editable. */
function PrefilledForm({ activity }: { activity: ActivityDetail }) {
  const { userInfo } = useSession();
  const navigate = useNavigate();
  const toast = useToast();
  const isEnterprise = (userInfo?.userType ?? 'enterprise') === 'enterprise';
  const ledger = useLedger({ queryConfig: { enabled: isEnterprise } });
  if (isEnterprise && ledger.isPending) return <LoadingState label="正在读取企业档案…" />;
  const accountName = typeof userInfo?.['enterpriseName'] === 'string' ? userInfo['enterpriseName'] : '';
  const initial = {
    enterpriseName: ledger.data?.ledger.enterpriseName ?? accountName,
    contactPhone: typeof userInfo?.phone === 'string' ? userInfo.phone : '',
  };
  return (
    <RegistrationForm
      activity={activity}
      initial={initial}
      onRegistered={() => {
        toast.success('报名成功');
        void navigate(paths.activity.detail(activity.id));
      }}
    />
  );
}
