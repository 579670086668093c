import { useId, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { isLedgerValidationError, useUpdateLedger } from '@smes/api';
import { getLedgerField } from '@smes/eligibility';
import type { LedgerFieldKey } from '@smes/eligibility';
import { changesToSave } from './ledger-draft';
import { checkDraft } from './ledger-check';
import type { LedgerDraft, LedgerDraftErrors } from './ledger-draft';
import { LedgerFieldInput } from './ledger-field-input';

export type InlineLedgerAnswerProps = {
  /** The fields that decide the condition (its missing fields that the ledger form can store). */
  keys: readonly LedgerFieldKey[];
  /** What the answer decides, for the form's accessible name. */
  label: string;
  onSaved?: () => void;
};

/**
 * A 待核验 condition's question, answered where it is shown: the fields that decide it, saved to the ledger at once
 * with the same checks (and Chinese messages) as the ledger page; a refused value stays in the input with its message.
 */
export function InlineLedgerAnswer({ keys, label, onSaved }: InlineLedgerAnswerProps) {
  const prefix = useId();
  const [draft, setDraft] = useState<LedgerDraft>({});
  const [errors, setErrors] = useState<LedgerDraftErrors>({});
  const [saved, setSaved] = useState(false);
  const [now] = useState(() => new Date());
  const update = useUpdateLedger();

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSaved(false);
    const check = checkDraft(draft, keys, now);
    const answered = keys.filter((key) => (draft[key] ?? '').trim() !== '');
    if (answered.length === 0) {
      setErrors(Object.fromEntries(keys.map((key) => [key, `请填写${getLedgerField(key).label}`])));
      return;
    }
    if (Object.keys(check.errors).length > 0) {
      setErrors(check.errors);
      return;
    }
    update.mutate(changesToSave(check.ledger, answered), {
      onSuccess: () => {
        setErrors({});
        setSaved(true);
        onSaved?.();
      },
      onError: (error) => {
        const fieldErrors = isLedgerValidationError(error) ? (error.fieldErrors as LedgerDraftErrors) : {};
        setErrors(Object.keys(fieldErrors).length > 0 ? fieldErrors : { [keys[0] as LedgerFieldKey]: error.message });
      },
    });
  };

  const elsewhere = Object.entries(errors)
    .filter(([key, message]) => !keys.includes(key as LedgerFieldKey) && typeof message === 'string' && message !== '')
    .map(([, message]) => message as string);

  return (
    <Box component="form" noValidate onSubmit={handleSubmit} aria-label={`回答：${label}`} sx={{ mt: 1, display: 'grid', gap: 1, maxWidth: 360 }}>
      {keys.map((key) => (
        <LedgerFieldInput
          key={key}
          field={getLedgerField(key)}
          value={draft[key] ?? ''}
          onChange={(changed, value) => {
            setDraft((current) => ({ ...current, [changed]: value }));
            setSaved(false);
          }}
          error={errors[key]}
          disabled={update.isPending}
          idPrefix={`answer${prefix.replace(/:/g, '')}`}
        />
      ))}
      {/* A cross-field rule may land on a field this row does not ask: its message is shown here, not lost. */}
      {elsewhere.length > 0 ? (
        <Typography variant="caption" role="alert" color="error">
          {elsewhere.join('；')}
        </Typography>
      ) : null}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Button type="submit" size="small" variant="outlined" loading={update.isPending}>
          保存到企业档案
        </Button>
        {saved ? (
          <Typography variant="caption" role="status" color="success.main">
            已保存到企业档案
          </Typography>
        ) : null}
      </Box>
    </Box>
  );
}
