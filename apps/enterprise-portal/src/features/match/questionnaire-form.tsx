import { useMemo, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AssessmentOutlinedIcon from '@mui/icons-material/AssessmentOutlined';
import { isLedgerValidationError, useCreateMatchReport, useSubscription, useUpdateLedger, useUpdateSubscription } from '@smes/api';
import type { LedgerRecord, MatchablePolicy } from '@smes/api';
import { getLedgerField } from '@smes/eligibility';
import type { LedgerFieldKey } from '@smes/eligibility';
import { CheckField, EmptyState, useToast } from '@smes/ui';
import { changedKeys, changesToSave, toDraft } from '../../shared/ledger/ledger-draft';
import { ledgerCheckForSubmit, preloadLedgerCheck } from '../../shared/ledger/ledger-check-loader';
import type { LedgerDraftErrors } from '../../shared/ledger/ledger-draft';
import { LedgerFieldList } from '../../shared/ledger/ledger-field-list';
import { LEDGER_FORM_KEYS, ledgerFieldId } from '../../shared/ledger/ledger-form-fields';
import { useLedgerDraft } from '../../shared/ledger/use-ledger-draft';
import { paths } from '../../app/paths';
import { DEFAULT_QUESTION_COUNT, askingPolicyCount, questionHints, questionnaireFor } from './questionnaire';
import { subscriptionForMatch } from './subscription-for-match';

export type QuestionnaireProps = { policies: MatchablePolicy[]; record: LedgerRecord };

/**
 * 匹配问卷's form, for a signed-in account only: the ledger fields the current policies' rule sets read (as the server
 * lists them, ADR 102), prefilled from the ledger. Loaded while the policies and the ledger are (ADR 97), so a visitor, shown the login prompt, fetches none of it.
 */
export function Questionnaire({ policies, record }: QuestionnaireProps) {
  const [now] = useState(() => new Date());
  const questions = useMemo(() => questionnaireFor(policies), [policies]);
  const policyCount = useMemo(() => askingPolicyCount(policies), [policies]);
  const keys = useMemo(() => questions.map((question) => question.field.key), [questions]);
  const hints = useMemo(() => questionHints(questions), [questions]);
  const ledger = record.ledger;
  const saved = useMemo(() => toDraft(ledger, LEDGER_FORM_KEYS), [ledger]);
  const { draft, errors, setErrors, handleChange } = useLedgerDraft(saved);
  const [formError, setFormError] = useState<string | null>(null);
  const [showAll, setShowAll] = useState(false);
  const [extraKeys, setExtraKeys] = useState<LedgerFieldKey[]>([]);
  const [subscribe, setSubscribe] = useState(false);
  const [busy, setBusy] = useState(false);
  const subscription = useSubscription();
  const updateLedger = useUpdateLedger();
  const updateSubscription = useUpdateSubscription();
  const createReport = useCreateMatchReport();
  const toast = useToast();
  const navigate = useNavigate();

  const shown = showAll ? questions : questions.slice(0, DEFAULT_QUESTION_COUNT);
  const hiddenCount = questions.length - shown.length;

  const showErrors = (fieldErrors: LedgerDraftErrors, message: string) => {
    setErrors(fieldErrors);
    setFormError(message);
    const asked = new Set<string>(keys);
    const first = keys.find((key) => fieldErrors[key]);
    if (first && !shown.some((question) => question.field.key === first)) setShowAll(true);
    // A cross-field rule can land on a field the questionnaire does not ask (境内研发费用 ≤ 研发费用): show it too.
    const elsewhere = LEDGER_FORM_KEYS.filter((key) => fieldErrors[key] && !asked.has(key));
    setExtraKeys(elsewhere);
    const target = first ?? elsewhere[0];
    if (target) requestAnimationFrame(() => document.getElementById(ledgerFieldId(target))?.focus());
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    const checker = await ledgerCheckForSubmit(setFormError);
    if (!checker) return;
    // Cross-field rules (研发人员数 ≤ 职工总数…) are checked against the whole ledger, not just the questions.
    const check = checker.checkDraft(draft, LEDGER_FORM_KEYS, now);
    const problems = Object.keys(check.errors).length;
    if (problems > 0) {
      showErrors(check.errors, `有 ${problems} 项填写有误，请按提示更正`);
      return;
    }
    setBusy(true);
    try {
      const changed = changedKeys(saved, draft, LEDGER_FORM_KEYS);
      if (changed.length > 0) await updateLedger.mutateAsync(changesToSave(check.ledger, changed));
      const report = await createReport.mutateAsync();
      if (subscribe) {
        try {
          await updateSubscription.mutateAsync(subscriptionForMatch(subscription.data, check.ledger));
          toast.success('已订阅匹配结果，有新的相关政策时会通知您');
        } catch (error) {
          toast.warning(`订阅未保存：${error instanceof Error ? error.message : '请稍后在“我的订阅”中设置'}`);
        }
      }
      navigate(paths.policyMatch.savedReport(report.id));
    } catch (error) {
      if (isLedgerValidationError(error)) showErrors(error.fieldErrors, error.message);
      else setFormError(error instanceof Error ? error.message : '生成报告失败，请稍后重试');
    } finally {
      setBusy(false);
    }
  };

  if (questions.length === 0) {
    return <EmptyState title="暂无可匹配的政策" description="当前没有设置了可核对申报条件的现行政策，请稍后再来。" />;
  }

  return (
    <Box component="form" noValidate onSubmit={(event) => void handleSubmit(event)} onFocus={preloadLedgerCheck} aria-label="匹配问卷">
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, mb: 2 }}>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2.5 }}>
          以下 {questions.length} 项数据来自 {policyCount} 项现行政策的申报条件，按需要它的政策数排序，已用您的企业档案预先填好。金额单位为万元，“上年度”指上一会计年度。
        </Typography>
        <LedgerFieldList fields={shown.map((question) => question.field)} draft={draft} onChange={handleChange} errors={errors} hints={hints} disabled={busy} />
        {extraKeys.length > 0 ? (
          <Box sx={{ mt: 3 }}>
            <Typography component="h2" variant="subtitle1" sx={{ mb: 1.5, fontWeight: 600 }}>
              以下企业信息也需要更正
            </Typography>
            <LedgerFieldList fields={extraKeys.map(getLedgerField)} draft={draft} onChange={handleChange} errors={errors} disabled={busy} />
          </Box>
        ) : null}
        {hiddenCount > 0 ? (
          <Button onClick={() => setShowAll(true)} sx={{ mt: 2 }} variant="text">
            完善更多（还有 {hiddenCount} 项）
          </Button>
        ) : null}
      </Paper>
      {formError ? (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {formError}
        </Alert>
      ) : null}
      <Paper variant="outlined" sx={{ p: 2, display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 1.5, justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
        <CheckField checked={subscribe} onChange={setSubscribe} label="订阅匹配结果（本地区、本行业有新政策时通知我）" />
        <Stack direction="row" spacing={1}>
          <Button type="submit" variant="contained" startIcon={<AssessmentOutlinedIcon />} loading={busy}>
            生成匹配报告
          </Button>
        </Stack>
      </Paper>
    </Box>
  );
}
