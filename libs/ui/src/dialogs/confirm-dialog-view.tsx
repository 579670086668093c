import { useId, type FormEvent, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';

export type ConfirmDialogViewProps = {
  open: boolean;
  /** The question, naming the step: 确认交付？ */
  title: string;
  /** What happens and what cannot be undone, in the words of the person who decides. */
  description?: ReactNode;
  /** The confirming button repeats the step: 确认交付. */
  confirmLabel: string;
  cancelLabel?: string;
  /** error for a step that ends or refuses something, warning for one that takes something back. */
  tone?: 'primary' | 'warning' | 'error';
  busy?: boolean;
  /** Inputs the step needs (a reason, a price); the dialog is then a form and confirming submits it. */
  children?: ReactNode;
  onConfirm: () => void;
  onClose: () => void;
};

/** ConfirmDialog's dialog, loaded the first time one opens (confirm-dialog.tsx). */
export default function ConfirmDialogView({
  open,
  title,
  description,
  confirmLabel,
  cancelLabel = '取消',
  tone = 'primary',
  busy = false,
  children,
  onConfirm,
  onClose,
}: ConfirmDialogViewProps) {
  const titleId = useId();
  const descriptionId = useId();
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) onConfirm();
  };
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      fullWidth
      maxWidth="sm"
    >
      <Box component="form" noValidate onSubmit={handleSubmit}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            {description ? (
              <DialogContentText id={descriptionId} component="div">
                {description}
              </DialogContentText>
            ) : null}
            {children}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button onClick={onClose} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button type="submit" variant="contained" color={tone} loading={busy}>
            {confirmLabel}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
