import { Suspense, lazy, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  useAcceptServiceOrderQuote,
  useCancelServiceOrder,
  useConfirmServiceOrder,
  useDeclineServiceOrderQuote,
  useRejectServiceOrderDelivery,
  type ServiceOrder,
} from '@smes/api';
import { PORTAL_SCHEMA_LIMITS } from '@smes/contract-types';
import { yuan } from '@smes/hand-over';
import { ConfirmDialog, ReasonDialog, getErrorMessage, preloadConfirmDialog, preloadReasonDialog, useToast } from '@smes/ui';

const REASON = PORTAL_SCHEMA_LIMITS.ServiceOrderReason.reason;

const loadCancelReason = () => import('./cancel-reason-field');
/** The cancel dialog's optional reason: its text box (MUI's field parts) loads with the dialog (ADR 93). */
const CancelReasonField = lazy(loadCancelReason);
const preloadCancel = () => {
  preloadConfirmDialog();
  void loadCancelReason();
};

type Step = 'cancel' | 'confirm' | 'accept_quote' | 'decline_quote' | 'reject_delivery';

/**
 * The enterprise's buttons, exactly the actions the server says it may take now (allowedActions), each confirmed
 * in a dialog that says what follows. Each sends the status the enterprise saw, so if the institution acted first
 * the server answers 409, the reason stays on screen and the order is fetched again to show what happened.
 */
export function OrderActions({ order }: { order: ServiceOrder }) {
  const cancel = useCancelServiceOrder();
  const confirm = useConfirmServiceOrder();
  const acceptQuote = useAcceptServiceOrderQuote();
  const declineQuote = useDeclineServiceOrderQuote();
  const rejectDelivery = useRejectServiceOrderDelivery();
  const toast = useToast();
  const [step, setStep] = useState<Step | null>(null);
  const [cancelReason, setCancelReason] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const close = () => setStep(null);
  const seen = { id: order.id, expectedStatus: order.status };
  const settle = (message: string) => ({
    onSuccess: () => {
      setFailure(null);
      toast.success(message);
    },
    onError: (error: unknown) => setFailure(getErrorMessage(error)),
    onSettled: close,
  });
  const allowed = new Set(order.allowedActions);
  const quote = order.quotes.find((item) => item.status === 'pending');
  if (allowed.size === 0 && failure === null) return null;
  return (
    <Stack spacing={1.5}>
      {failure ? (
        <Alert severity="warning" onClose={() => setFailure(null)}>
          {failure}（已刷新为订单的最新状态）
        </Alert>
      ) : null}
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {allowed.has('accept_quote') ? (
          <Button variant="contained" onPointerEnter={preloadConfirmDialog} onFocus={preloadConfirmDialog} onClick={() => setStep('accept_quote')}>
            接受报价
          </Button>
        ) : null}
        {allowed.has('decline_quote') ? (
          <Button variant="outlined" onPointerEnter={preloadReasonDialog} onFocus={preloadReasonDialog} onClick={() => setStep('decline_quote')}>
            不接受报价
          </Button>
        ) : null}
        {allowed.has('confirm') ? (
          <Button variant="contained" onPointerEnter={preloadConfirmDialog} onFocus={preloadConfirmDialog} onClick={() => setStep('confirm')}>
            确认验收
          </Button>
        ) : null}
        {allowed.has('reject_delivery') ? (
          <Button variant="outlined" color="warning" onPointerEnter={preloadReasonDialog} onFocus={preloadReasonDialog} onClick={() => setStep('reject_delivery')}>
            拒绝验收 / 申请修改
          </Button>
        ) : null}
        {allowed.has('cancel') ? (
          <Button variant="outlined" color="error" onPointerEnter={preloadCancel} onFocus={preloadCancel} onClick={() => setStep('cancel')}>
            取消订单
          </Button>
        ) : null}
      </Stack>
      <ConfirmDialog
        open={step === 'accept_quote'}
        title="接受报价？"
        description={quote ? `按报价 ${yuan(quote.price)} 成交：${quote.note}。接受后机构开始服务，报价即为订单金额。` : undefined}
        confirmLabel="接受报价"
        busy={acceptQuote.isPending}
        onConfirm={() => acceptQuote.mutate(seen, settle('已接受报价，等待机构开始服务'))}
        onClose={close}
      />
      <ReasonDialog
        open={step === 'decline_quote'}
        title="不接受报价？"
        description="订单回到待确认，机构可以据您的意见重新报价，或拒绝订单。"
        confirmLabel="不接受报价"
        reasonLabel="不接受的原因"
        helperText="机构会在订单进度和消息中看到，例如预算上限或希望调整的范围"
        minLength={REASON.minLength}
        maxLength={REASON.maxLength}
        tone="primary"
        busy={declineQuote.isPending}
        onConfirm={(reason) => declineQuote.mutate({ ...seen, reason }, settle('已告知机构，等待重新报价'))}
        onClose={close}
      />
      <ConfirmDialog
        open={step === 'confirm'}
        title="确认验收？"
        description="确认机构已按约定交付。验收后订单完成，不能再申请修改，您可以评价本次服务。"
        confirmLabel="确认验收"
        busy={confirm.isPending}
        onConfirm={() => confirm.mutate(seen, settle('已确认验收，欢迎评价本次服务'))}
        onClose={close}
      />
      <ReasonDialog
        open={step === 'reject_delivery'}
        title="拒绝验收并申请修改？"
        description="订单回到服务中，机构按您写明的内容修改后重新交付。"
        confirmLabel="拒绝验收"
        reasonLabel="需要修改的内容"
        helperText="机构会在订单进度和消息中看到，请写明哪里不符合约定"
        minLength={REASON.minLength}
        maxLength={REASON.maxLength}
        tone="primary"
        busy={rejectDelivery.isPending}
        onConfirm={(reason) => rejectDelivery.mutate({ ...seen, reason }, settle('已拒绝验收，等待机构修改后重新交付'))}
        onClose={close}
      />
      <ConfirmDialog
        open={step === 'cancel'}
        title="取消订单？"
        description="机构尚未开始服务，取消后订单结束，不会产生费用。"
        confirmLabel="确认取消"
        cancelLabel="再想想"
        tone="error"
        busy={cancel.isPending}
        onConfirm={() => cancel.mutate({ ...seen, ...(cancelReason.trim() ? { reason: cancelReason.trim() } : {}) }, settle('订单已取消'))}
        onClose={close}
      >
        <Suspense fallback={null}>
          <CancelReasonField value={cancelReason} onChange={setCancelReason} />
        </Suspense>
      </ConfirmDialog>
    </Stack>
  );
}
