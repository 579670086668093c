import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import { orderActionLabel, orderStatusLabel, type OrderRole, type ServiceOrder, type ServiceOrderEvent, type ServiceOrderStatus } from '@smes/api';
import { formatChinaDateTime, StepList, useMediaMatch } from '@smes/ui';
import { yuan } from './order-display';

/** The path an order takes when nothing goes wrong, by how it reaches its price; 已取消 and 已拒绝 leave it. */
const LISTED_PATH: readonly ServiceOrderStatus[] = ['pending', 'accepted', 'in_service', 'delivered', 'completed'];
const QUOTED_PATH: readonly ServiceOrderStatus[] = ['pending', 'quoted', 'accepted', 'in_service', 'delivered', 'completed'];

/** Who did a step, as the party reading the timeline calls them. */
const ACTORS: Record<OrderRole, Record<OrderRole, string>> = {
  enterprise: { enterprise: '我方', institution: '服务机构' },
  institution: { enterprise: '企业', institution: '本机构' },
};

function stepText(event: ServiceOrderEvent): string {
  const what = event.action === null ? '提交订单' : orderActionLabel(event.action);
  return event.price === null ? what : `${what} ${yuan(event.price)}`;
}

export type OrderTimelineProps = {
  order: ServiceOrder;
  /** Whose screen this is: the actor of each step is named from that side. */
  viewer: OrderRole;
};

/** Where the order stands on its path (the stepper) and every step it took, with who, when, the price and why. */
export function OrderTimeline({ order, viewer }: OrderTimelineProps) {
  const vertical = useMediaMatch((theme: Theme) => theme.breakpoints.down('sm'));
  const path = order.priceMode === 'fixed' ? LISTED_PATH : QUOTED_PATH;
  const step = path.indexOf(order.status);
  return (
    <Stack spacing={2}>
      {step >= 0 ? (
        <StepList
          steps={path.map((status) => ({ key: status, label: orderStatusLabel(status) }))}
          activeStep={order.status === 'completed' ? path.length : step}
          orientation={vertical ? 'vertical' : 'horizontal'}
          aria-label="订单进度"
        />
      ) : (
        <Alert severity={order.status === 'declined' ? 'warning' : 'info'}>
          {order.status === 'declined' ? `机构已拒绝：${order.declineReason ?? '未说明原因'}` : `订单已取消：${order.cancelReason ?? '企业取消'}`}
        </Alert>
      )}
      <Stack component="ol" spacing={1} aria-label="订单记录" sx={{ m: 0, pl: 3 }}>
        {order.timeline.map((event, index) => (
          <li key={`${event.at}-${index}`}>
            <Typography variant="body2" sx={{ fontWeight: 600 }} component="span">
              {stepText(event)} → {orderStatusLabel(event.status)}
            </Typography>
            <Typography variant="body2" color="text.secondary" component="span">
              {` · ${ACTORS[viewer][event.actor]} · ${formatChinaDateTime(event.at)}`}
            </Typography>
            {event.note ? (
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {event.note}
              </Typography>
            ) : null}
          </li>
        ))}
      </Stack>
    </Stack>
  );
}
