import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

export type UnsavedChangesDialogProps = {
  open: boolean;
  message: string;
  onStay: () => void;
  onLeave: () => void;
};

/** 离开此页面？: staying is the default (focused, and what Escape and the backdrop do). */
export default function UnsavedChangesDialog({ open, message, onStay, onLeave }: UnsavedChangesDialogProps) {
  return (
    <Dialog open={open} onClose={onStay} aria-labelledby="unsaved-changes-title" aria-describedby="unsaved-changes-text">
      <DialogTitle id="unsaved-changes-title">离开此页面？</DialogTitle>
      <DialogContent>
        <DialogContentText id="unsaved-changes-text">{message}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onStay} autoFocus>
          继续编辑
        </Button>
        <Button onClick={onLeave} color="error">
          放弃修改并离开
        </Button>
      </DialogActions>
    </Dialog>
  );
}
