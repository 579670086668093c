import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteOutline from '@mui/icons-material/DeleteOutlineOutlined';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import {
  ORDER_STATUS_TONES,
  isNotFound,
  orderActionLabel,
  orderStatusLabel,
  useAcceptOrgOrder,
  useDeclineOrgOrder,
  useDeleteOrgOrderFile,
  useDeliverOrgOrder,
  useDownloadServiceOrderFile,
  useOrgOrder,
  useStartOrgOrder,
  useUploadOrgOrderFile,
  type ServiceOrder,
} from '@smes/api';
import { parseRouteId } from '@smes/shell';
import { AsyncContent, EmptyState, FactList, PageContainer, PageHeader, SectionCard, StatusChip, formatChinaDateTime, getErrorMessage, useToast } from '@smes/ui';
import { paths } from '../../app/paths';
import { InstitutionGate } from '../../features/institution/institution-gate';
import { orderPriceText } from '../../features/institution/order-price';

const MAX_FILE_BYTES = 10 * 1024 * 1024;
const FILE_ACCEPT = '.pdf,.jpg,.jpeg,.png,.doc,.docx,.xls,.xlsx,.ppt,.pptx';
const REASON_MIN = 2;
const NOTE_MIN = 5;

export default function OrderManageDetailPage() {
  const { id: rawId } = useParams();
  const id = parseRouteId(rawId);
  const breadcrumbs = [{ label: '工作台', to: paths.home }, { label: '订单管理', to: paths.orderManage.list }, { label: '订单详情' }];
  return (
    <PageContainer>
      <PageHeader title="订单详情" breadcrumbs={breadcrumbs} />
      <InstitutionGate>{id === null ? <OrderNotFound /> : <OrderDetail id={id} />}</InstitutionGate>
    </PageContainer>
  );
}

function OrderNotFound() {
  return <EmptyState title="订单不存在" description="订单可能不属于本机构，或链接有误。" action={
        <Button component={RouterLink} to={paths.orderManage.list}>
          返回订单管理
        </Button>
      } />;
}

function OrderDetail({ id }: { id: number }) {
  const order = useOrgOrder({ id });
  if (isNotFound(order.error)) return <OrderNotFound />;
  return (
    <AsyncContent isPending={order.isPending} error={order.error} data={order.data} onRetry={() => void order.refetch()}>
      {(data) => <OrderContent order={data} />}
    </AsyncContent>
  );
}

function OrderContent({ order }: { order: ServiceOrder }) {
  // The last refused action's message: a 409 means the order moved under us (the enterprise cancelled, a colleague
  // acted); it stays on screen above the refreshed order so the person sees both why and what is true now.
  const [refusal, setRefusal] = useState<string | null>(null);
  const rows: [string, string][] = [
    ['订单号', order.orderNo],
    ['服务产品', order.productName],
    ['下单企业', order.enterpriseName],
    ['订单金额', orderPriceText(order)],
    ['下单时间', formatChinaDateTime(order.createdAt)],
  ];
  return (
    <Stack spacing={3}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
        <Typography component="h2" variant="h6" sx={{ overflowWrap: 'anywhere' }}>
          {order.productName}
        </Typography>
        <StatusChip status={ORDER_STATUS_TONES[order.status]} label={`订单状态：${orderStatusLabel(order.status)}`} />
      </Stack>
      {refusal ? (
        <Alert severity="warning" onClose={() => setRefusal(null)}>
          {refusal}（已刷新为订单的最新状态）
        </Alert>
      ) : null}
      <OrderActions order={order} onRefused={setRefusal} onDone={() => setRefusal(null)} />
      <SectionCard title="订单信息">
        <FactList
          facts={[
            ...rows,
            ['企业联系人', order.contactName && order.contactPhone ? `${order.contactName} ${order.contactPhone}` : '接单后可见企业联系方式'],
          ]}
        />
      </SectionCard>
      <SectionCard title="服务需求">
        <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{order.requirements}</Typography>
        <RequirementFiles order={order} />
      </SectionCard>
      {order.declineReason ? <Alert severity="error">拒绝原因：{order.declineReason}</Alert> : null}
      {order.cancelReason ? <Alert severity="info">企业取消原因：{order.cancelReason}</Alert> : null}
      {order.deliveryNote ? (
        <SectionCard title="交付说明">
          <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{order.deliveryNote}</Typography>
          <DeliveryFiles order={order} canDelete={false} />
        </SectionCard>
      ) : null}
      <SectionCard title="订单进度">
        <OrderTimeline order={order} />
      </SectionCard>
      {order.review ? (
        <SectionCard title="企业评价">
          <Typography>
            {order.review.average.toFixed(1)} 分 · {order.review.text}
          </Typography>
        </SectionCard>
      ) : null}
    </Stack>
  );
}

type OrderActionsProps = { order: ServiceOrder; onRefused: (message: string) => void; onDone: () => void };

function OrderActions({ order, onRefused, onDone }: OrderActionsProps) {
  const toast = useToast();
  const accept = useAcceptOrgOrder();
  const start = useStartOrgOrder();
  const [declining, setDeclining] = useState(false);
  const allowed = new Set(order.allowedActions);
  const busy = accept.isPending || start.isPending;
  const input = { id: order.id, expectedStatus: order.status };

  const settle = (message: string) => ({
    onSuccess: () => {
      onDone();
      toast.success(message);
    },
    onError: (error: unknown) => onRefused(getErrorMessage(error)),
  });

  if (!allowed.has('accept') && !allowed.has('decline') && !allowed.has('start') && !allowed.has('deliver')) return null;
  return (
    <SectionCard title="处理订单">
      <Stack spacing={2}>
        {allowed.has('accept') || allowed.has('start') || (allowed.has('decline') && !declining) ? (
          <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {allowed.has('accept') ? (
              <Button variant="contained" disabled={busy} onClick={() => accept.mutate(input, settle('已接单，企业联系方式已可查看'))}>
                {orderActionLabel('accept')}
              </Button>
            ) : null}
            {allowed.has('decline') && !declining ? (
              <Button variant="outlined" color="error" disabled={busy} onClick={() => setDeclining(true)}>
                {orderActionLabel('decline')}
              </Button>
            ) : null}
            {allowed.has('start') ? (
              <Button variant="contained" disabled={busy} onClick={() => start.mutate(input, settle('已开始服务'))}>
                {orderActionLabel('start')}
              </Button>
            ) : null}
          </Stack>
        ) : null}
        {allowed.has('decline') && declining ? <DeclineForm order={order} onCancel={() => setDeclining(false)} onRefused={onRefused} onDone={onDone} /> : null}
        {allowed.has('deliver') ? <DeliverForm order={order} onRefused={onRefused} onDone={onDone} /> : null}
      </Stack>
    </SectionCard>
  );
}

type FormProps = { order: ServiceOrder; onRefused: (message: string) => void; onDone: () => void };

function DeclineForm({ order, onCancel, onRefused, onDone }: FormProps & { onCancel: () => void }) {
  const toast = useToast();
  const decline = useDeclineOrgOrder();
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const invalid = reason.trim().length < REASON_MIN;

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (invalid) return;
    decline.mutate(
      { id: order.id, expectedStatus: order.status, reason: reason.trim() },
      {
        onSuccess: () => {
          onDone();
          toast.success('已拒绝订单，企业会收到拒绝原因');
        },
        onError: (error) => onRefused(getErrorMessage(error)),
      },
    );
  };

  return (
    <Stack component="form" spacing={1.5} onSubmit={handleSubmit} noValidate aria-label="拒绝订单">
      <TextField
        label="拒绝原因"
        required
        multiline
        minRows={2}
        autoFocus
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        onBlur={() => setTouched(true)}
        error={touched && invalid}
        helperText={touched && invalid ? `请输入拒绝原因（至少 ${REASON_MIN} 个字）` : '企业会在订单进度中看到这个原因'}
        slotProps={{ htmlInput: { maxLength: 200 } }}
      />
      <Stack direction="row" spacing={1.5}>
        <Button type="submit" variant="contained" color="error" disabled={decline.isPending}>
          确认拒绝
        </Button>
        <Button onClick={onCancel} disabled={decline.isPending}>
          取消
        </Button>
      </Stack>
    </Stack>
  );
}

function DeliverForm({ order, onRefused, onDone }: FormProps) {
  const toast = useToast();
  const deliver = useDeliverOrgOrder();
  const upload = useUploadOrgOrderFile();
  const [note, setNote] = useState('');
  const [touched, setTouched] = useState(false);
  const [fileError, setFileError] = useState<string | null>(null);
  const invalid = note.trim().length < NOTE_MIN;

  const handleFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    // The size is checked here to spare a 10 MB upload the server would refuse; the type is decided by the server
    // from the bytes, which a file name cannot fake.
    if (file.size > MAX_FILE_BYTES) {
      setFileError('文件不能超过 10 MB');
      return;
    }
    setFileError(null);
    upload.mutate(
      { id: order.id, expectedStatus: order.status, file },
      { onSuccess: () => toast.success(`已上传 ${file.name}`), onError: (error) => setFileError(getErrorMessage(error)) },
    );
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (invalid) return;
    deliver.mutate(
      { id: order.id, expectedStatus: order.status, note: note.trim() },
      {
        onSuccess: () => {
          onDone();
          toast.success('已交付，等待企业验收');
        },
        onError: (error) => onRefused(getErrorMessage(error)),
      },
    );
  };

  return (
    <Stack component="form" spacing={1.5} onSubmit={handleSubmit} noValidate aria-label="交付">
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        交付成果
      </Typography>
      <DeliveryFiles order={order} canDelete />
      <Box>
        <Button component="label" variant="outlined" disabled={upload.isPending}>
          {upload.isPending ? '正在上传…' : '上传交付文件'}
          <input type="file" hidden accept={FILE_ACCEPT} onChange={handleFile} />
        </Button>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          支持 PDF、JPG/PNG 图片、Word/Excel/PPT，单个不超过 10 MB，最多 10 个
        </Typography>
        {fileError ? (
          <Typography variant="body2" color="error" role="alert">
            {fileError}
          </Typography>
        ) : null}
      </Box>
      <TextField
        label="交付说明"
        required
        multiline
        minRows={3}
        value={note}
        onChange={(event) => setNote(event.target.value)}
        onBlur={() => setTouched(true)}
        error={touched && invalid}
        helperText={touched && invalid ? `请输入交付说明（至少 ${NOTE_MIN} 个字）` : '说明交付了什么、如何使用，企业据此验收'}
        slotProps={{ htmlInput: { maxLength: 2000 } }}
      />
      <Box>
        <Button type="submit" variant="contained" disabled={deliver.isPending || upload.isPending}>
          确认交付
        </Button>
      </Box>
    </Stack>
  );
}

function DeliveryFiles({ order, canDelete }: { order: ServiceOrder; canDelete: boolean }) {
  const remove = useDeleteOrgOrderFile();
  const files = order.files.filter((file) => file.kind === 'delivery');
  if (files.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        尚未上传交付文件
      </Typography>
    );
  }
  return (
    <List dense disablePadding aria-label="交付文件">
      {files.map((file) => (
        <ListItem
          key={file.id}
          disableGutters
          secondaryAction={
            canDelete ? (
              <IconButton edge="end" aria-label={`删除 ${file.name}`} disabled={remove.isPending} onClick={() => remove.mutate({ id: order.id, expectedStatus: order.status, fileId: file.id })}>
                <DeleteOutline />
              </IconButton>
            ) : undefined
          }
        >
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere', pr: canDelete ? 6 : 0 }}>
            {file.name}（{fileSizeText(file.size)}）
          </Typography>
        </ListItem>
      ))}
    </List>
  );
}

function fileSizeText(size: number): string {
  return `${Math.max(1, Math.round(size / 1024))} KB`;
}

/** The files the enterprise attached when ordering: the brief the institution works from, so each can be fetched. */
function RequirementFiles({ order }: { order: ServiceOrder }) {
  const download = useDownloadServiceOrderFile();
  const files = order.files.filter((file) => file.kind === 'requirement');
  if (files.length === 0) return null;
  return (
    <Box sx={{ mt: 2 }}>
      <Typography component="h3" variant="subtitle2" color="text.secondary">
        需求附件
      </Typography>
      <List dense disablePadding aria-label="需求附件">
        {files.map((file) => (
          <ListItem
            key={file.id}
            disableGutters
            secondaryAction={
              <Button size="small" disabled={download.isPending} onClick={() => download.mutate({ orderId: order.id, fileId: file.id })} aria-label={`下载需求附件：${file.name}`}>
                下载
              </Button>
            }
          >
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere', pr: 8 }}>
              {file.name}（{fileSizeText(file.size)}）
            </Typography>
          </ListItem>
        ))}
      </List>
      {download.error ? <Alert severity="error">{getErrorMessage(download.error)}</Alert> : null}
    </Box>
  );
}

const ACTOR_TEXT = { enterprise: '企业', institution: '本机构' } as const;

function OrderTimeline({ order }: { order: ServiceOrder }) {
  return (
    <Box component="ol" sx={{ m: 0, pl: 3 }}>
      {order.timeline.map((event, index) => (
        <Box component="li" key={`${event.at}-${index}`} sx={{ mb: 1.5 }}>
          <Typography sx={{ fontWeight: 600 }}>
            {orderStatusLabel(event.status)}
            <Typography component="span" variant="body2" color="text.secondary" sx={{ ml: 1 }}>
              {event.action ? `${ACTOR_TEXT[event.actor]}${orderActionLabel(event.action)}` : '企业下单'} · {formatChinaDateTime(event.at)}
            </Typography>
          </Typography>
          {event.note ? (
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {event.note}
            </Typography>
          ) : null}
        </Box>
      ))}
    </Box>
  );
}
