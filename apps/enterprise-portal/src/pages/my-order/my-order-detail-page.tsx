import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ORDER_STATUS_LABELS, ORDER_STATUS_TONES, isNotFound, useServiceOrder, type ServiceOrder } from '@smes/api';
import { AsyncContent, FactList, formatChinaDateTime, SectionCard, StatusChip } from '@smes/ui';
import { paths, parseRouteId } from '../../app/paths';
import { MissingContent } from '../../shared/display/missing-content';
import { OrderActions } from '../../features/service/order-actions';
import { OrderTimeline } from '../../features/service/order-timeline';
import { ReviewForm } from '../../features/service/review-form';
import { ReviewList } from '../../features/service/review-list';
import { priceText } from '../../shared/display/service-display';
import { PersonalCenterFrame } from '../../shared/personal-center/personal-center-frame';

function OrderMissing() {
  return <MissingContent title="订单不存在" backLabel="返回我的订单" backTo={paths.personalCenter.myOrder.list} />;
}

/** 订单详情: what was ordered, where it stands, what the enterprise can do now, and its review. */
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
  const requirementFiles = order.files.filter((file) => file.kind === 'requirement');
  const deliveryFiles = order.files.filter((file) => file.kind === 'delivery');
  return (
    <Stack spacing={3}>
      <SectionCard title="订单信息" action={<StatusChip status={ORDER_STATUS_TONES[order.status]} label={ORDER_STATUS_LABELS[order.status]} />}>
        <FactList
          facts={[
            ['订单号', order.orderNo],
            ['服务产品', <Link key="product" component={RouterLink} to={paths.service.detail(order.productId)}>{order.productName}</Link>],
            ['服务机构', <Link key="institution" component={RouterLink} to={paths.service.institutionDetail(order.institutionId)}>{order.institutionName}</Link>],
            ['价格', priceText(order.priceMode, order.price)],
            ['下单时间', formatChinaDateTime(order.createdAt)],
            ['联系人', `${order.contactName ?? ''} ${order.contactPhone ?? ''}`.trim() || '—'],
          ]}
        />
        <Stack sx={{ mt: 2 }}>
          <OrderActions order={order} />
        </Stack>
      </SectionCard>
      <SectionCard title="订单进度">
        <OrderTimeline order={order} />
      </SectionCard>
      <SectionCard title="需求描述">
        <Typography sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{order.requirements}</Typography>
        <FileNames label="需求附件" names={requirementFiles.map((file) => file.name)} />
      </SectionCard>
      {order.deliveryNote || deliveryFiles.length > 0 ? (
        <SectionCard title="交付说明">
          <Typography sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{order.deliveryNote}</Typography>
          <FileNames label="交付文件" names={deliveryFiles.map((file) => file.name)} />
        </SectionCard>
      ) : null}
      {order.status === 'completed' ? <ReviewSection order={order} /> : null}
    </Stack>
  );
}

function FileNames({ label, names }: { label: string; names: string[] }) {
  if (names.length === 0) return null;
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mt: 1, wordBreak: 'break-all' }}>
      {`${label}：${names.join('、')}`}
    </Typography>
  );
}

function ReviewSection({ order }: { order: ServiceOrder }) {
  const [editing, setEditing] = useState(false);
  const { review } = order;
  if (review === null) {
    return (
      <SectionCard title="评价服务">
        <ReviewForm orderId={order.id} />
      </SectionCard>
    );
  }
  // The server decides for good (409 after 7 days); the button is only offered while the window is open.
  const editable = Date.now() <= new Date(review.editableUntil).getTime();
  return (
    <SectionCard
      title="我的评价"
      action={
        editable && !editing ? (
          <Button size="small" onClick={() => setEditing(true)}>
            修改评价
          </Button>
        ) : undefined
      }
    >
      {editing ? (
        <ReviewForm orderId={order.id} review={review} onDone={() => setEditing(false)} />
      ) : (
        <>
          <ReviewList reviews={[review]} />
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
            {editable ? `可在 ${formatChinaDateTime(review.editableUntil)} 前修改` : '评价已超过 7 天，不能再修改'}
          </Typography>
        </>
      )}
    </SectionCard>
  );
}
