import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  APPLICATION_ACTION_INFO,
  APPLICATION_STATUS_LABELS,
  isNotFound,
  useApplicationFileSource,
  useReviewApplication,
  useTransitionApplication,
  type AdminApplication,
  type ApplicationAction,
  type ApplicationEvent,
  type ApplicationTransition,
} from '@smes/api';
import { parseRouteId } from '@smes/shell';
import { PORTAL_SCHEMA_LIMITS } from '@smes/contract-types';
import {
  AsyncContent,
  ConfirmDialog,
  EmptyState,
  FactList,
  HandedFileList,
  PageContainer,
  PageHeader,
  ReasonDialog,
  SectionCard,
  StatusChip,
  formatChinaDate,
  formatChinaDateTime,
  formatWan,
} from '@smes/ui';
import { paths } from '../../app/paths';
import { AccountGate } from '../../shared/account-gate';
import { reviewStatusTone } from '../../shared/review-status';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The usual 公示 period offered by default: seven days including the first. */
const PUBLICITY_DAYS = 7;

export default function ApplicationReviewDetailPage() {
  const id = parseRouteId(useParams().id);
  return (
    <PageContainer>
      <PageHeader
        title="申报受理详情"
        breadcrumbs={[{ label: '工作台', to: paths.home }, { label: '申报受理', to: paths.applicationReview.list }, { label: '申报受理详情' }]}
      />
      <AccountGate screens="applicationReview">{id === null ? <NotFound /> : <Detail id={id} />}</AccountGate>
    </PageContainer>
  );
}

function NotFound() {
  return (
    <EmptyState
      title="申报不存在"
      description="链接可能有误，请回到列表重新选择。"
      action={
        <Button component={RouterLink} to={paths.applicationReview.list} variant="outlined">
          返回申报受理
        </Button>
      }
    />
  );
}

function Detail({ id }: { id: number }) {
  const detail = useReviewApplication(id);
  if (isNotFound(detail.error)) return <NotFound />;
  return (
    <AsyncContent isPending={detail.isPending} error={detail.error} data={detail.data} onRetry={() => void detail.refetch()}>
      {(data) => <ReviewView data={data} />}
    </AsyncContent>
  );
}

function ReviewView({ data }: { data: AdminApplication }) {
  const { application } = data;
  const transition = useTransitionApplication();
  const [acting, setActing] = useState<ApplicationAction | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const handleConfirm = (step: Omit<ApplicationTransition, 'from'>) => {
    setActing(null);
    setDone(null);
    transition.mutate(
      { id: application.id, transition: { ...step, from: application.status } },
      { onSuccess: (answer) => setDone(`已${APPLICATION_ACTION_INFO[step.action].label}，当前状态：${APPLICATION_STATUS_LABELS[answer.application.status]}。已通知申报企业。`) },
    );
  };

  const withFiles = application.materials.filter((material) => material.file !== null);
  const rows: [string, string][] = [
    ['申报企业', data.enterpriseName],
    ['联系电话', data.applicantPhone ?? '未留电话'],
    ['提交时间', application.submittedAt ? formatChinaDateTime(application.submittedAt) : '未提交'],
    ['申报材料', `${withFiles.length} 份文件（见下方，可逐份打开）`],
  ];

  return (
    <Stack spacing={3}>
      {done ? (
        <Alert severity="success" role="status">
          {done}
        </Alert>
      ) : null}
      {transition.error ? <Alert severity="error">办理未成功：{transition.error.message}</Alert> : null}
      <SectionCard
        title={application.projectName}
        action={<StatusChip status={reviewStatusTone(application.status)} label={`当前状态：${APPLICATION_STATUS_LABELS[application.status]}`} />}
      >
        <FactList facts={rows} />
      </SectionCard>
      <MaterialsSection data={data} />
      <SectionCard title="办理">
        {data.actions.length === 0 ? (
          <Typography color="text.secondary">该申报已办结（{APPLICATION_STATUS_LABELS[application.status]}），没有可执行的办理动作。</Typography>
        ) : (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {data.actions.map((action) => {
              const info = APPLICATION_ACTION_INFO[action];
              return (
                <Button
                  key={action}
                  variant={info.tone === 'primary' ? 'contained' : 'outlined'}
                  color={info.tone}
                  loading={transition.isPending && transition.variables.transition.action === action}
                  disabled={transition.isPending}
                  onClick={() => setActing(action)}
                >
                  {info.label}
                </Button>
              );
            })}
          </Stack>
        )}
      </SectionCard>
      <SectionCard title="办理记录">
        <Box component="ol" aria-label="办理记录" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {[...application.timeline].reverse().map((event, index) => (
            <Box component="li" key={`${event.at}-${index}`} sx={{ py: 1, borderBottom: 1, borderColor: 'divider', '&:last-of-type': { borderBottom: 0 } }}>
              <EventLine event={event} />
            </Box>
          ))}
        </Box>
      </SectionCard>
      {acting ? <ActionDialog action={acting} projectName={application.projectName} onCancel={() => setActing(null)} onConfirm={handleConfirm} /> : null}
    </Stack>
  );
}

function EventLine({ event }: { event: ApplicationEvent }) {
  const details = [
    event.reason ? `原因：${event.reason}` : null,
    event.publicity ? `公示期：${event.publicity.start} 至 ${event.publicity.end}` : null,
    event.disbursement ? `拨付：${formatWan(event.disbursement.amountWan)}（${event.disbursement.date}）` : null,
  ].filter((line): line is string => line !== null);
  return (
    <>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {APPLICATION_STATUS_LABELS[event.status]} · {formatChinaDateTime(event.at)} · {event.actor ?? '申报企业'}
      </Typography>
      {details.map((line) => (
        <Typography key={line} variant="body2">
          {line}
        </Typography>
      ))}
      {event.note ? (
        <Typography variant="body2" color="text.secondary">
          {event.note}
        </Typography>
      ) : null}
    </>
  );
}

/**
 * 申报材料 as the operator decides on them: every material of the project, each uploaded file opened in place or
 * downloaded (the server lets the operator fetch them once the application is submitted), the missing ones named.
 */
function MaterialsSection({ data }: { data: AdminApplication }) {
  const { application } = data;
  const source = useApplicationFileSource(application.id);
  const files = application.materials.flatMap((material) =>
    material.file ? [{ ...material.file, id: material.materialId, caption: material.name }] : [],
  );
  const missing = application.materials.filter((material) => material.file === null);
  return (
    <SectionCard title="申报材料">
      <Stack spacing={1.5}>
        <HandedFileList label="申报材料" showHeading={false} files={files} source={source} empty="没有上传的材料文件" />
        {missing.length > 0 ? (
          <Typography variant="body2" color="text.secondary">
            {`未上传：${missing.map((material) => `${material.name}${material.state === 'not_applicable' ? '（不适用）' : material.required ? '（必需）' : ''}`).join('、')}`}
          </Typography>
        ) : null}
      </Stack>
    </SectionCard>
  );
}

type ActionDialogProps = {
  action: ApplicationAction;
  projectName: string;
  onCancel: () => void;
  onConfirm: (step: Omit<ApplicationTransition, 'from'>) => void;
};

type Errors = Partial<Record<'publicityStart' | 'publicityEnd' | 'amount' | 'date', string>>;

/** The contract caps a reason's length; the server also refuses a blank one, so two characters say something. */
const REASON_LIMITS = { minLength: 2, maxLength: PORTAL_SCHEMA_LIMITS.ApplicationTransition.reason.maxLength };

/**
 * Confirms a step and asks for what it needs: a reason in the one reason dialog (不予受理, 退回补正, 审核未通过), the
 * 公示 period, or the amount and date of 拨付, in the one confirmation dialog.
 */
function ActionDialog({ action, projectName, onCancel, onConfirm }: ActionDialogProps) {
  const info = APPLICATION_ACTION_INFO[action];
  const today = formatChinaDate(new Date());
  const [note, setNote] = useState('');
  const [publicityStart, setPublicityStart] = useState(today);
  const [publicityEnd, setPublicityEnd] = useState(formatChinaDate(new Date(Date.now() + (PUBLICITY_DAYS - 1) * DAY_MS)));
  const [amount, setAmount] = useState('');
  const [date, setDate] = useState(today);
  const [errors, setErrors] = useState<Errors>({});
  const description = `「${projectName}」将${info.label}，申报企业会在消息中心收到通知，办理记录会留下您的账号和时间。`;

  if (info.input === 'reason') {
    return (
      <ReasonDialog
        open
        title={`确认${info.label}？`}
        description={description}
        confirmLabel={`确认${info.label}`}
        reasonLabel="原因"
        helperText="企业可见，请写明依据和需要补正的内容"
        minLength={REASON_LIMITS.minLength}
        maxLength={REASON_LIMITS.maxLength}
        tone={info.tone === 'error' ? 'error' : 'primary'}
        onConfirm={(reason) => onConfirm({ action, reason })}
        onClose={onCancel}
      />
    );
  }

  const handleConfirm = () => {
    const found: Errors = {};
    const step: Omit<ApplicationTransition, 'from'> = { action, ...(note.trim() ? { note: note.trim() } : {}) };
    if (info.input === 'publicity') {
      if (!publicityStart) found.publicityStart = '请选择公示开始日期';
      if (!publicityEnd) found.publicityEnd = '请选择公示截止日期';
      else if (publicityStart && publicityEnd < publicityStart) found.publicityEnd = '公示截止日期不能早于开始日期';
      step.publicity = { start: publicityStart, end: publicityEnd };
    }
    if (info.input === 'disbursement') {
      const value = Number(amount);
      if (!amount.trim() || !Number.isFinite(value) || value <= 0) found.amount = '请输入大于 0 的拨付金额';
      if (!date) found.date = '请选择拨付日期';
      else if (date > today) found.date = '拨付日期不能晚于今天';
      step.disbursement = { amountWan: value, date };
    }
    setErrors(found);
    if (Object.keys(found).length === 0) onConfirm(step);
  };

  return (
    <ConfirmDialog
      open
      title={`确认${info.label}？`}
      description={description}
      confirmLabel={`确认${info.label}`}
      tone={info.tone === 'error' ? 'error' : 'primary'}
      onConfirm={handleConfirm}
      onClose={onCancel}
    >
      {info.input === 'publicity' ? (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            label="公示开始日期"
            type="date"
            required
            value={publicityStart}
            onChange={(event) => setPublicityStart(event.target.value)}
            error={Boolean(errors.publicityStart)}
            helperText={errors.publicityStart}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            label="公示截止日期"
            type="date"
            required
            value={publicityEnd}
            onChange={(event) => setPublicityEnd(event.target.value)}
            error={Boolean(errors.publicityEnd)}
            helperText={errors.publicityEnd}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Stack>
      ) : null}
      {info.input === 'disbursement' ? (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            label="拨付金额（万元）"
            required
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            error={Boolean(errors.amount)}
            helperText={errors.amount}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
          <TextField
            label="拨付日期"
            type="date"
            required
            value={date}
            onChange={(event) => setDate(event.target.value)}
            error={Boolean(errors.date)}
            helperText={errors.date}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today } }}
          />
        </Stack>
      ) : null}
      <TextField
        label="办理说明（选填）"
        multiline
        minRows={2}
        value={note}
        onChange={(event) => setNote(event.target.value)}
        helperText="企业可见"
        slotProps={{ htmlInput: { maxLength: 200 } }}
      />
    </ConfirmDialog>
  );
}
