import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useCancelServiceOrder, useConfirmServiceOrder, type ServiceOrder } from '@smes/api';
import { PORTAL_SCHEMA_LIMITS } from '@smes/contract-types';
import { useToast } from '@smes/ui';

const REASON_MAX = PORTAL_SCHEMA_LIMITS.ServiceOrderCancel.reason.maxLength;

type Pending = 'cancel' | 'confirm' | null;

/**
 * The enterprise's buttons, exactly the actions the server says it may take now (allowedActions). Each sends
 * the status the enterprise saw, so if the institution acted first the server answers 409, the client says
 * so, and the order is fetched again to show what happened.
 */
export function OrderActions({ order }: { order: ServiceOrder }) {
  const cancel = useCancelServiceOrder();
  const confirm = useConfirmServiceOrder();
  const toast = useToast();
  const [pending, setPending] = useState<Pending>(null);
  const [reason, setReason] = useState('');
  const titleId = useId();
  const close = () => setPending(null);

  const handleCancel = () =>
    cancel.mutate(
      { id: order.id, expectedStatus: order.status, ...(reason.trim() ? { reason: reason.trim() } : {}) },
      { onSuccess: () => toast.success('订单已取消'), onSettled: close },
    );
  const handleConfirm = () =>
    confirm.mutate({ id: order.id, expectedStatus: order.status }, { onSuccess: () => toast.success('已确认验收，欢迎评价本次服务'), onSettled: close });

  const canCancel = order.allowedActions.includes('cancel');
  const canConfirm = order.allowedActions.includes('confirm');
  if (!canCancel && !canConfirm) return null;
  return (
    <>
      <Stack direction="row" spacing={1}>
        {canConfirm ? (
          <Button variant="contained" onClick={() => setPending('confirm')}>
            确认验收
          </Button>
        ) : null}
        {canCancel ? (
          <Button variant="outlined" color="error" onClick={() => setPending('cancel')}>
            取消订单
          </Button>
        ) : null}
      </Stack>
      <Dialog open={pending !== null} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="xs">
        <DialogTitle id={titleId}>{pending === 'cancel' ? '取消订单' : '确认验收'}</DialogTitle>
        <DialogContent>
          {pending === 'cancel' ? (
            <>
              <DialogContentText sx={{ mb: 2 }}>机构尚未确认，取消后订单结束，不会产生费用。</DialogContentText>
              <TextField
                label="取消原因（选填）"
                value={reason}
                onChange={(event) => setReason(event.target.value)}
                slotProps={{ htmlInput: { maxLength: REASON_MAX } }}
                multiline
                minRows={2}
                fullWidth
              />
            </>
          ) : (
            <DialogContentText>确认机构已按约定交付，验收后订单完成，您可以评价本次服务。</DialogContentText>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>再想想</Button>
          {pending === 'cancel' ? (
            <Button color="error" variant="contained" onClick={handleCancel} loading={cancel.isPending}>
              确认取消
            </Button>
          ) : (
            <Button variant="contained" onClick={handleConfirm} loading={confirm.isPending}>
              确认验收
            </Button>
          )}
        </DialogActions>
      </Dialog>
    </>
  );
}
