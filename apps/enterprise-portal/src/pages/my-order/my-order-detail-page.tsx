import { Suspense, lazy, useRef, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  isNotFound,
  useDeleteServiceOrderFile,
  useServiceOrder,
  useUploadServiceOrderFile,
  type ServiceOrder,
  useOrderFileSource,
} from '@smes/api';
import { ATTACHMENT_ACCEPT, ATTACHMENT_HINT, OrderStatusChip, OrderTimeline, QuoteHistory, orderPriceText, yuan } from '@smes/hand-over';
import { AsyncContent, FactList, HandedFileList, SectionCard, formatChinaDateTime, getErrorMessage, useToast } from '@smes/ui';
import { paths, parseRouteId } from '../../app/paths';
import { MissingContent } from '../../shared/display/missing-content';
import { OrderActions } from '../../features/service/order-actions';
import { ORDER_MAX_FILES, orderAttachmentProblem } from '../../features/service/order-attachments';
import { PersonalCenterFrame } from '../../shared/personal-center/personal-center-frame';

/** 评价服务 / 我的评价, drawn for a completed order only: the review form, its stars and fields load with it (ADR 93). */
const OrderReviewSection = lazy(() => import('../../features/service/order-review-section'));

function OrderMissing() {
  return <MissingContent title="订单不存在" backLabel="返回我的订单" backTo={paths.personalCenter.myOrder.list} />;
}

/** 订单详情: what was ordered, where it stands and at what price, what each side handed over, what to do now, and its review. */
export default function MyOrderDetailPage() {
  const id = parseRouteId(useParams().id);
  return <PersonalCenterFrame title="订单详情">{id === null ? <OrderMissing /> : <OrderLoader id={id} />}</PersonalCenterFrame>;
}

function OrderLoader({ id }: { id: number }) {
  const order = useServiceOrder(id);
  if (isNotFound(order.error)) return <OrderMissing />;
  return (
    <AsyncContent isPending={order.isPending} error={order.error} data={order.data} onRetry={() => void order.refetch()}>
      {(detail) => <OrderView order={detail} />}
    </AsyncContent>
  );
}

function OrderView({ order }: { order: ServiceOrder }) {
  const source = useOrderFileSource(order.id);
  const deliveryFiles = order.files.filter((file) => file.kind === 'delivery');
  const quote = order.quotes.find((item) => item.status === 'pending');
  const refused = order.status === 'in_service' ? order.timeline.findLast((event) => event.action === 'reject_delivery') : undefined;
  return (
    <Stack spacing={3}>
      <SectionCard title="订单信息" action={<OrderStatusChip status={order.status} />}>
        <FactList
          facts={[
            ['订单号', order.orderNo],
            ['服务产品', <Link key="product" component={RouterLink} to={paths.service.detail(order.productId)}>{order.productName}</Link>],
            ['服务机构', <Link key="institution" component={RouterLink} to={paths.service.institutionDetail(order.institutionId)}>{order.institutionName}</Link>],
            ['订单金额', orderPriceText(order)],
            ['下单时间', formatChinaDateTime(order.createdAt)],
            ['联系人', `${order.contactName ?? ''} ${order.contactPhone ?? ''}`.trim() || '—'],
          ]}
        />
        {quote ? (
          <Alert severity="info" sx={{ mt: 2 }}>
            {`机构报价 ${yuan(quote.price)}：${quote.note}`}
          </Alert>
        ) : null}
        {refused ? (
          <Alert severity="warning" sx={{ mt: 2 }}>
            {`您已拒绝验收，等待机构修改后重新交付。需要修改的内容：${refused.note ?? ''}`}
          </Alert>
        ) : null}
        <Box sx={{ mt: 2 }}>
          <OrderActions order={order} />
        </Box>
      </SectionCard>
      <SectionCard title="订单进度">
        <OrderTimeline order={order} viewer="enterprise" />
      </SectionCard>
      {order.quotes.length > 0 ? (
        <SectionCard title="报价记录">
          <QuoteHistory order={order} />
        </SectionCard>
      ) : null}
      <SectionCard title="需求描述">
        <Typography sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', mb: 2 }}>{order.requirements}</Typography>
        <RequirementFiles order={order} />
      </SectionCard>
      {order.deliveryNote || deliveryFiles.length > 0 ? (
        <SectionCard title="交付说明">
          <Typography sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', mb: 2 }}>{order.deliveryNote ?? '机构尚未交付'}</Typography>
          <HandedFileList label="交付文件" files={deliveryFiles} source={source} empty="机构没有上传交付文件" />
        </SectionCard>
      ) : null}
      {order.status === 'completed' ? (
        <Suspense fallback={null}>
          <OrderReviewSection order={order} />
        </Suspense>
      ) : null}
    </Stack>
  );
}

/** The brief's files: the enterprise may add or remove them while the institution has not taken the order on (待确认). */
function RequirementFiles({ order }: { order: ServiceOrder }) {
  const source = useOrderFileSource(order.id);
  const upload = useUploadServiceOrderFile();
  const remove = useDeleteServiceOrderFile();
  const toast = useToast();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const files = order.files.filter((file) => file.kind === 'requirement');
  const editable = order.status === 'pending';

  const handleFile = (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    const refusal = orderAttachmentProblem(file, files.length);
    setProblem(refusal);
    if (refusal) return;
    upload.mutate(
      { orderId: order.id, file },
      { onSuccess: () => toast.success(`已上传 ${file.name}，机构会收到通知`), onError: (error) => setProblem(`${file.name}：${getErrorMessage(error)}`) },
    );
  };

  return (
    <Stack spacing={1}>
      <HandedFileList
        label="需求附件"
        files={files}
        source={source}
        empty="下单时没有上传附件"
        onDelete={editable ? (file) => remove.mutate({ orderId: order.id, fileId: Number(file.id) }, { onError: (error) => setProblem(getErrorMessage(error)) }) : undefined}
      />
      {editable ? (
        <Box>
          <input ref={input} type="file" hidden aria-label="补充需求附件" accept={ATTACHMENT_ACCEPT} onChange={(event) => handleFile(event.target.files?.[0])} />
          <Button variant="outlined" size="small" loading={upload.isPending} disabled={files.length >= ORDER_MAX_FILES} onClick={() => input.current?.click()}>
            补充附件（{files.length}/{ORDER_MAX_FILES}）
          </Button>
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.5 }}>
            {`机构接单前可以补充或删除附件。${ATTACHMENT_HINT}`}
          </Typography>
        </Box>
      ) : null}
      {problem ? (
        <Alert severity="error" onClose={() => setProblem(null)}>
          {problem}
        </Alert>
      ) : null}
    </Stack>
  );
}
