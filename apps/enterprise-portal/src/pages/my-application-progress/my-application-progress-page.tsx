import { Link as RouterLink, useParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import { STOPPED_STATUSES, isNotFound, useApplication } from '@smes/api';
import type { Application } from '@smes/api';
import { AsyncContent, EmptyState } from '@smes/ui';
import { currentStepSummary } from '../../features/application/application-display';
import { ApplicationStatusCard } from '../../features/application/application-status-card';
import { PersonalCenterFrame } from '../../shared/personal-center/personal-center-frame';
import { parseRouteId, paths } from '../../app/paths';

/** 申报进度: one application's whole timeline past 已提交 (受理 → 审核 → 公示 → 拨付); messages lead here. */
export default function MyApplicationProgressPage() {
  const id = parseRouteId(useParams().id);
  return <PersonalCenterFrame title="申报进度">{id === null ? <NotFound /> : <Progress id={id} />}</PersonalCenterFrame>;
}

function NotFound() {
  return (
    <EmptyState
      title="申报不存在"
      description="该申报可能不属于当前账号，或链接有误。"
      action={
        <Button component={RouterLink} to={paths.personalCenter.myApplication} variant="outlined">
          返回我的申报
        </Button>
      }
    />
  );
}

function Progress({ id }: { id: number }) {
  const application = useApplication(id);
  if (isNotFound(application.error)) return <NotFound />;
  return (
    <AsyncContent isPending={application.isPending} error={application.error} data={application.data} onRetry={() => void application.refetch()}>
      {(data) => <ProgressView application={data} />}
    </AsyncContent>
  );
}

function ProgressView({ application }: { application: Application }) {
  const stopped = STOPPED_STATUSES.has(application.status);
  return (
    <Stack spacing={3}>
      <Stack spacing={1.5}>
        <Typography component="h2" variant="h5" sx={{ wordBreak: 'break-word' }}>
          {application.projectName}
        </Typography>
        <Alert severity={stopped ? 'warning' : application.status === 'disbursed' ? 'success' : 'info'}>
          当前环节：{currentStepSummary(application)}
        </Alert>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} useFlexGap>
          <Button
            component={RouterLink}
            to={paths.projectApplication(application.projectId, application.id)}
            variant="outlined"
            startIcon={<DescriptionOutlinedIcon />}
          >
            查看申报材料
          </Button>
          <Button component={RouterLink} to={paths.personalCenter.myApplication} startIcon={<ArrowBackIcon />}>
            返回我的申报
          </Button>
        </Stack>
      </Stack>
      <ApplicationStatusCard application={application} />
    </Stack>
  );
}
