import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CHAIN_CONTACT_STATE_LABELS, type ChainContactRequest, type ChainContactState } from '@smes/api';
import { StatusChip } from '@smes/ui';

/** The tone of each step of a request (StatusChip's words). */
export const CHAIN_CONTACT_TONES: Record<ChainContactState, string> = {
  submitted: 'pending',
  contacted: 'processing',
  matched: 'success',
  declined: 'rejected',
};

/** A request in progress blocks another on the same opportunity; after an outcome the enterprise may ask again. */
export function inProgress(request: ChainContactRequest | undefined): boolean {
  return request?.state === 'submitted' || request?.state === 'contacted';
}

/** Where a 我要对接 request stands, with what the operator wrote at the last step. */
export function ChainContactStatus({ request }: { request: ChainContactRequest }) {
  const said =
    request.state === 'declined'
      ? `原因：${request.outcomeReason ?? ''}`
      : request.state === 'matched'
        ? request.outcomeReason
        : request.state === 'contacted'
          ? request.contactNote
          : '平台将联系链主，进展会通过消息通知您';
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}>
      <StatusChip status={CHAIN_CONTACT_TONES[request.state]} label={CHAIN_CONTACT_STATE_LABELS[request.state]} />
      {said ? (
        <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-word' }}>
          {said}
        </Typography>
      ) : null}
    </Stack>
  );
}
