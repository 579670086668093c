import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import SaveOutlinedIcon from '@mui/icons-material/SaveOutlined';
import type { LedgerFieldKey } from '@smes/eligibility';
import { getLedgerField } from '@smes/eligibility';
import { SectionCard } from '@smes/ui';
import type { LedgerDraft, LedgerDraftErrors } from '../../shared/ledger/ledger-draft';
import { LedgerFieldList } from '../../shared/ledger/ledger-field-list';
import { WHAT_IF_KEY_FIELDS } from './what-if';

export type WhatIfPanelProps = {
  keys: readonly LedgerFieldKey[];
  values: LedgerDraft;
  errors: LedgerDraftErrors;
  changedCount: number;
  /** Whether the report above does not yet show the latest figures re-scored (useWhatIf's `rescoring`). */
  rescoring?: boolean;
  onChange: (key: LedgerFieldKey, value: string) => void;
  onReset: () => void;
  onSave: () => void;
  saving: boolean;
  /** Why the last save failed, in the server's words. */
  saveError?: string | null;
};

/** 模拟测算: change a few figures and the report above re-scores at once; nothing is saved until asked. */
export function WhatIfPanel({ keys, values, errors, changedCount, rescoring = false, onChange, onReset, onSave, saving, saveError }: WhatIfPanelProps) {
  const keySet = new Set<LedgerFieldKey>(WHAT_IF_KEY_FIELDS);
  const keyFields = keys.filter((key) => keySet.has(key)).map(getLedgerField);
  const unknownFields = keys.filter((key) => !keySet.has(key)).map(getLedgerField);
  const hasErrors = Object.keys(errors).length > 0;

  return (
    <SectionCard
      title="模拟测算"
      action={
        // Drawn with the panel and hidden while nothing is changed: mounted by the first key, its new styles restyled the
        // whole report inside that key (ADR 109). Shown and hidden by an inline style, which adds no rule to the page.
        <Chip
          color="secondary"
          size="small"
          label={`已修改 ${changedCount} 项`}
          aria-hidden={changedCount === 0 ? true : undefined}
          style={{ visibility: changedCount > 0 ? 'visible' : 'hidden' }}
        />
      }
    >
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        改动下列数据，上方的匹配结果会立即在浏览器中重新测算（不提交、不保存）；满意后可保存到企业档案。
      </Typography>
      {/* Always one line (a no-break space when idle), so nothing below moves as a re-score starts and ends. */}
      <Typography variant="body2" color="text.secondary" role="status" sx={{ mb: 2, mt: -1 }}>
        {rescoring ? '正在重新测算…' : '\u00a0'}
      </Typography>
      <Stack spacing={3}>
        <LedgerFieldList fields={keyFields} draft={values} onChange={onChange} errors={errors} disabled={saving} />
        {unknownFields.length > 0 ? (
          <Stack spacing={1.5}>
            <Typography component="h3" variant="subtitle2">
              待补充的条件所需数据
            </Typography>
            <LedgerFieldList fields={unknownFields} draft={values} onChange={onChange} errors={errors} disabled={saving} />
          </Stack>
        ) : null}
        {saveError ? (
          <Alert severity="error" role="alert">
            {saveError}
          </Alert>
        ) : null}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <Button variant="outlined" startIcon={<RestartAltIcon />} onClick={onReset} disabled={changedCount === 0 || saving}>
            恢复
          </Button>
          <Button
            variant="contained"
            startIcon={<SaveOutlinedIcon />}
            onClick={onSave}
            loading={saving}
            disabled={changedCount === 0 || hasErrors}
          >
            保存到企业档案
          </Button>
        </Stack>
      </Stack>
    </SectionCard>
  );
}
