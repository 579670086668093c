import Button from '@mui/material/Button';
import { DEMAND_ACTION_LABELS, type DemandChangeInput, type DemandRecordDetail, type DemandResponse, useChangeDemand } from '@smes/api';
import { ConfirmDialog, preloadConfirmDialog, useToast } from '@smes/ui';

/** What the publisher is about to do, held while the dialog asks to confirm. */
export type PendingChange = { action: 'accept'; response: DemandResponse } | { action: 'deal' | 'close' };

const EXPLAIN: Record<PendingChange['action'], string> = {
  accept: '采纳后需求进入“对接中”，对方可以看到您的联系方式；其他对接仍保留可见。',
  deal: '确认已与对接单位达成合作，需求标记为“已成交”，不再变化。',
  close: '关闭后需求不再接受对接，也不能重新打开。',
};

const DONE: Record<PendingChange['action'], string> = {
  accept: '已采纳，需求进入对接中',
  deal: '已标记成交',
  close: '需求已关闭',
};

export type DemandChangeDialogProps = {
  record: DemandRecordDetail;
  pending: PendingChange | null;
  onClose: () => void;
};

/**
 * Confirms one of the publisher's moves and sends it with the status shown, so a demand changed elsewhere
 * meanwhile answers 409 (the client says so) and the page shows its fresh state.
 */
export function DemandChangeDialog({ record, pending, onClose }: DemandChangeDialogProps) {
  const toast = useToast();
  const change = useChangeDemand();
  const { id, status } = record.record.demand;

  const handleConfirm = () => {
    if (!pending) return;
    const input: DemandChangeInput =
      pending.action === 'accept'
        ? { id, action: 'accept', responseId: pending.response.id, expectedStatus: status }
        : { id, action: pending.action, expectedStatus: status };
    change.mutate(input, { onSuccess: () => toast.success(DONE[pending.action]), onSettled: onClose });
  };

  const title = pending === null ? '' : pending.action === 'accept' ? `采纳 ${pending.response.responderName} 的对接` : DEMAND_ACTION_LABELS[pending.action];
  return (
    <ConfirmDialog
      open={pending !== null}
      title={title}
      description={pending ? EXPLAIN[pending.action] : undefined}
      confirmLabel="确定"
      cancelLabel="再想想"
      busy={change.isPending}
      onConfirm={handleConfirm}
      onClose={onClose}
    />
  );
}

/** The publisher's buttons for the demand itself (采纳 sits on each response). */
export function DemandActionButtons({ record, onPick }: { record: DemandRecordDetail; onPick: (pending: PendingChange) => void }) {
  return (
    <>
      {record.record.allowedActions.includes('deal') ? (
        <Button variant="contained" onPointerEnter={preloadConfirmDialog} onFocus={preloadConfirmDialog} onClick={() => onPick({ action: 'deal' })}>
          标记已成交
        </Button>
      ) : null}
      {record.record.allowedActions.includes('close') ? (
        <Button variant="outlined" color="error" onPointerEnter={preloadConfirmDialog} onFocus={preloadConfirmDialog} onClick={() => onPick({ action: 'close' })}>
          关闭需求
        </Button>
      ) : null}
    </>
  );
}
