import { useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import FactCheckIcon from '@mui/icons-material/FactCheckOutlined';
import { isLedgerValidationError, useUpdateLedger } from '@smes/api';
import type { LedgerRecord } from '@smes/api';
import { getLedgerField } from '@smes/eligibility';
import { changedKeys, changesToSave, toDraft } from '../../shared/ledger/ledger-draft';
import { ledgerCheckForSubmit, preloadLedgerCheck } from '../../shared/ledger/ledger-check-loader';
import { LedgerFieldList } from '../../shared/ledger/ledger-field-list';
import { LEDGER_FORM_KEYS, ledgerFieldId } from '../../shared/ledger/ledger-form-fields';
import { useLedgerDraft } from '../../shared/ledger/use-ledger-draft';
import { paths } from '../../app/paths';
import { schemeQuestions } from './questions';
import type { EvaluationScheme } from './scheme';

export type DetectionFormProps = {
  scheme: EvaluationScheme;
  record: LedgerRecord;
  /** The moment the page was opened: the check measures dates against it. */
  now: Date;
  /** Above the questions: the qualification already held, if any. */
  notice: ReactNode;
};

/**
 * 检测's form, for a signed-in account only: the questions the ledger lacks (its fields, the ledger's field table and
 * the check), loaded while the ledger is (ADR 97), so a visitor, shown the login prompt, fetches none of it.
 */
export function DetectionForm({ scheme, record, now, notice }: DetectionFormProps) {
  const ledger = record.ledger;
  // Decided once from the ledger as loaded: a field answered here stays on the form until the evaluation runs.
  const [{ asked, known }] = useState(() => schemeQuestions(scheme.fieldKeys, ledger));
  const saved = useMemo(() => toDraft(ledger, LEDGER_FORM_KEYS), [ledger]);
  const { draft, errors, setErrors, handleChange } = useLedgerDraft(saved);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const updateLedger = useUpdateLedger();
  const evaluate = scheme.useCreateEvaluation();
  const navigate = useNavigate();

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    const checker = await ledgerCheckForSubmit(setFormError);
    if (!checker) return;
    // Cross-field rules (研发人员数 ≤ 职工总数…) are checked against the whole ledger, not just the questions.
    const check = checker.checkDraft(draft, LEDGER_FORM_KEYS, now);
    const problems = Object.keys(check.errors).length;
    if (problems > 0) {
      setErrors(check.errors);
      setFormError(`有 ${problems} 项填写有误，请按提示更正`);
      const first = asked.find((key) => check.errors[key]);
      if (first) requestAnimationFrame(() => document.getElementById(ledgerFieldId(first))?.focus());
      return;
    }
    setBusy(true);
    try {
      // The server evaluates the ledger as saved, so the answers are saved first.
      const changed = changedKeys(saved, draft, LEDGER_FORM_KEYS);
      if (changed.length > 0) await updateLedger.mutateAsync(changesToSave(check.ledger, changed));
      const report = await evaluate.mutateAsync();
      navigate(scheme.paths.problem(report.id));
    } catch (error) {
      if (isLedgerValidationError(error)) {
        setErrors(error.fieldErrors);
        setFormError(error.message);
      } else setFormError(error instanceof Error ? error.message : '评测未完成，请稍后重试');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box component="form" noValidate onSubmit={(event) => void handleSubmit(event)} onFocus={preloadLedgerCheck} aria-label={scheme.formLabel}>
      {notice}
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, mb: 2 }}>
        <Typography variant="body2" sx={{ mb: asked.length > 0 ? 2.5 : 0 }}>
          评测需要 {asked.length + known.length} 项企业数据，其中 {known.length} 项已从
          <Link component={RouterLink} to={paths.personalCenter.enterpriseInformation} underline="always">
            企业档案
          </Link>
          读取
          {asked.length > 0
            ? `，只需补充下面 ${asked.length} 项（金额单位为万元）。答案会保存到企业档案，评测以企业档案为准。`
            : '，无需补充，可直接开始评测。'}
        </Typography>
        {asked.length > 0 ? (
          <LedgerFieldList fields={asked.map(getLedgerField)} draft={draft} onChange={handleChange} errors={errors} hints={scheme.rubrics} disabled={busy} />
        ) : null}
      </Paper>
      {formError ? (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {formError}
        </Alert>
      ) : null}
      <Button type="submit" variant="contained" startIcon={<FactCheckIcon />} loading={busy}>
        {asked.length > 0 ? '保存到企业档案并开始评测' : '开始评测'}
      </Button>
    </Box>
  );
}
