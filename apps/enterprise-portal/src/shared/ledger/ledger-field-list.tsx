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
        <Box key="region" sx={{ gridColumn: '1 / -1' }}>
          <LedgerRegionFields
            values={Object.fromEntries(REGION_KEYS.map((key) => [key, draft[key] ?? '']))}
            onChange={onChange}
            errors={errors}
            disabled={disabled}
          />
        </Box>,
      );
      continue;
    }
    items.push(
      <Box key={field.key} sx={isWide(field) ? { gridColumn: '1 / -1' } : undefined}>
        <LedgerFieldInput
          field={field}
          value={draft[field.key] ?? ''}
          onChange={onChange}
          onBlur={onBlur}
          error={errors[field.key]}
          hint={hints[field.key]}
          disabled={disabled || lockedKeys?.has(field.key)}
        />
      </Box>,
    );
  }
  return <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}>{items}</Box>;
}
