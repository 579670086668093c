import { useId } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import type { LedgerField, LedgerFieldKey } from '@smes/eligibility';
import { CheckField, ChoiceGroup, PLAIN_HELPER_SX, PlainFieldset, PlainInputField, PlainSelectField } from '@smes/ui';
import { QUALIFICATION_HELD, QUALIFICATION_NOT_HELD } from './ledger-draft';
import { ledgerFieldId } from './ledger-form-fields';

export type LedgerFieldInputProps = {
  field: LedgerField;
  /** The draft text ('' = not answered). */
  value: string;
  onChange: (key: LedgerFieldKey, value: string) => void;
  /** Leaving the field: 企业信息 checks it then, so a mistake shows before 保存. */
  onBlur?: (key: LedgerFieldKey) => void;
  error?: string;
  /** Extra words under the input, e.g. how many policies ask for it. */
  hint?: string;
  disabled?: boolean;
  /** Keeps the input's id apart when the same field is asked twice on a page (a condition row and the what-if). */
  idPrefix?: string;
};

function helperOf(error: string | undefined, help: string | undefined, hint: string | undefined): string | undefined {
  if (error) return error;
  return [help, hint].filter(Boolean).join('；') || undefined;
}

/**
 * One ledger field as the input its kind calls for, with its unit, help and message: the browser's own controls in
 * the outlined frame (libs/ui plain-field.tsx), the label always on the border, so a ledger form fetches none of
 * MUI's field parts (ADR 101).
 */
export function LedgerFieldInput({ field, value, onChange, onBlur, error, hint, disabled, idPrefix }: LedgerFieldInputProps) {
  const id = idPrefix ? `${idPrefix}-${ledgerFieldId(field.key)}` : ledgerFieldId(field.key);
  const helperId = useId();
  const helper = helperOf(error, field.help, hint);
  const handleText = (event: { target: { value: string } }) => onChange(field.key, event.target.value);
  const handleBlur = onBlur ? () => onBlur(field.key) : undefined;

  switch (field.kind) {
    case 'boolean':
      return (
        <PlainFieldset legend={field.label} error={Boolean(error)} disabled={disabled} onBlur={handleBlur}>
          <ChoiceGroup describedBy={helper ? helperId : undefined}>
            <CheckField type="radio" name={id} value="true" checked={value === 'true'} onChange={() => onChange(field.key, 'true')} disabled={disabled} error={Boolean(error)} inputProps={{ id }} label="是" />
            <CheckField type="radio" name={id} value="false" checked={value === 'false'} onChange={() => onChange(field.key, 'false')} disabled={disabled} error={Boolean(error)} label="否" />
          </ChoiceGroup>
          {helper ? <Box component="p" id={helperId} sx={PLAIN_HELPER_SX(Boolean(error), disabled)}>{helper}</Box> : null}
        </PlainFieldset>
      );
    case 'date':
      return field.nullIsAnswer ? (
        <QualificationInput field={field} id={id} value={value} onChange={onChange} onBlur={handleBlur} error={error} helper={helper} disabled={disabled} />
      ) : (
        <PlainInputField
          id={id}
          type="date"
          label={field.label}
          value={value}
          onChange={handleText}
          onBlur={handleBlur}
          error={Boolean(error)}
          helperText={helper}
          disabled={disabled}
          fullWidth
        />
      );
    case 'enum':
    case 'industry':
      return (
        <PlainSelectField
          id={id}
          label={field.label}
          emptyLabel="请选择"
          value={value}
          options={(field.options ?? []).map((option) => ({ value: option.value, label: field.kind === 'industry' ? `${option.value} ${option.label}` : option.label }))}
          onChange={(next) => onChange(field.key, next)}
          onBlur={handleBlur}
          error={Boolean(error)}
          helperText={helper}
          disabled={disabled}
          fullWidth
        />
      );
    case 'integer':
    case 'amount':
    case 'ratio':
      return (
        <PlainInputField
          id={id}
          label={field.label}
          value={value}
          onChange={handleText}
          onBlur={handleBlur}
          error={Boolean(error)}
          helperText={helper}
          disabled={disabled}
          fullWidth
          htmlInput={{ inputMode: field.kind === 'integer' ? 'numeric' : 'decimal', autoComplete: 'off' }}
          endAdornment={field.unit ? <UnitAdornment unit={field.unit} /> : undefined}
        />
      );
    default:
      return (
        <PlainInputField
          id={id}
          label={field.label}
          value={value}
          onChange={handleText}
          onBlur={handleBlur}
          error={Boolean(error)}
          helperText={helper}
          disabled={disabled}
          fullWidth
          multiline={field.key === 'mainProducts'}
          htmlInput={{
            maxLength: field.kind === 'creditCode' ? 18 : field.maxLength,
            autoComplete: 'off',
            ...(field.kind === 'creditCode' ? { style: { textTransform: 'uppercase' } } : {}),
          }}
        />
      );
  }
}

/**
 * The unit after a number, as InputAdornment position="end" draws a text (its row box, the body text in the
 * secondary colour, 8 px from the input) without InputAdornment's chunk (ADR 95).
 */
function UnitAdornment({ unit }: { unit: string }) {
  return (
    <Box sx={{ display: 'flex', maxHeight: '2em', alignItems: 'center', whiteSpace: 'nowrap', ml: 1, typography: 'body1', color: 'text.secondary' }}>
      {unit}
    </Box>
  );
}

type QualificationInputProps = {
  field: LedgerField;
  id: string;
  value: string;
  onChange: (key: LedgerFieldKey, value: string) => void;
  onBlur?: () => void;
  error?: string;
  helper?: string;
  disabled?: boolean;
};

/** A qualification: 未获得, or 已获得 with the date on the certificate. */
function QualificationInput({ field, id, value, onChange, onBlur, error, helper, disabled }: QualificationInputProps) {
  const helperId = useId();
  const held = value !== '' && value !== QUALIFICATION_NOT_HELD;
  const date = held && value !== QUALIFICATION_HELD ? value : '';
  return (
    <PlainFieldset legend={field.label} error={Boolean(error)} disabled={disabled} onBlur={onBlur} sx={{ width: '100%' }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
        <ChoiceGroup describedBy={helper ? helperId : undefined}>
          <CheckField
            type="radio"
            name={id}
            value={QUALIFICATION_NOT_HELD}
            checked={value === QUALIFICATION_NOT_HELD}
            onChange={() => onChange(field.key, QUALIFICATION_NOT_HELD)}
            disabled={disabled}
            error={Boolean(error)}
            inputProps={{ id }}
            label="未获得"
          />
          <CheckField type="radio" name={id} value={QUALIFICATION_HELD} checked={held} onChange={() => onChange(field.key, date || QUALIFICATION_HELD)} disabled={disabled} error={Boolean(error)} label="已获得" />
        </ChoiceGroup>
        {held ? (
          <PlainInputField
            type="date"
            label={`${field.label}认定日期`}
            value={date}
            onChange={(event) => onChange(field.key, event.target.value || QUALIFICATION_HELD)}
            error={Boolean(error)}
            disabled={disabled}
          />
        ) : null}
      </Stack>
      {helper ? <Box component="p" id={helperId} sx={PLAIN_HELPER_SX(Boolean(error), disabled)}>{helper}</Box> : null}
    </PlainFieldset>
  );
}
