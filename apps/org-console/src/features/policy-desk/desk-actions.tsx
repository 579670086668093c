import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { isPolicyDeskError, useChangePublishedPolicy, useReviewPolicyDraft, useStepPolicyDraft } from '@smes/api';
import type { PolicyDeskDetail } from '@smes/api';
import { PORTAL_SCHEMA_LIMITS } from '@smes/contract-types';
import { POLICY_DESK_ACTION_LABELS } from '@smes/policy-desk';
import type { PolicyDeskAction } from '@smes/policy-desk';
import { ConfirmDialog, formatChinaDate, getErrorMessage, useToast } from '@smes/ui';
import { paths } from '../../app/paths';

const REASON = PORTAL_SCHEMA_LIMITS.PolicyDeskReturn.reason;

type Dialog = 'approve' | 'return' | 'abandon' | 'repeal' | null;

/** The order the buttons stand in, the way the work moves. */
const ORDER: readonly PolicyDeskAction[] = ['approve', 'return', 'edit', 'submit', 'withdraw', 'revise', 'abandon', 'repeal'];

export type DeskActionsProps = { detail: PolicyDeskDetail; title: string };

/**
 * What the signed-in operator may do with the policy now (the server decides; the buttons follow `actions`).
 * Publishing, returning, abandoning and 废止 ask first; an approval names who will be told.
 */
export function DeskActions({ detail, title }: DeskActionsProps) {
  const navigate = useNavigate();
  const toast = useToast();
  const step = useStepPolicyDraft();
  const review = useReviewPolicyDraft();
  const change = useChangePublishedPolicy();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [repealDate, setRepealDate] = useState(() => formatChinaDate(new Date()));
  const [repealErrors, setRepealErrors] = useState<Partial<Record<string, string>>>({});
  const busy = step.isPending || review.isPending || change.isPending;
  const edits = detail.open?.edits ?? 0;
  const firstPublish = detail.published === null;

  const run = async (action: () => Promise<unknown>, done: string, after?: () => void) => {
    setFailure(null);
    try {
      await action();
      setDialog(null);
      toast.success(done);
      after?.();
    } catch (error) {
      if (isPolicyDeskError(error) && error.statusCode === 400 && Object.keys(error.fieldErrors).length > 0) {
        setRepealErrors(error.fieldErrors);
        setReasonError(error.fieldErrors['reason'] ?? null);
        return;
      }
      setDialog(null);
      // A 409 refreshed the record already: the message says what changed, the buttons are the new ones.
      setFailure(getErrorMessage(error));
    }
  };

  const openDialog = (next: Dialog) => {
    setReason('');
    setReasonError(null);
    setRepealErrors({});
    setDialog(next);
  };

  const act = (action: PolicyDeskAction) => {
    switch (action) {
      case 'submit':
      case 'withdraw':
        void run(() => step.mutateAsync({ id: detail.id, step: action, edits }), action === 'submit' ? '已提交审核' : '已撤回，可继续编辑');
        return;
      case 'revise':
        void run(() => change.mutateAsync({ id: detail.id, change: 'revise' }), '已新建修订草稿', () => navigate(paths.policyPublish.edit(detail.id)));
        return;
      case 'approve':
      case 'return':
      case 'abandon':
      case 'repeal':
        openDialog(action);
        return;
      case 'edit':
        return;
    }
  };

  const confirmReturn = () => {
    const trimmed = reason.trim();
    if ([...trimmed].length < REASON.minLength) {
      setReasonError(`请写明退回原因（至少 ${REASON.minLength} 个字），编辑人将据此修改`);
      return;
    }
    void run(() => review.mutateAsync({ id: detail.id, edits, approve: false, reason: trimmed }), '已退回修改');
  };

  const confirmRepeal = () => {
    const trimmed = reason.trim();
    const found: Partial<Record<string, string>> = {};
    if (!repealDate) found['repealDate'] = '请选择废止日期';
    if ([...trimmed].length < 2) found['reason'] = '请写明废止原因（至少 2 个字），企业会在消息中看到';
    setRepealErrors(found);
    if (Object.keys(found).length > 0) return;
    void run(() => change.mutateAsync({ id: detail.id, change: 'repeal', repeal: { repealDate, reason: trimmed } }), '政策已废止，已通知收藏、关注、订阅和申报过的企业');
  };

  const approve = () =>
    void run(async () => {
      const approval = await review.mutateAsync({ id: detail.id, edits, approve: true });
      toast.info(approval.notified > 0 ? `已通知 ${approval.notified} 位用户` : '没有需要通知的用户');
    }, '已审核通过并在门户发布');

  const actions = ORDER.filter((action) => detail.actions.includes(action));
  return (
    <Stack spacing={2}>
      {failure ? (
        <Alert severity="error" role="alert">
          {failure}
        </Alert>
      ) : null}
      {detail.reviewBlocked ? <Alert severity="info">{detail.reviewBlocked}。请另一位运营人员登录后审核。</Alert> : null}
      {actions.length === 0 ? (
        <Typography color="text.secondary">{detail.validity === 'repealed' ? '这项政策已废止，不能再修订。' : '当前没有可执行的操作。'}</Typography>
      ) : (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {actions.map((action) =>
            action === 'edit' ? (
              <Button key={action} variant="contained" component={RouterLink} to={paths.policyPublish.edit(detail.id)}>
                {POLICY_DESK_ACTION_LABELS[action]}
              </Button>
            ) : (
              <Button
                key={action}
                variant={action === 'approve' || action === 'revise' ? 'contained' : 'outlined'}
                color={action === 'repeal' || action === 'abandon' || action === 'return' ? 'error' : 'primary'}
                disabled={busy}
                onClick={() => act(action)}
              >
                {POLICY_DESK_ACTION_LABELS[action]}
              </Button>
            ),
          )}
        </Stack>
      )}

      {dialog === 'approve' ? (
        <ConfirmDialog
          open
          title="审核通过并发布？"
          description={
            firstPublish
              ? `《${title}》将在门户发布，政策检索、全站搜索和申报列表立即可见；订阅了相关政策的用户会收到消息，引用规则集的还会向可能符合的企业推送。发布后不能撤回，只能修订或废止。`
              : `《${title}》的修订将替换门户上的现行内容（链接不变），收藏、关注、订阅或申报过这项政策的企业会收到修订消息。发布后不能撤回。`
          }
          confirmLabel="确认发布"
          busy={review.isPending}
          onClose={() => setDialog(null)}
          onConfirm={approve}
        />
      ) : null}
      {dialog === 'return' ? (
        <ConfirmDialog
          open title="退回修改" description="版本回到草稿，编辑人按您写的原因修改后重新提交。" confirmLabel="确认退回" tone="error" busy={review.isPending} onClose={() => setDialog(null)} onConfirm={confirmReturn}>
          <TextField
            label="退回原因"
            required
            multiline
            minRows={3}
            value={reason}
            onChange={(event) => {
              setReason(event.target.value);
              setReasonError(null);
            }}
            error={Boolean(reasonError)}
            helperText={reasonError ?? '编辑人会在政策详情和编辑页看到'}
            slotProps={{ htmlInput: { maxLength: REASON.maxLength } }}
            autoFocus
          />
        </ConfirmDialog>
      ) : null}
      {dialog === 'abandon' ? (
        <ConfirmDialog
          open
          title="放弃这一版本？"
          description={firstPublish ? '这份草稿将标为已放弃，不会发布；记录保留在变更记录中。' : '修订草稿将标为已放弃；门户上的现行版本不受影响，记录保留在变更记录中。'}
          confirmLabel="确认放弃"
          tone="error"
          busy={step.isPending}
          onClose={() => setDialog(null)}
          onConfirm={() => void run(() => step.mutateAsync({ id: detail.id, step: 'abandon', edits }), '已放弃该版本')}
        />
      ) : null}
      {dialog === 'repeal' ? (
        <ConfirmDialog
          open
          title={`废止《${title}》？`}
          description="门户将把这项政策标为已废止，智能匹配不再推荐；收藏、关注、订阅或申报过的企业会收到废止消息。废止后不能恢复，未发布的修订随之放弃。"
          confirmLabel="确认废止"
          tone="error"
          busy={change.isPending}
          onClose={() => setDialog(null)}
          onConfirm={confirmRepeal}
        >
          <TextField
            label="废止日期"
            type="date"
            required
            value={repealDate}
            onChange={(event) => setRepealDate(event.target.value)}
            error={Boolean(repealErrors['repealDate'])}
            helperText={repealErrors['repealDate'] ?? '不晚于今天'}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            label="废止原因"
            required
            multiline
            minRows={2}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            error={Boolean(repealErrors['reason'])}
            helperText={repealErrors['reason'] ?? '如：被《…》替代；企业会在消息中看到'}
            slotProps={{ htmlInput: { maxLength: PORTAL_SCHEMA_LIMITS.PolicyDeskRepeal.reason.maxLength } }}
          />
        </ConfirmDialog>
      ) : null}
    </Stack>
  );
}
