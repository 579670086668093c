import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import {
  isNotFound,
  orderActionLabel,
  useAcceptOrgOrder,
  useDeclineOrgOrder,
  useDeleteOrgOrderFile,
  useDeliverOrgOrder,
  useOrgOrder,
  useQuoteOrgOrder,
  useStartOrgOrder,
  useUploadOrgOrderFile,
  type ServiceOrder,
  useOrderFileSource,
} from '@smes/api';
import { PORTAL_SCHEMA_LIMITS } from '@smes/contract-types';
import { ATTACHMENT_ACCEPT, ATTACHMENT_HINT, OrderStatusChip, OrderTimeline, QuoteHistory, attachmentProblem, orderPriceText, priceText, yuan } from '@smes/hand-over';
import { parseRouteId } from '@smes/shell';
import { AsyncContent, ConfirmDialog, EmptyState, FactList, HandedFileList, PageContainer, PageHeader, ReasonDialog, SectionCard, formatChinaDateTime, getErrorMessage, preloadReasonDialog, useToast } from '@smes/ui';
import { paths } from '../../app/paths';
import { InstitutionGate } from '../../features/institution/institution-gate';

const DECLINE = PORTAL_SCHEMA_LIMITS.ServiceOrderReason.reason;
const NOTE = PORTAL_SCHEMA_LIMITS.ServiceOrderDeliver.note;
const QUOTE = PORTAL_SCHEMA_LIMITS.ServiceOrderQuoteInput;

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
  return (
    <EmptyState
      title="订单不存在"
      description="订单可能不属于本机构，或链接有误。"
      action={
        <Button component={RouterLink} to={paths.orderManage.list}>
          返回订单管理
        </Button>
      }
    />
  );
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
  const source = useOrderFileSource(order.id);
  const refused = order.status === 'in_service' ? order.timeline.findLast((event) => event.action === 'reject_delivery') : undefined;
  const declinedQuote = order.status === 'pending' ? order.quotes.findLast((quote) => quote.status === 'declined') : undefined;
  const rows: [string, string][] = [
    ['订单号', order.orderNo],
    ['服务产品', order.productName],
    ['下单企业', order.enterpriseName],
    ['产品标价', priceText(order.priceMode, order.price)],
    ['订单金额', orderPriceText(order)],
    ['下单时间', formatChinaDateTime(order.createdAt)],
  ];
  return (
    <Stack spacing={3}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
        <Typography component="h2" variant="h6" sx={{ overflowWrap: 'anywhere' }}>
          {order.productName}
        </Typography>
        <OrderStatusChip status={order.status} prefix="订单状态：" />
      </Stack>
      {refusal ? (
        <Alert severity="warning" onClose={() => setRefusal(null)}>
          {refusal}（已刷新为订单的最新状态）
        </Alert>
      ) : null}
      {refused ? <Alert severity="warning">{`企业拒绝验收，申请修改：${refused.note ?? ''}。修改后请重新交付。`}</Alert> : null}
      {declinedQuote ? <Alert severity="info">{`企业未接受报价 ${yuan(declinedQuote.price)}：${declinedQuote.reason ?? ''}。可以重新报价或拒绝订单。`}</Alert> : null}
      <OrderActions order={order} onRefused={setRefusal} onDone={() => setRefusal(null)} />
      <SectionCard title="订单信息">
        <FactList
          facts={[...rows, ['企业联系人', order.contactName && order.contactPhone ? `${order.contactName} ${order.contactPhone}` : '接单后可见企业联系方式']]}
        />
      </SectionCard>
      <SectionCard title="服务需求">
        <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', mb: 2 }}>{order.requirements}</Typography>
        <HandedFileList label="需求附件" files={order.files.filter((file) => file.kind === 'requirement')} source={source} empty="企业没有上传需求附件" />
      </SectionCard>
      {order.quotes.length > 0 ? (
        <SectionCard title="报价记录">
          <QuoteHistory order={order} />
        </SectionCard>
      ) : null}
      {order.declineReason ? <Alert severity="error">拒绝原因：{order.declineReason}</Alert> : null}
      {order.cancelReason ? <Alert severity="info">企业取消原因：{order.cancelReason}</Alert> : null}
      {order.deliveryNote && order.status !== 'in_service' ? (
        <SectionCard title="交付说明">
          <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', mb: 2 }}>{order.deliveryNote}</Typography>
          <HandedFileList label="交付文件" files={order.files.filter((file) => file.kind === 'delivery')} source={source} />
        </SectionCard>
      ) : null}
      <SectionCard title="订单进度">
        <OrderTimeline order={order} viewer="institution" />
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

type ActionProps = { order: ServiceOrder; onRefused: (message: string) => void; onDone: () => void };
type Step = 'accept' | 'decline' | 'start' | 'quote';

/**
 * The institution's buttons, exactly the actions the server lists now, each confirmed in a dialog that says what
 * follows; a 一口价 order is accepted at its price, a 起价 or 面议 one is quoted first.
 */
function OrderActions({ order, onRefused, onDone }: ActionProps) {
  const toast = useToast();
  const accept = useAcceptOrgOrder();
  const start = useStartOrgOrder();
  const decline = useDeclineOrgOrder();
  const [step, setStep] = useState<Step | null>(null);
  const allowed = new Set(order.allowedActions);
  const seen = { id: order.id, expectedStatus: order.status };
  const settle = (message: string) => ({
    onSuccess: () => {
      onDone();
      toast.success(message);
    },
    onError: (error: unknown) => onRefused(getErrorMessage(error)),
    onSettled: () => setStep(null),
  });
  if (![...allowed].some((action) => ['accept', 'quote', 'decline', 'start', 'deliver'].includes(action))) return null;
  return (
    <SectionCard title="处理订单">
      <Stack spacing={2}>
        {order.status === 'quoted' ? <Typography color="text.secondary">已报价，等待企业确认。企业接受后即可开始服务。</Typography> : null}
        <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {allowed.has('accept') ? (
            <Button variant="contained" onClick={() => setStep('accept')}>
              {orderActionLabel('accept')}
            </Button>
          ) : null}
          {allowed.has('quote') ? (
            <Button variant="contained" onClick={() => setStep('quote')}>
              {orderActionLabel('quote')}
            </Button>
          ) : null}
          {allowed.has('decline') ? (
            <Button variant="outlined" color="error" onPointerEnter={preloadReasonDialog} onFocus={preloadReasonDialog} onClick={() => setStep('decline')}>
              {orderActionLabel('decline')}
            </Button>
          ) : null}
          {allowed.has('start') ? (
            <Button variant="contained" onClick={() => setStep('start')}>
              {orderActionLabel('start')}
            </Button>
          ) : null}
        </Stack>
        {allowed.has('deliver') ? <DeliverForm order={order} onRefused={onRefused} onDone={onDone} /> : null}
      </Stack>
      <ConfirmDialog
        open={step === 'accept'}
        title="接单？"
        description={`按一口价 ${priceText(order.priceMode, order.price)} 承接「${order.productName}」。接单后可看到企业联系方式，订单不能再拒绝。`}
        confirmLabel="确认接单"
        busy={accept.isPending}
        onConfirm={() => accept.mutate(seen, settle('已接单，企业联系方式已可查看'))}
        onClose={() => setStep(null)}
      />
      <ConfirmDialog
        open={step === 'start'}
        title="开始服务？"
        description="开始后订单进入服务中，企业不能再取消；完成后请上传交付文件并交付。"
        confirmLabel="开始服务"
        busy={start.isPending}
        onConfirm={() => start.mutate(seen, settle('已开始服务'))}
        onClose={() => setStep(null)}
      />
      <ReasonDialog
        open={step === 'decline'}
        title="拒绝订单？"
        description="拒绝后订单结束，企业会收到拒绝原因。"
        confirmLabel="确认拒绝"
        reasonLabel="拒绝原因"
        helperText="企业会在订单进度和消息中看到这个原因"
        minLength={DECLINE.minLength}
        maxLength={DECLINE.maxLength}
        busy={decline.isPending}
        onConfirm={(reason) => decline.mutate({ ...seen, reason }, settle('已拒绝订单，企业会收到拒绝原因'))}
        onClose={() => setStep(null)}
      />
      {step === 'quote' ? <QuoteDialog order={order} onClose={() => setStep(null)} onRefused={onRefused} onDone={onDone} /> : null}
    </SectionCard>
  );
}

/** 报价: the price and what it covers; the enterprise accepts it (it becomes the order's price) or says why not. */
function QuoteDialog({ order, onClose, onRefused, onDone }: ActionProps & { onClose: () => void }) {
  const toast = useToast();
  const quote = useQuoteOrgOrder();
  const [price, setPrice] = useState(order.price === null ? '' : String(order.price));
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<{ price?: string; note?: string }>({});
  const handleConfirm = () => {
    const value = Number(price);
    const found: { price?: string; note?: string } = {};
    if (!/^\d+$/.test(price.trim()) || value < QUOTE.price.minimum || value > QUOTE.price.maximum) found.price = `请输入 ${QUOTE.price.minimum}–${QUOTE.price.maximum} 之间的整数金额（元）`;
    if ([...note.trim()].length < QUOTE.note.minLength) found.note = '请写明报价包含的内容';
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    quote.mutate(
      { id: order.id, expectedStatus: order.status, price: value, note: note.trim() },
      {
        onSuccess: () => {
          onDone();
          toast.success('已报价，等待企业确认');
        },
        onError: (error) => onRefused(getErrorMessage(error)),
        onSettled: onClose,
      },
    );
  };
  return (
    <ConfirmDialog
      open
      title="报价"
      description={`产品标价 ${priceText(order.priceMode, order.price)}。企业接受报价后，报价即为订单金额，之后才开始服务。`}
      confirmLabel="发送报价"
      busy={quote.isPending}
      onConfirm={handleConfirm}
      onClose={onClose}
    >
      <TextField
        label="报价（元）"
        required
        value={price}
        onChange={(event) => setPrice(event.target.value)}
        error={Boolean(errors.price)}
        helperText={errors.price ?? '整数，单位元'}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      />
      <TextField
        label="报价说明"
        required
        multiline
        minRows={3}
        value={note}
        onChange={(event) => setNote(event.target.value)}
        error={Boolean(errors.note)}
        helperText={errors.note ?? '包含哪些工作、不含什么、如何付款；企业据此决定是否接受'}
        slotProps={{ htmlInput: { maxLength: QUOTE.note.maxLength } }}
      />
    </ConfirmDialog>
  );
}

/**
 * 交付: files first (each checked by name and size here, by its bytes on the server), then the note, then a
 * confirmation. Files of an earlier delivery the enterprise refused stay with the order; new ones can be removed
 * until delivered.
 */
function DeliverForm({ order, onRefused, onDone }: ActionProps) {
  const toast = useToast();
  const deliver = useDeliverOrgOrder();
  const upload = useUploadOrgOrderFile();
  const remove = useDeleteOrgOrderFile();
  const source = useOrderFileSource(order.id);
  const input = useRef<HTMLInputElement>(null);
  const [note, setNote] = useState('');
  const [touched, setTouched] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [fileError, setFileError] = useState<string | null>(null);
  const invalid = [...note.trim()].length < NOTE.minLength;
  const lastDelivered = order.timeline.findLast((event) => event.action === 'deliver')?.at ?? null;
  const files = order.files.filter((file) => file.kind === 'delivery');

  const handleFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = attachmentProblem(file);
    setFileError(problem === null ? null : `${file.name}：${problem}`);
    if (problem) return;
    upload.mutate(
      { id: order.id, expectedStatus: order.status, file },
      { onSuccess: () => toast.success(`已上传 ${file.name}`), onError: (error) => setFileError(`${file.name}：${getErrorMessage(error)}`) },
    );
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!invalid) setConfirming(true);
  };

  return (
    <Stack component="form" spacing={1.5} onSubmit={handleSubmit} noValidate aria-label="交付">
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        交付成果
      </Typography>
      <HandedFileList
        label="交付文件"
        files={files}
        source={source}
        empty="尚未上传交付文件"
        onDelete={(file) => remove.mutate({ id: order.id, expectedStatus: order.status, fileId: Number(file.id) }, { onError: (error) => setFileError(getErrorMessage(error)) })}
        canDelete={(file) => lastDelivered === null || (file.uploadedAt ?? '') > lastDelivered}
      />
      <Box>
        <input ref={input} type="file" hidden accept={ATTACHMENT_ACCEPT} onChange={handleFile} aria-label="选择交付文件" />
        <Button variant="outlined" loading={upload.isPending} onClick={() => input.current?.click()}>
          上传交付文件
        </Button>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {`${ATTACHMENT_HINT}，最多 10 个`}
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
        helperText={touched && invalid ? `请输入交付说明（至少 ${NOTE.minLength} 个字）` : '说明交付了什么、如何使用，企业据此验收'}
        slotProps={{ htmlInput: { maxLength: NOTE.maxLength } }}
      />
      <Box>
        <Button type="submit" variant="contained" disabled={deliver.isPending || upload.isPending}>
          确认交付
        </Button>
      </Box>
      <ConfirmDialog
        open={confirming}
        title="确认交付？"
        description={`交付 ${files.length} 个文件和交付说明，企业随后验收：确认验收则订单完成，拒绝验收则回到服务中。已交付的文件不能再删除。`}
        confirmLabel="确认交付"
        busy={deliver.isPending}
        onConfirm={() =>
          deliver.mutate(
            { id: order.id, expectedStatus: order.status, note: note.trim() },
            {
              onSuccess: () => {
                onDone();
                toast.success('已交付，等待企业验收');
              },
              onError: (error) => onRefused(getErrorMessage(error)),
              onSettled: () => setConfirming(false),
            },
          )
        }
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}
