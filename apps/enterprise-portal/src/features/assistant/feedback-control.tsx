import { useState } from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ThumbDownOutlined from '@mui/icons-material/ThumbDownOutlined';
import ThumbUpOutlined from '@mui/icons-material/ThumbUpOutlined';
import { useSendAssistantFeedback } from '@smes/api';
import type { AssistantMessageFeedback } from '@smes/api';
import { InputField } from '@smes/ui';

export type FeedbackControlProps = {
  messageId: string;
  feedback: AssistantMessageFeedback | null;
  onSent: (feedback: AssistantMessageFeedback) => void;
};

const REASON_MAX = 200;

/** 👍 sends at once; 👎 asks why first (optional, ≤ 200 characters). */
export function FeedbackControl({ messageId, feedback, onSent }: FeedbackControlProps) {
  const send = useSendAssistantFeedback();
  const [askingReason, setAskingReason] = useState(false);
  const [reason, setReason] = useState('');

  const submit = (rating: 'up' | 'down', text: string | null) =>
    send.mutate(
      { messageId, rating, reason: text },
      {
        onSuccess: () => {
          setAskingReason(false);
          onSent({ rating, reason: text });
        },
      },
    );

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
        <Tooltip title="有帮助">
          <IconButton size="small" aria-label="有帮助" aria-pressed={feedback?.rating === 'up'} disabled={send.isPending} onClick={() => submit('up', null)}>
            <ThumbUpOutlined fontSize="small" color={feedback?.rating === 'up' ? 'primary' : 'inherit'} />
          </IconButton>
        </Tooltip>
        <Tooltip title="没帮助">
          <IconButton
            size="small"
            aria-label="没帮助"
            aria-pressed={feedback?.rating === 'down'}
            aria-expanded={askingReason}
            disabled={send.isPending}
            onClick={() => setAskingReason((open) => !open)}
          >
            <ThumbDownOutlined fontSize="small" color={feedback?.rating === 'down' ? 'primary' : 'inherit'} />
          </IconButton>
        </Tooltip>
        {feedback !== null && !askingReason ? (
          <Typography variant="body2" color="text.secondary">
            感谢反馈
          </Typography>
        ) : null}
        {send.error ? (
          <Typography variant="body2" color="error" role="alert">
            {send.error.message}
          </Typography>
        ) : null}
      </Stack>
      {askingReason ? (
        <Stack
          component="form"
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          onSubmit={(event) => {
            event.preventDefault();
            submit('down', reason.trim() === '' ? null : reason.trim());
          }}
        >
          <InputField
            size="small"
            label="哪里不好（选填）"
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            htmlInput={{ maxLength: REASON_MAX }}
            sx={{ flex: 1 }}
          />
          <Button type="submit" variant="outlined" disabled={send.isPending}>
            提交反馈
          </Button>
        </Stack>
      ) : null}
    </Stack>
  );
}
