import type { MouseEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ProgressBar } from '@smes/ui';
import type { LedgerFieldKey } from '@smes/eligibility';
import type { LedgerFieldNaming } from './ledger-field-labels';

export type CompletenessInfo = { filled: number; total: number; percent: number; missing: readonly string[] };

export type CompletenessBarProps = {
  completeness: CompletenessInfo;
  /**
   * How the missing fields are named and linked: a screen that has the ledger form's module passes
   * `LEDGER_FORM_FIELD_NAMING` (ledger-form-fields.ts), one without it the reports' `LEDGER_FIELD_NAMING`, so the
   * bar never brings the engine's whole field table (5 KiB) to a screen that only names fields (ADR 101).
   */
  fields: LedgerFieldNaming;
  /** On the ledger page: jump to the field in place. Elsewhere the links open the ledger page at the field. */
  onJump?: (key: LedgerFieldKey) => void;
  /** How many missing fields to link at most; the rest are counted. */
  maxLinks?: number;
  label?: string;
};

/** 档案完整度: a bar with the percentage and N/M, and links to the fields still missing. */
export function CompletenessBar({ completeness, fields, onJump, maxLinks = 8, label = '档案完整度' }: CompletenessBarProps) {
  const missing = completeness.missing.filter(fields.isFormField);
  const shown = missing.slice(0, maxLinks);
  const rest = missing.length - shown.length;

  const handleJump = (key: LedgerFieldKey) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (!onJump) return;
    event.preventDefault();
    onJump(key);
  };

  return (
    <Box>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'baseline', justifyContent: 'space-between', mb: 0.5 }}>
        <Typography component="span" variant="subtitle2">
          {label}
        </Typography>
        <Typography component="span" variant="body2" color="text.secondary">
          <Typography component="span" variant="h6" color="primary" sx={{ mr: 0.5 }}>
            {completeness.percent}%
          </Typography>
          已填 {completeness.filled}/{completeness.total} 项
        </Typography>
      </Stack>
      <ProgressBar
        value={completeness.percent}
        aria-label={label}
        aria-valuetext={`${completeness.percent}%，已填 ${completeness.filled}/${completeness.total} 项`}
        sx={{ height: 8, borderRadius: 1 }}
      />
      {shown.length > 0 ? (
        <Box component="nav" aria-label="待完善的字段" sx={{ mt: 1 }}>
          <Typography component="span" variant="body2" color="text.secondary" sx={{ mr: 1 }}>
            待完善：
          </Typography>
          {shown.map((key, index) => (
            <Typography component="span" variant="body2" key={key}>
              {onJump ? (
                <Link href={`#${fields.id(key)}`} onClick={handleJump(key)} underline="always">
                  {fields.label(key)}
                </Link>
              ) : (
                <Link component={RouterLink} to={fields.href(key)} underline="always">
                  {fields.label(key)}
                </Link>
              )}
              {index < shown.length - 1 ? '、' : ''}
            </Typography>
          ))}
          {rest > 0 ? (
            <Typography component="span" variant="body2" color="text.secondary">
              {' '}等 {missing.length} 项
            </Typography>
          ) : null}
        </Box>
      ) : null}
    </Box>
  );
}
