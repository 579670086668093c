import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ORDER_STATUSES, ORDER_STATUS_LABELS, useMyServiceOrders, type ServiceOrderMineQuery, type ServiceOrderSummary } from '@smes/api';
import { EmptyState, formatChinaDateTime } from '@smes/ui';
import { paths } from '../../app/paths';
import { parseMyOrderQuery } from '../../features/service/order-queries';
import { OrderStatusChip, orderPriceText } from '@smes/hand-over';
import { StatusList } from '../../shared/list/status-list';
import { PersonalCenterFrame } from '../../shared/personal-center/personal-center-frame';

const DEFAULTS = { pageNum: 1, pageSize: 10 } as const;

/** 我的订单: the enterprise's service orders by status, newest first. */
export default function MyOrderPage() {
  return (
    <PersonalCenterFrame title="我的订单" subtitle="在找服务下的订单：待确认、服务中、待验收，以及已完成、已取消和被拒绝的">
      <OrderList />
    </PersonalCenterFrame>
  );
}

const useOrders = (query: ServiceOrderMineQuery) => useMyServiceOrders({ query });

function OrderList() {
  return (
    <StatusList
      parse={parseMyOrderQuery}
      defaults={DEFAULTS}
      statusKey="status"
      useRows={useOrders}
      tabs={{ label: '订单状态', options: ORDER_STATUSES, labels: ORDER_STATUS_LABELS }}
      label="订单列表"
      count={(total) => `共 ${total} 个订单`}
      empty={(status) => (
        <EmptyState
          title={status ? `没有${ORDER_STATUS_LABELS[status]}的订单` : '还没有订单'}
          description="在找服务里挑选认证机构的服务产品，下单后可在这里跟进。"
          action={
            <Button component={RouterLink} to={paths.service.productPage} variant="contained">
              去找服务
            </Button>
          }
        />
      )}
    >
      {(rows) => rows.map((order) => <OrderRow key={order.id} order={order} />)}
    </StatusList>
  );
}

function OrderRow({ order }: { order: ServiceOrderSummary }) {
  const headingId = `order-${order.id}-title`;
  return (
    <Paper component="article" variant="outlined" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
        <Box sx={{ minWidth: 0 }}>
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <OrderStatusChip status={order.status} />
            <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 600, wordBreak: 'break-word' }}>
              <Link component={RouterLink} to={paths.personalCenter.myOrder.detail(order.id)} underline="hover">
                {order.productName}
              </Link>
            </Typography>
          </Stack>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {`${order.institutionName} · ${orderPriceText(order)} · 订单号 ${order.orderNo} · 下单于 ${formatChinaDateTime(order.createdAt)}`}
          </Typography>
        </Box>
        {order.status === 'completed' && !order.reviewed ? (
          <Button component={RouterLink} to={paths.personalCenter.myOrder.detail(order.id)} variant="outlined" size="small" sx={{ flexShrink: 0 }} aria-label={`评价 ${order.productName}`}>
            去评价
          </Button>
        ) : null}
      </Stack>
    </Paper>
  );
}
