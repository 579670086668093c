import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import EventIcon from '@mui/icons-material/Event';
import { isApiError, useCancelRegistration, useDownloadRegistrationIcs } from '@smes/api';
import { ConfirmDialog, preloadConfirmDialog, useToast } from '@smes/ui';

// The client already reports these itself (500 toast, expiry flow) or they need no message.
const REPORTED_BY_CLIENT = new Set(['server', 'expired', 'cancelled']);

export type RegistrationActionsProps = {
  registrationId: number;
  /** The activity's title, naming what each button acts on for a screen reader. */
  title: string;
  /** False once the activity has started: the server no longer takes a cancel. */
  cancellable: boolean;
};

/** A registration's .ics file and its cancel (after a confirmation, since the seat goes to someone else). */
export function RegistrationActions({ registrationId, title, cancellable }: RegistrationActionsProps) {
  const download = useDownloadRegistrationIcs();
  const cancel = useCancelRegistration();
  const toast = useToast();
  const [confirming, setConfirming] = useState(false);

  const reportError = (prefix: string) => (error: Error) => {
    if (!(isApiError(error) && REPORTED_BY_CLIENT.has(error.kind))) toast.error(`${prefix}：${error.message}`);
  };

  const handleCancel = () =>
    cancel.mutate(registrationId, {
      onSuccess: () => {
        setConfirming(false);
        toast.success('已取消报名，名额已释放');
      },
      onError: (error) => {
        setConfirming(false);
        reportError('取消失败')(error);
      },
    });

  return (
    <>
      <Button
        size="small"
        variant="outlined"
        startIcon={<EventIcon />}
        loading={download.isPending}
        onClick={() => download.mutate(registrationId, { onError: reportError('下载失败') })}
        aria-label={`加入日历（.ics）：${title}`}
      >
        加入日历（.ics）
      </Button>
      {cancellable ? (
        <Button size="small" color="error" onPointerEnter={preloadConfirmDialog} onFocus={preloadConfirmDialog} onClick={() => setConfirming(true)} aria-label={`取消报名：${title}`}>
          取消报名
        </Button>
      ) : null}
      <ConfirmDialog
        open={confirming}
        title="取消报名？"
        description={
          <>
            取消后名额会让给其他企业；如名额仍有剩余，截止前可以再次报名。
            <Box component="span" sx={{ display: 'block', mt: 1, fontWeight: 600, color: 'text.primary' }}>
              {title}
            </Box>
          </>
        }
        confirmLabel="确认取消"
        cancelLabel="保留报名"
        tone="error"
        busy={cancel.isPending}
        onConfirm={handleCancel}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
