import { useEffect, useId, useRef, useState } from 'react';

import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router-dom';

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import SendIcon from '@mui/icons-material/Send';
import { ApiError, type Application, isNotFound, pendingRequiredMaterials, useApplication, useCreateApplication, useDeclarationProject, useSubmitApplication, useUpdateApplicationMaterial } from '@smes/api';

import { useSession } from '@smes/session';

import { AsyncContent, EmptyState, ErrorState, formatChinaDateTime, LoadingState, PageContainer, PageHeader, SectionCard } from '@smes/ui';

import { isApplicationEditable } from '../../features/application/application-display';
import { ApplicationStatusCard } from '../../features/application/application-status-card';

import { LoginPrompt } from '../../shared/login-prompt/login-prompt';

import { MaterialChecklist } from '../../features/application/material-checklist';

import {
  DownloadMaterialsButton,
  MaterialShortcutAlerts,
  WriteMaterialsButton,
  useMaterialShortcuts,
} from '../../features/application/material-shortcuts';

import { ProjectNotFound } from '../../features/declaration/project-not-found';

import { parseRouteId, paths } from '../../app/paths';
import { projectBreadcrumbs } from '../../features/declaration/project-breadcrumbs';


const MY_APPLICATIONS_PATH = paths.personalCenter.myApplication;

/**
 * 我要申报 of one project. Without `?applicationId` it opens the project's application (the server
 * creates one or returns the one still open) and then puts its id in the address, so reloading and
 * sharing show that application instead of asking the server to open one again.
 */
export default function ProjectApplicationPage() {
  const projectId = parseRouteId(useParams().id);
  const [searchParams] = useSearchParams();
  const applicationId = parseRouteId(searchParams.get('applicationId'));
  const { isLoggedIn } = useSession();

  let content;
  if (projectId === null) {
    content = <ProjectNotFound />;
  } else if (!isLoggedIn) {
    content = (
      <>
        <PageHeader title="我要申报" breadcrumbs={projectBreadcrumbs(projectId, '我要申报')} />
        <LoginPrompt description="申报需要以企业账号办理：登录后可逐项准备材料、提交申报并跟踪办理进度。" />
      </>
    );
  } else if (applicationId === null) {
    content = <OpenApplication key={projectId} projectId={projectId} />;
  } else {
    content = <ApplicationScreen key={applicationId} projectId={projectId} applicationId={applicationId} />;
  }
  return <PageContainer>{content}</PageContainer>;
}

function OpenApplication({ projectId }: { projectId: number }) {
  const navigate = useNavigate();
  const create = useCreateApplication();
  const started = useRef(false);

  const open = () =>
    create.mutate(projectId, {
      onSuccess: (application) => navigate(paths.projectApplication(projectId, application.id), { replace: true }),
    });

  // Opening is the point of this page; the ref keeps a remounting effect from asking twice.
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    open();
  });

  if (isNotFound(create.error)) return <ProjectNotFound />;
  return (
    <>
      <PageHeader title="我要申报" breadcrumbs={projectBreadcrumbs(projectId, '我要申报')} />
      {create.error ? (
        <>
          <ErrorState title="暂时无法办理申报" message={create.error.message} onRetry={isRefusal(create.error) ? undefined : open} />
          <Box sx={{ textAlign: 'center' }}>
            <Button component={RouterLink} to={paths.declarationProject.detail(projectId)}>
              返回项目详情
            </Button>
          </Box>
        </>
      ) : (
        <LoadingState />
      )}
    </>
  );
}

/** The server understood and said no (e.g. 该项目申报已截止): asking again will not help. */
function isRefusal(error: Error): boolean {
  return error instanceof ApiError && error.statusCode >= 400 && error.statusCode < 500;
}

type ApplicationScreenProps = { projectId: number; applicationId: number };

function ApplicationScreen({ projectId, applicationId }: ApplicationScreenProps) {
  const application = useApplication(applicationId);
  if (isNotFound(application.error)) {
    return (
      <>
        <PageHeader title="我要申报" breadcrumbs={projectBreadcrumbs(projectId, '我要申报')} />
        <EmptyState
          title="申报不存在"
          description="该申报可能已被删除，或不属于当前账号。"
          action={
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
              <Button component={RouterLink} to={paths.projectApplication(projectId)} variant="contained">
                为该项目办理申报
              </Button>
              <Button component={RouterLink} to={MY_APPLICATIONS_PATH} variant="outlined">
                查看我的申报
              </Button>
            </Stack>
          }
        />
      </>
    );
  }
  return (
    <AsyncContent
      isPending={application.isPending}
      error={application.error}
      data={application.data}
      onRetry={() => void application.refetch()}
    >
      {(data) => <ApplicationView application={data} />}
    </AsyncContent>
  );
}

function ApplicationView({ application }: { application: Application }) {
  const project = useDeclarationProject(application.projectId);
  const shortcuts = useMaterialShortcuts();
  const updateMaterial = useUpdateApplicationMaterial(application.id);
  const editable = isApplicationEditable(application);
  const descriptions = Object.fromEntries((project.data?.materials ?? []).map((material) => [material.id, material.description]));

  return (
    <>
      <PageHeader
        title="我要申报"
        subtitle={application.projectName}
        breadcrumbs={projectBreadcrumbs(application.projectId, '我要申报')}
        actions={
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ width: { xs: '100%', sm: 'auto' } }}>
            <WriteMaterialsButton shortcuts={shortcuts} projectId={application.projectId} />
            <DownloadMaterialsButton shortcuts={shortcuts} projectId={application.projectId} />
          </Stack>
        }
      />
      <MaterialShortcutAlerts shortcuts={shortcuts} />
      <Stack spacing={3}>
        <ApplicationStatusCard application={application} />
        <SectionCard title="材料清单">
          {updateMaterial.error ? (
            <Alert severity="error" sx={{ mb: 2 }} onClose={() => updateMaterial.reset()}>
              材料状态未保存：{updateMaterial.error.message}
            </Alert>
          ) : null}
          <MaterialChecklist
            materials={application.materials}
            descriptions={descriptions}
            editable={editable}
            onChange={(materialId, state) => updateMaterial.mutate({ materialId, state })}
          />
          <Box sx={{ mt: 3 }}>{editable ? <SubmitPanel application={application} /> : <SubmittedNote application={application} />}</Box>
        </SectionCard>
      </Stack>
    </>
  );
}

function SubmitPanel({ application }: { application: Application }) {
  const reasonId = useId();
  const submit = useSubmitApplication();
  const [confirming, setConfirming] = useState(false);
  const pending = pendingRequiredMaterials(application.materials);
  const blocked = pending.length > 0;

  const handleConfirm = () => {
    setConfirming(false);
    submit.mutate(application.id);
  };

  const returnNote = application.timeline.findLast((event) => event.status === 'returned')?.note;

  return (
    <>
      {application.status === 'returned' ? (
        <Alert severity="warning" sx={{ mb: 2 }}>
          申报已退回{returnNote ? `，退回意见：${returnNote}。` : '。'}请按意见调整材料后重新提交。
        </Alert>
      ) : null}
      {submit.error ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          提交未成功：{submit.error.message}
        </Alert>
      ) : null}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <Button
          variant="contained"
          size="large"
          startIcon={<SendIcon />}
          disabled={blocked}
          loading={submit.isPending}
          aria-describedby={reasonId}
          onClick={() => setConfirming(true)}
        >
          提交申报
        </Button>
        <Typography id={reasonId} variant="body2" color={blocked ? 'warning.main' : 'text.secondary'}>
          {blocked
            ? `还有 ${pending.length} 项必需材料未就绪：${pending.map((material) => material.name).join('、')}`
            : '必需材料已全部就绪，提交后材料清单将不能再修改。'}
        </Typography>
      </Stack>
      <Dialog open={confirming} onClose={() => setConfirming(false)} aria-labelledby={`${reasonId}-title`}>
        <DialogTitle id={`${reasonId}-title`}>确认提交申报？</DialogTitle>
        <DialogContent>
          <DialogContentText>
            「{application.projectName}」的申报提交后将进入受理流程，材料清单不能再修改。请确认材料已准备妥当。
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>取消</Button>
          <Button variant="contained" onClick={handleConfirm}>
            确认提交
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

function SubmittedNote({ application }: { application: Application }) {
  return (
    <Alert severity={application.status === 'approved' ? 'success' : 'info'}>
      {application.submittedAt ? `申报已于 ${formatChinaDateTime(application.submittedAt)} 提交` : '申报已提交'}
      ，材料清单不能再修改。办理进度会在上方的申报状态中更新，也可在
      <Link component={RouterLink} to={MY_APPLICATIONS_PATH} underline="always">
        我的申报
      </Link>
      中查看。
    </Alert>
  );
}
