import Alert from '@mui/material/Alert';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { orderActionLabel, orderStatusLabel, type ServiceOrder, type ServiceOrderStatus } from '@smes/api';
import { formatChinaDateTime } from '@smes/ui';

/** The path an order takes when nothing goes wrong; 已取消 and 已拒绝 leave it. */
const MAIN_PATH: readonly ServiceOrderStatus[] = ['pending', 'accepted', 'in_service', 'delivered', 'completed'];

const ACTOR_LABELS = { enterprise: '企业', institution: '服务机构' } as const;

/** Where the order stands on its path (the stepper) and every step it took, with who, when and why. */
export function OrderTimeline({ order }: { order: ServiceOrder }) {
  const vertical = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const step = MAIN_PATH.indexOf(order.status);
  return (
    <Stack spacing={2}>
      {step >= 0 ? (
        <Stepper activeStep={order.status === 'completed' ? MAIN_PATH.length : step} orientation={vertical ? 'vertical' : 'horizontal'} aria-label="订单进度">
          {MAIN_PATH.map((status) => (
            <Step key={status}>
              <StepLabel>{orderStatusLabel(status)}</StepLabel>
            </Step>
          ))}
        </Stepper>
      ) : (
        <Alert severity={order.status === 'declined' ? 'warning' : 'info'}>
          {order.status === 'declined' ? `机构已拒绝：${order.declineReason ?? '未说明原因'}` : `订单已取消：${order.cancelReason ?? '企业取消'}`}
        </Alert>
      )}
      <Stack component="ol" spacing={1} aria-label="订单记录" sx={{ m: 0, pl: 3 }}>
        {order.timeline.map((event, index) => (
          <li key={`${event.at}-${index}`}>
            <Typography variant="body2" sx={{ fontWeight: 600 }} component="span">
              {event.action === null ? '提交订单' : orderActionLabel(event.action)} → {orderStatusLabel(event.status)}
            </Typography>
            <Typography variant="body2" color="text.secondary" component="span">
              {` · ${ACTOR_LABELS[event.actor]} · ${formatChinaDateTime(event.at)}`}
            </Typography>
            {event.note ? (
              <Typography variant="body2" sx={{ wordBreak: 'break-word' }}>
                {event.note}
              </Typography>
            ) : null}
          </li>
        ))}
      </Stack>
    </Stack>
  );
}
