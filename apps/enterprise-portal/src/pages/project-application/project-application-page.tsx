import { lazy, Suspense, useEffect, useId, useRef, useState, type RefObject } from 'react';

import { Link as RouterLink, useParams, useSearchParams } from 'react-router-dom';

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import SendIcon from '@mui/icons-material/Send';
import {
  type Application,
  type ApplicationMaterial,
  type ApplicationStatus,
  type DeclarationProjectDetail,
  isNotFound,
  pendingRequiredMaterials,
  useApplication,
  useCreateApplication,
  useDeclarationProject,
  useDeleteMaterialFile,
  useDownloadMaterialFile,
  useMyApplications,
  STOPPED_STATUSES,
  useSignCommitment,
  useSubmitApplication,
  useUpdateApplicationMaterial,
  useUploadMaterialFile,
  useWithdrawApplication,
} from '@smes/api';

import { useSession } from '@smes/session';

import { AsyncContent, EmptyState, ErrorState, formatChinaDateTime, LoadingState, PageContainer, PageHeader, SectionCard, ConfirmDialog, preloadConfirmDialog } from '@smes/ui';

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

// An online form opens over the page when 填写 is chosen (or ?fill= names it): loaded then, not with the page (ADR 72).
const ApplicationFormDialog = lazy(() => import('../../features/application/application-form-dialog').then((module) => ({ default: module.ApplicationFormDialog })));

const MY_APPLICATIONS_PATH = paths.personalCenter.myApplication;

/** Applications the server would hand back instead of creating a new one (its "still open" rule). */
const OPEN_STATUSES: ReadonlySet<ApplicationStatus> = new Set(['draft', 'submitted', 'accepted', 'reviewing', 'approved', 'publicizing']);

/**
 * 我要申报 of one project. Opening it creates nothing: it shows the project's open application if there
 * is one (and puts its id in the address), otherwise the material list unsaved. The first save — an
 * uploaded file or a material marked 不适用 — creates the draft and puts its id in the address.
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
        <LoginPrompt description="申报需要以企业账号办理：登录后可逐项上传材料、提交申报并跟踪办理进度。" />
      </>
    );
  } else if (applicationId === null) {
    content = <FindApplication key={projectId} projectId={projectId} />;
  } else {
    content = <ApplicationScreen key={applicationId} projectId={projectId} applicationId={applicationId} />;
  }
  return <PageContainer>{content}</PageContainer>;
}

/** Looks for the project's open application without creating one; none found → the unsaved checklist. */
function FindApplication({ projectId }: { projectId: number }) {
  const [, setSearchParams] = useSearchParams();
  const existing = useMyApplications({ query: { projectId, pageSize: 20 } });
  const project = useDeclarationProject(projectId);
  const open = existing.data?.rows.find((application) => OPEN_STATUSES.has(application.status));
  // The material a first 在线填写 opens once its draft exists. The draft also turns up here as the open
  // application, and whichever of the two moves to it last must keep ?fill=.
  const fillAfterSave = useRef<string | null>(null);

  useEffect(() => {
    if (open) setSearchParams({ applicationId: String(open.id), ...(fillAfterSave.current ? { fill: fillAfterSave.current } : {}) }, { replace: true });
  }, [open, setSearchParams]);

  if (isNotFound(project.error)) return <ProjectNotFound />;
  const header = <PageHeader title="我要申报" subtitle={project.data?.projectName} breadcrumbs={projectBreadcrumbs(projectId, '我要申报')} />;
  const error = existing.error ?? project.error;
  if (error) {
    return (
      <>
        {header}
        <ErrorState
          title="暂时无法办理申报"
          message={error.message}
          onRetry={() => {
            void existing.refetch();
            void project.refetch();
          }}
        />
      </>
    );
  }
  if (!existing.data || !project.data || open) {
    return (
      <>
        {header}
        <LoadingState />
      </>
    );
  }
  return <UnsavedApplication project={project.data} fillAfterSave={fillAfterSave} />;
}

/** The project's materials before anything is saved; the first save creates the draft. */
function UnsavedApplication({ project, fillAfterSave }: { project: DeclarationProjectDetail; fillAfterSave: RefObject<string | null> }) {
  const [, setSearchParams] = useSearchParams();
  const create = useCreateApplication();
  const upload = useUploadMaterialFile();
  const shortcuts = useMaterialShortcuts();
  const sign = useSignCommitment();
  const materials: ApplicationMaterial[] = project.materials.map((material) => ({
    materialId: material.id,
    name: material.name,
    mode: material.mode ?? 'upload',
    required: material.required,
    state: 'preparing',
    file: null,
  }));
  const descriptions = Object.fromEntries(project.materials.map((material) => [material.id, material.description]));
  const closed = project.status === 'closed';

  /** The first save: the server creates the draft (or returns the open one), then its id goes into the address. */
  const saveThen = async (action: (applicationId: number) => Promise<unknown>, fill?: string) => {
    fillAfterSave.current = fill ?? null;
    const application = await create.mutateAsync(project.id);
    // The draft exists now, whatever the upload answers; the address says so, so a reload shows it.
    try {
      await action(application.id);
    } finally {
      setSearchParams({ applicationId: String(application.id), ...(fill ? { fill } : {}) }, { replace: true });
    }
  };

  return (
    <>
      <PageHeader
        title="我要申报"
        subtitle={project.projectName}
        breadcrumbs={projectBreadcrumbs(project.id, '我要申报')}
        actions={
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ width: { xs: '100%', sm: 'auto' } }}>
            <WriteMaterialsButton shortcuts={shortcuts} projectId={project.id} />
            <DownloadMaterialsButton shortcuts={shortcuts} projectId={project.id} />
          </Stack>
        }
      />
      <MaterialShortcutAlerts shortcuts={shortcuts} />
      <SectionCard title="材料清单">
        {closed ? (
          <Alert severity="warning" sx={{ mb: 2 }}>
            该项目申报已截止，不能再新建申报。
            <Link component={RouterLink} to={MY_APPLICATIONS_PATH} underline="always">
              查看我的申报
            </Link>
          </Alert>
        ) : (
          <Alert severity="info" sx={{ mb: 2 }}>
            尚未保存申报。上传第一份材料时自动保存为草稿，之后可随时回来继续。
          </Alert>
        )}
        <MaterialChecklist
          materials={materials}
          descriptions={descriptions}
          editable={!closed}
          actions={{
            upload: (materialId, file) => saveThen((applicationId) => upload.mutateAsync({ applicationId, materialId, file })),
            // No material has a file before the first save, so no row offers 删除 or 下载 yet.
            remove: () => Promise.resolve(),
            download: () => undefined,
            // The form belongs to the draft: it is saved first, then the form opens on it (?fill=).
            openForm: (materialId) => void saveThen(() => Promise.resolve(), materialId),
            commitment: {
              projectId: project.id,
              sign: (materialId, agree) => saveThen((applicationId) => sign.mutateAsync({ applicationId, materialId, agree })),
            },
          }}
        />
        {closed ? null : (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 3 }}>
            {materials.some((material) => material.required)
              ? `上传全部 ${materials.filter((material) => material.required).length} 项必需材料后即可提交申报。`
              : '该项目没有必需材料，上传任一材料保存草稿后即可提交申报。'}
          </Typography>
        )}
      </SectionCard>
    </>
  );
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
  const [searchParams, setSearchParams] = useSearchParams();
  const project = useDeclarationProject(application.projectId);
  const sign = useSignCommitment();
  // The material whose online form is open; ?fill= opens it (a first 在线填写 created the draft). It is read on
  // every render: this view can be drawn from the new draft's cache before the address gains ?fill=.
  const [chosen, setFilling] = useState<string | null>(null);
  const filling = chosen ?? searchParams.get('fill');
  const fillingMaterial = application.materials.find((material) => material.materialId === filling && material.mode === 'onlineForm');
  const closeForm = () => {
    setFilling(null);
    if (searchParams.has('fill')) setSearchParams({ applicationId: String(application.id) }, { replace: true });
  };
  const shortcuts = useMaterialShortcuts();
  const updateState = useUpdateApplicationMaterial(application.id);
  const upload = useUploadMaterialFile();
  const remove = useDeleteMaterialFile();
  const download = useDownloadMaterialFile();
  const editable = isApplicationEditable(application);
  const descriptions = Object.fromEntries((project.data?.materials ?? []).map((material) => [material.id, material.description]));
  const applicationId = application.id;

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
          {download.error ? (
            <Alert severity="error" sx={{ mb: 2 }} onClose={() => download.reset()}>
              下载失败：{download.error.message}
            </Alert>
          ) : null}
          <MaterialChecklist
            materials={application.materials}
            descriptions={descriptions}
            editable={editable}
            actions={{
              upload: (materialId, file) => upload.mutateAsync({ applicationId, materialId, file }),
              remove: (materialId) => remove.mutateAsync({ applicationId, materialId }),
              download: (materialId) => download.mutate({ applicationId, materialId }),
              markNotApplicable: (materialId, notApplicable) =>
                updateState.mutateAsync({ materialId, state: notApplicable ? 'not_applicable' : 'preparing' }),
              openForm: setFilling,
              commitment: { projectId: application.projectId, sign: (materialId, agree) => sign.mutateAsync({ applicationId, materialId, agree }) },
            }}
          />
          {fillingMaterial && editable ? (
            <Suspense fallback={null}>
              <ApplicationFormDialog applicationId={applicationId} materialId={fillingMaterial.materialId} materialName={fillingMaterial.name} open onClose={closeForm} />
            </Suspense>
          ) : null}
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

  const returned = application.timeline.findLast((event) => event.status === 'returned');
  const returnNote = returned?.reason ?? returned?.note;

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
          onPointerEnter={preloadConfirmDialog}
          onFocus={preloadConfirmDialog}
          onClick={() => setConfirming(true)}
        >
          提交申报
        </Button>
        <Typography id={reasonId} variant="body2" color={blocked ? 'warning.main' : 'text.secondary'}>
          {blocked
            ? `还有 ${pending.length} 项必需材料未上传：${pending.map((material) => material.name).join('、')}`
            : '必需材料已全部上传，提交后材料将不能再替换或删除。'}
        </Typography>
      </Stack>
      <ConfirmDialog
        open={confirming}
        title="确认提交申报？"
        description={`「${application.projectName}」的申报提交后将进入受理流程，已上传的材料不能再替换或删除。请确认文件无误。`}
        confirmLabel="确认提交"
        onConfirm={handleConfirm}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}

const SUCCESS_STATUSES: ReadonlySet<ApplicationStatus> = new Set(['approved', 'publicizing', 'disbursed']);

function SubmittedNote({ application }: { application: Application }) {
  return (
    <Stack spacing={2}>
      <Alert severity={SUCCESS_STATUSES.has(application.status) ? 'success' : STOPPED_STATUSES.has(application.status) ? 'warning' : 'info'}>
        {application.submittedAt ? `申报已于 ${formatChinaDateTime(application.submittedAt)} 提交` : '申报已提交'}
        ，材料不能再替换或删除。办理进度会在上方的申报状态中更新，也可在
        <Link component={RouterLink} to={MY_APPLICATIONS_PATH} underline="always">
          我的申报
        </Link>
        中查看。
      </Alert>
      {application.status === 'submitted' ? <WithdrawPanel application={application} /> : null}
    </Stack>
  );
}

/** 撤回: until the department acts (受理, 不予受理, 退回), the enterprise may take its application back to change it. */
function WithdrawPanel({ application }: { application: Application }) {
  const withdraw = useWithdrawApplication();
  const [confirming, setConfirming] = useState(false);
  return (
    <Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <Button variant="outlined" color="warning" loading={withdraw.isPending} onPointerEnter={preloadConfirmDialog} onFocus={preloadConfirmDialog} onClick={() => setConfirming(true)}>
          撤回申报
        </Button>
        <Typography variant="body2" color="text.secondary">
          主管部门受理前可以撤回，撤回后回到待提交，可修改材料再提交。
        </Typography>
      </Stack>
      {withdraw.error ? (
        <Alert severity="error" sx={{ mt: 2 }}>
          撤回未成功：{withdraw.error.message}
        </Alert>
      ) : null}
      <ConfirmDialog
        open={confirming}
        title="撤回申报？"
        description={`「${application.projectName}」的申报将回到待提交，主管部门不再受理这次提交；修改材料后需要重新提交。`}
        confirmLabel="确认撤回"
        tone="warning"
        onConfirm={() => {
          setConfirming(false);
          withdraw.mutate(application.id);
        }}
        onClose={() => setConfirming(false)}
      />
    </Box>
  );
}
