import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  CHAIN_CONTACT_STATE_LABELS,
  useChainContactQueue,
  useRecordChainContacted,
  useRecordChainOutcome,
  type ChainContactRequest,
  type ChainContactState,
} from '@smes/api';
import { PORTAL_SCHEMA_LIMITS } from '@smes/contract-types';
import { ReasonDialog, StatusChip, formatChinaDateTime, getErrorMessage, useToast } from '@smes/ui';
import { ReviewQueuePage, type QueueParams } from '../../shared/review-queue';

const STATES: readonly ChainContactState[] = ['submitted', 'contacted', 'matched', 'declined'];
const TONES: Record<ChainContactState, string> = { submitted: 'pending', contacted: 'processing', matched: 'success', declined: 'rejected' };
const NOTE = PORTAL_SCHEMA_LIMITS.ChainContactNote.note;
const REASON = PORTAL_SCHEMA_LIMITS.ChainContactOutcome.reason;

function useQueue({ state, pageNum }: QueueParams<ChainContactState>) {
  return useChainContactQueue({ query: { state: state === 'all' ? 'submitted' : state, pageNum, pageSize: 10 } });
}

/**
 * 产业链对接: a chain owner has no account, so an enterprise's 我要对接 on its opportunity waits here. The operator
 * contacts the owner, records that with a note, then records the outcome; each step is confirmed and messages the
 * enterprise.
 */
export default function ChainContactsPage() {
  return (
    <ReviewQueuePage
      title="产业链对接"
      subtitle="企业对链主供需机会的“我要对接”：联系链主后记录联系情况，再记录对接结果；每一步都会通知企业"
      screens="chainContacts"
      stateParam="state"
      states={STATES}
      defaultState="submitted"
      stateLabels={CHAIN_CONTACT_STATE_LABELS}
      useResult={useQueue}
      listLabel="产业链对接列表"
      count={(total) => `共 ${total} 条`}
      empty={{ noun: '对接请求' }}
      rowKey={(row) => row.id}
    >
      {(row) => <ChainContactCard row={row} />}
    </ReviewQueuePage>
  );
}

type Step = 'contacted' | 'matched' | 'declined';
const STEPS: readonly Step[] = ['contacted', 'matched', 'declined'];

/** Each step's confirmation: what it records and what the enterprise will read (the text it asks for). */
const STEP_DIALOGS: Record<Step, (subject: string) => { title: string; description: string; confirmLabel: string; reasonLabel: string; helperText: string; minLength: number; maxLength: number }> = {
  contacted: (subject) => ({
    title: '记录已联系链主？',
    description: `${subject}将记为“平台已联系链主”，企业会在消息中看到联系情况。`,
    confirmLabel: '确认已联系',
    reasonLabel: '联系情况',
    helperText: '如链主的对接部门、联系人和下一步，企业会在消息中看到',
    minLength: NOTE.minLength,
    maxLength: NOTE.maxLength,
  }),
  matched: (subject) => ({
    title: '确认对接成功？',
    description: `${subject}将记为“对接成功”，记录后不能更改。`,
    confirmLabel: '确认对接成功',
    reasonLabel: '链主的答复',
    helperText: '如约定的考察、报价或联系人，企业会在消息中看到',
    minLength: REASON.minLength,
    maxLength: REASON.maxLength,
  }),
  declined: (subject) => ({
    title: '确认未能对接？',
    description: `${subject}将记为“未能对接”，记录后不能更改；企业之后可以再次提交。`,
    confirmLabel: '确认未能对接',
    reasonLabel: '未能对接的原因',
    helperText: '企业会在消息中看到此原因',
    minLength: REASON.minLength,
    maxLength: REASON.maxLength,
  }),
};

function ChainContactCard({ row }: { row: ChainContactRequest }) {
  const toast = useToast();
  const contacted = useRecordChainContacted();
  const outcome = useRecordChainOutcome();
  const [step, setStep] = useState<Step | null>(null);
  const busy = contacted.isPending || outcome.isPending;
  const close = () => setStep(null);
  const headingId = `chain-contact-${row.id}`;
  const subject = `${row.enterpriseName}对「${row.opportunityTitle}」的对接请求`;
  const done = (message: string) => () => {
    toast.success(message);
    close();
  };
  // A refusal (another operator acted first) closes the dialog, which keeps what was typed, and says why on the card.
  const handlers = (message: string) => ({ onSuccess: done(message), onError: close });
  const failure = contacted.error ?? outcome.error;
  return (
    <Card variant="outlined" component="article" aria-labelledby={headingId}>
      <CardContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
          <Typography id={headingId} component="h2" variant="subtitle1" sx={{ fontWeight: 600, wordBreak: 'break-word' }}>
            {row.opportunityTitle}
          </Typography>
          <StatusChip status={TONES[row.state]} label={CHAIN_CONTACT_STATE_LABELS[row.state]} />
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {`${row.chainName} · 链主：${row.publisher} · 提交于 ${formatChinaDateTime(row.createdAt)}`}
        </Typography>
        <Typography variant="body2" sx={{ mt: 1, wordBreak: 'break-word' }}>
          {`${row.enterpriseName} · 联系人 ${row.contactName} · ${row.contactPhone}`}
        </Typography>
        <Typography variant="body2" sx={{ mt: 0.5, wordBreak: 'break-word' }}>
          {`对接说明：${row.note}`}
        </Typography>
        {row.contactNote ? (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, wordBreak: 'break-word' }}>
            {`联系情况：${row.contactNote}`}
          </Typography>
        ) : null}
        {row.outcomeReason ? (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, wordBreak: 'break-word' }}>
            {`${row.state === 'declined' ? '未能对接的原因' : '链主的答复'}：${row.outcomeReason}`}
          </Typography>
        ) : null}
        {failure ? (
          <Alert severity="error" sx={{ mt: 1 }}>
            {getErrorMessage(failure)}
          </Alert>
        ) : null}
        {row.state === 'submitted' ? (
          <Stack direction="row" spacing={2} sx={{ mt: 2 }}>
            <Button variant="contained" disabled={busy} onClick={() => setStep('contacted')}>
              记录已联系链主
            </Button>
          </Stack>
        ) : null}
        {row.state === 'contacted' ? (
          <Stack direction="row" spacing={2} useFlexGap sx={{ mt: 2, flexWrap: 'wrap' }}>
            <Button variant="contained" disabled={busy} onClick={() => setStep('matched')}>
              对接成功
            </Button>
            <Button variant="outlined" color="error" disabled={busy} onClick={() => setStep('declined')}>
              未能对接
            </Button>
          </Stack>
        ) : null}
      </CardContent>
      {/* Each step's dialog stays mounted, so a refused step keeps what was typed for the next try. */}
      {STEPS.map((each) => (
        <ReasonDialog
          key={each}
          open={step === each}
          {...STEP_DIALOGS[each](subject)}
          tone={each === 'declined' ? 'error' : 'primary'}
          busy={busy}
          onConfirm={(text) =>
            each === 'contacted'
              ? contacted.mutate({ id: row.id, note: text }, handlers('已记录，并通知了企业'))
              : outcome.mutate({ id: row.id, outcome: each, reason: text }, handlers(each === 'matched' ? '已记录对接成功，并通知了企业' : '已记录未能对接，并通知了企业'))
          }
          onClose={close}
        />
      ))}
    </Card>
  );
}
