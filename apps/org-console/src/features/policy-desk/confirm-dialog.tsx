import { useId, type FormEvent, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';

export type ConfirmDialogProps = {
  title: string;
  /** What happens, and to whom: read before the irreversible step. */
  description: ReactNode;
  confirmLabel: string;
  tone?: 'primary' | 'error';
  busy?: boolean;
  /** Fields the step needs (a reason, a date); the form checks them in `onConfirm`. */
  children?: ReactNode;
  onCancel: () => void;
  onConfirm: () => void;
};

/**
 * The desk's confirmation before every step that cannot be undone (发布, 废止, 放弃): kept small and local, so it
 * can give way to the console's shared confirmation dialog.
 */
export function ConfirmDialog({ title, description, confirmLabel, tone = 'primary', busy = false, children, onCancel, onConfirm }: ConfirmDialogProps) {
  const titleId = useId();
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    onConfirm();
  };
  return (
    <Dialog open onClose={busy ? undefined : onCancel} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <Box component="form" noValidate onSubmit={handleSubmit}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <DialogContentText component="div">{description}</DialogContentText>
            {children}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel} disabled={busy}>
            取消
          </Button>
          <Button type="submit" variant="contained" color={tone} loading={busy}>
            {confirmLabel}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
