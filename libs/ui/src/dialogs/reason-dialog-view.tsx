import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from './confirm-dialog';
import { InputField } from '../forms/input-field';

export type ReasonDialogViewProps = {
  open: boolean;
  title: string;
  description?: ReactNode;
  confirmLabel: string;
  /** The field's label: 驳回原因, 拒绝原因, 需要修改的内容. */
  reasonLabel: string;
  /** Who reads the reason, shown under the field: 申请机构会在消息和认证详情中看到此原因. */
  helperText: string;
  /** The contract's limits for this reason. */
  minLength: number;
  maxLength: number;
  tone?: 'primary' | 'error';
  busy?: boolean;
  onConfirm: (reason: string) => void;
  onClose: () => void;
};

/**
 * The view of the one 填写原因 dialog (驳回, 拒绝, 不接受报价, 拒绝验收): the step is confirmed only with a reason of the
 * contract's length, which the other party will read. The text is kept while the dialog stays mounted, so a
 * refused request does not lose what was typed.
 */
export function ReasonDialogView({ reasonLabel, helperText, minLength, maxLength, onConfirm, tone = 'error', ...dialog }: ReasonDialogViewProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const handleConfirm = () => {
    const trimmed = reason.trim();
    if ([...trimmed].length < minLength) {
      setError(`请填写${reasonLabel}（至少 ${minLength} 个字）`);
      return;
    }
    onConfirm(trimmed);
  };
  return (
    <ConfirmDialog {...dialog} tone={tone} onConfirm={handleConfirm}>
      <InputField
        size="medium"
        label={reasonLabel}
        value={reason}
        onChange={(event) => {
          setReason(event.target.value);
          setError(null);
        }}
        required
        multiline
        minRows={3}
        autoFocus
        fullWidth
        error={error !== null}
        helperText={error ?? helperText}
        htmlInput={{ maxLength }}
      />
    </ConfirmDialog>
  );
}

export default ReasonDialogView;
