import { PORTAL_SCHEMA_LIMITS } from '@smes/contract-types';
import { InputField } from '@smes/ui';

const CANCEL_MAX = PORTAL_SCHEMA_LIMITS.ServiceOrderCancel.reason.maxLength;

/** 取消原因（选填） in the cancel dialog, up to the contract's length; loaded with the dialog (order-actions.tsx). */
export default function CancelReasonField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <InputField
      size="medium"
      label="取消原因（选填）"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      htmlInput={{ maxLength: CANCEL_MAX }}
      multiline
      minRows={2}
      fullWidth
    />
  );
}
