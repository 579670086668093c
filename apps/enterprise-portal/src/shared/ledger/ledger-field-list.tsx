import { memo } from 'react';
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { LedgerField, LedgerFieldKey } from '@smes/eligibility';
import type { LedgerDraft, LedgerDraftErrors } from './ledger-draft';
import { LedgerFieldInput } from './ledger-field-input';
import { REGION_KEYS, LedgerRegionFields } from './ledger-region-fields';

export type LedgerFieldListProps = {
  fields: readonly LedgerField[];
  draft: LedgerDraft;
  onChange: (key: LedgerFieldKey, value: string) => void;
  /** Called when the user leaves a field, to check it at once. */
  onBlur?: (key: LedgerFieldKey) => void;
  errors?: LedgerDraftErrors;
  /** Extra words per field, e.g. "3 项政策需要". */
  hints?: Partial<Record<LedgerFieldKey, string>>;
  disabled?: boolean;
  /** Fields shown but not editable here, e.g. the counts a 知识产权台账 decides. */
  lockedKeys?: ReadonlySet<LedgerFieldKey>;
};

function isWide(field: LedgerField): boolean {
  return field.kind === 'boolean' || field.nullIsAnswer === true || field.key === 'mainProducts';
}

const WIDE = { gridColumn: '1 / -1' } as const;

type FieldCellProps = {
  field: LedgerField;
  value: string;
  onChange: LedgerFieldListProps['onChange'];
  onBlur: LedgerFieldListProps['onBlur'];
  error: string | undefined;
  hint: string | undefined;
  disabled: boolean | undefined;
};

// One field's cell, redrawn only when what it shows changes: typing in one input (the what-if's figures re-score on
// every key) draws that input alone, not every radio, switch and select of the list (issue 36, ADR 94). It needs
// the list's onChange and onBlur to keep their identity between renders, as the callers' useCallback gives them.
const FieldCell = memo(function FieldCell({ field, value, onChange, onBlur, error, hint, disabled }: FieldCellProps) {
  return (
    <Box sx={isWide(field) ? WIDE : undefined}>
      <LedgerFieldInput field={field} value={value} onChange={onChange} onBlur={onBlur} error={error} hint={hint} disabled={disabled} />
    </Box>
  );
});

type RegionCellProps = Record<(typeof REGION_KEYS)[number], string> & {
  onChange: LedgerFieldListProps['onChange'];
  errors: LedgerDraftErrors;
  disabled: boolean | undefined;
};

const RegionCell = memo(function RegionCell({ provinceCode, cityCode, districtCode, onChange, errors, disabled }: RegionCellProps) {
  return (
    <Box sx={WIDE}>
      <LedgerRegionFields values={{ provinceCode, cityCode, districtCode }} onChange={onChange} errors={errors} disabled={disabled} />
    </Box>
  );
});

/**
 * Ledger inputs in a responsive grid (one column on phones). The region fields, wherever they
 * appear, become one province → city → district cascade.
 */
export function LedgerFieldList({ fields, draft, onChange, onBlur, errors = {}, hints = {}, disabled, lockedKeys }: LedgerFieldListProps) {
  const items: ReactNode[] = [];
  let regionShown = false;
  for (const field of fields) {
    if (field.kind === 'region') {
      if (regionShown) continue;
      regionShown = true;
      items.push(
        <RegionCell
          key="region"
          provinceCode={draft.provinceCode ?? ''}
          cityCode={draft.cityCode ?? ''}
          districtCode={draft.districtCode ?? ''}
          onChange={onChange}
          errors={regionErrors(errors)}
          disabled={disabled}
        />,
      );
      continue;
    }
    items.push(
      <FieldCell
        key={field.key}
        field={field}
        value={draft[field.key] ?? ''}
        onChange={onChange}
        onBlur={onBlur}
        error={errors[field.key]}
        hint={hints[field.key]}
        disabled={disabled || lockedKeys?.has(field.key)}
      />,
    );
  }
  return <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}>{items}</Box>;
}

const NO_ERRORS: LedgerDraftErrors = {};
const regionErrorCache = new WeakMap<LedgerDraftErrors, LedgerDraftErrors>();

/** The region fields' messages, the same object while they are the same (so the memoised cascade is not redrawn). */
function regionErrors(errors: LedgerDraftErrors): LedgerDraftErrors {
  if (!REGION_KEYS.some((key) => errors[key])) return NO_ERRORS;
  let picked = regionErrorCache.get(errors);
  if (!picked) {
    picked = Object.fromEntries(REGION_KEYS.flatMap((key) => (errors[key] ? [[key, errors[key]]] : [])));
    regionErrorCache.set(errors, picked);
  }
  return picked;
}
