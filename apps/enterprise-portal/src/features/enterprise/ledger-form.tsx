import { memo, useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import SaveOutlinedIcon from '@mui/icons-material/SaveOutlined';
import { isLedgerValidationError, useUpdateLedger } from '@smes/api';
import type { LedgerRecord } from '@smes/api';
import { IP_LEDGER_COUNT_KEYS, getLedgerField, isFieldFilled, ledgerCompleteness } from '@smes/eligibility';
import type { EnterpriseLedger, LedgerFieldGroup, LedgerFieldKey } from '@smes/eligibility';
import { formatChinaDateTime, PlainAccordion, useToast } from '@smes/ui';
import { CompletenessBar } from '../../shared/ledger/completeness-bar';
import { ledgerCheckForSubmit, loadLedgerCheck } from '../../shared/ledger/ledger-check-loader';
import { changedKeys, changesToSave, toDraft } from '../../shared/ledger/ledger-draft';
import type { LedgerDraft, LedgerDraftErrors } from '../../shared/ledger/ledger-draft';
import { LedgerFieldList } from '../../shared/ledger/ledger-field-list';
import { LEDGER_FORM_FIELD_NAMING, LEDGER_FORM_KEYS, LEDGER_GROUPS, fieldKeyFromHash, fieldsOfGroup, isLedgerFormField, ledgerFieldId } from '../../shared/ledger/ledger-form-fields';
import { UnsavedChangesGuard } from '../../shared/forms/unsaved-changes-guard';
import { useLedgerDraft } from '../../shared/ledger/use-ledger-draft';
import { paths } from '../../app/paths';

// With a 知识产权台账 the server writes its counts over the form's on every save, so the form shows them locked.
const IP_COUNTS_FROM_RECORDS: ReadonlySet<LedgerFieldKey> = new Set(IP_LEDGER_COUNT_KEYS);

function groupOf(key: LedgerFieldKey): LedgerFieldGroup {
  return getLedgerField(key).group;
}

type LedgerCheck = Awaited<ReturnType<typeof loadLedgerCheck>>;
/** The check once loaded: a form mounted later (back on the page) starts with it. */
let loadedCheck: LedgerCheck | undefined;

function firstInFormOrder(keys: Iterable<string>): LedgerFieldKey | null {
  const wanted = new Set(keys);
  return LEDGER_FORM_KEYS.find((key) => wanted.has(key)) ?? null;
}

/**
 * 企业信息's ledger form, for a signed-in account only: every group of the ledger, checked as it is typed. Loaded while
 * the ledger is (ADR 97), so a visitor, shown the login prompt, fetches none of it.
 *
 * The check (the engine's validateLedger with the contract's limits, ledger-check.ts) loads when the focus first enters
 * the form (ADR 103): until it is in, nothing has been typed, and the completeness and the groups' counts are the saved
 * ledger's, which the server checked; leaving a field before it is in waits for it; 保存 waits for it too.
 */
export function LedgerForm({ record, ipRecordCount }: { record: LedgerRecord; ipRecordCount: number }) {
  const [now] = useState(() => new Date());
  const saved = useMemo(() => toDraft(record.ledger, LEDGER_FORM_KEYS), [record]);
  const { draft, setDraft, errors, setErrors, handleChange } = useLedgerDraft(saved);
  const [formError, setFormError] = useState<string | null>(null);
  // A credit code another account holds (409): the way to dispute it is 意见反馈.
  const [disputable, setDisputable] = useState(false);
  const [expanded, setExpanded] = useState<ReadonlySet<LedgerFieldGroup>>(() => new Set<LedgerFieldGroup>(['基本信息']));
  const [focusTarget, setFocusTarget] = useState<LedgerFieldKey | null>(null);
  const update = useUpdateLedger();
  const toast = useToast();
  const location = useLocation();

  const [checker, setChecker] = useState<LedgerCheck | undefined>(() => loadedCheck);
  const changed = changedKeys(saved, draft, LEDGER_FORM_KEYS);
  const check = checker?.checkDraft(draft, LEDGER_FORM_KEYS, now);
  const ledger = check?.ledger ?? (record.ledger as EnterpriseLedger);
  const completeness = ledgerCompleteness(ledger, LEDGER_FORM_KEYS);
  // The latest draft and check, for handleBlur: a stable callback keeps the untouched sections from re-rendering.
  const latest = useRef({ draft, errors: check?.errors });
  useEffect(() => {
    latest.current = { draft, errors: check?.errors };
  });

  const startCheck = useCallback(() => {
    if (loadedCheck) return;
    // A failure shows on 保存, which loads it again.
    loadLedgerCheck().then((module) => {
      loadedCheck = module;
      setChecker(() => module);
    }, () => undefined);
  }, []);

  /** Leaving a field shows its rule at once (the same check 保存 and the server apply), or clears a fixed one. */
  const handleBlur = useCallback(
    (key: LedgerFieldKey) => {
      const show = (message: string | undefined) =>
        setErrors((current) => {
          if (current[key] === message) return current;
          const next = { ...current };
          if (message) next[key] = message;
          else delete next[key];
          return next;
        });
      const errors = latest.current.errors;
      if (errors) show(errors[key]);
      else
        loadLedgerCheck().then(
          (module) => show(module.checkDraft(latest.current.draft, LEDGER_FORM_KEYS, now).errors[key]),
          () => undefined,
        );
    },
    [setErrors, now],
  );

  const jumpTo = useCallback((key: LedgerFieldKey) => {
    setExpanded((current) => new Set(current).add(groupOf(key)));
    setFocusTarget(key);
  }, []);

  // Links such as 企业信息#field-rdStaff from a report open the field's section and put the cursor in it.
  useEffect(() => {
    const key = fieldKeyFromHash(location.hash);
    if (key) jumpTo(key);
  }, [location.hash, jumpTo]);

  useEffect(() => {
    if (!focusTarget) return;
    // The section's collapse starts opening in this commit; focusing on the next frame finds it visible.
    const frame = requestAnimationFrame(() => {
      const element = document.getElementById(ledgerFieldId(focusTarget));
      element?.focus();
      element?.scrollIntoView?.({ block: 'center' });
      setFocusTarget(null);
    });
    return () => cancelAnimationFrame(frame);
  }, [focusTarget, expanded]);

  const showErrors = (fieldErrors: LedgerDraftErrors, message: string) => {
    setErrors(fieldErrors);
    setFormError(message);
    const first = firstInFormOrder(Object.keys(fieldErrors));
    if (first) {
      setExpanded((current) => {
        const next = new Set(current);
        for (const key of Object.keys(fieldErrors)) if (isLedgerFormField(key)) next.add(groupOf(key));
        return next;
      });
      setFocusTarget(first);
    }
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    const module = checker ?? (await ledgerCheckForSubmit(setFormError));
    if (!module) return;
    if (!checker) {
      loadedCheck = module;
      setChecker(() => module);
    }
    const checked = check ?? module.checkDraft(draft, LEDGER_FORM_KEYS, now);
    const problems = Object.keys(checked.errors).length;
    if (problems > 0) {
      showErrors(checked.errors, `有 ${problems} 项填写有误，请按提示更正后再保存`);
      return;
    }
    const body = changesToSave(checked.ledger, changed);
    update.mutate(body, {
      onSuccess: (next) => {
        setDraft(toDraft(next.ledger, LEDGER_FORM_KEYS));
        setErrors({});
        toast.success('企业信息已保存');
      },
      onError: (error) => {
        setDisputable(isLedgerValidationError(error) && error.statusCode === 409);
        if (isLedgerValidationError(error)) {
          const onForm = Object.fromEntries(Object.entries(error.fieldErrors).filter(([key]) => isLedgerFormField(key)));
          showErrors(onForm, error.message);
        } else {
          setFormError(error.message);
        }
      },
    });
  };

  const handleToggle = useCallback((group: LedgerFieldGroup, open: boolean) => {
    setExpanded((current) => {
      const next = new Set(current);
      if (open) next.add(group);
      else next.delete(group);
      return next;
    });
  }, []);

  const dirty = changed.length > 0;
  const errorCount = Object.keys(errors).length;

  return (
    <Box component="form" noValidate onSubmit={(event) => void handleSubmit(event)} onFocus={startCheck} aria-label="企业档案">
      <UnsavedChangesGuard when={dirty && !update.isPending} message="企业信息有尚未保存的修改，离开后这些修改将丢失。" />
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, mb: 2 }}>
        <CompletenessBar completeness={completeness} fields={LEDGER_FORM_FIELD_NAMING} onJump={jumpTo} />
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
          {record.updatedAt ? `上次保存：${formatChinaDateTime(record.updatedAt)}` : '尚未保存过企业档案'}
        </Typography>
      </Paper>
      {record.unreadable ? (
        <Alert severity="warning" sx={{ mb: 2 }}>
          已保存的企业档案无法读取，下面按空白档案显示。重新保存之前，政策匹配、评测和资金测算都不采用其中任何数据；请重新填写并保存企业档案。
        </Alert>
      ) : null}
      {formError ? (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {formError}
          {disputable ? (
            <>
              {' '}
              <Link component={RouterLink} to={paths.feedback} state={{ from: location.pathname }}>
                提交申诉
              </Link>
            </>
          ) : null}
        </Alert>
      ) : null}
      <Box sx={{ mb: 2 }}>
        {LEDGER_GROUPS.map((group) => (
          <GroupSection
            key={group}
            group={group}
            expanded={expanded.has(group)}
            onToggle={handleToggle}
            draft={draft}
            ledger={ledger}
            errors={errors}
            onChange={handleChange}
            onBlur={handleBlur}
            disabled={update.isPending}
            ipRecordCount={group === '知识产权' ? ipRecordCount : 0}
          />
        ))}
      </Box>
      <Paper
        variant="outlined"
        sx={{
          position: 'sticky',
          bottom: 0,
          zIndex: 1,
          p: 2,
          display: 'flex',
          flexDirection: { xs: 'column', sm: 'row' },
          alignItems: { sm: 'center' },
          justifyContent: 'space-between',
          gap: 1.5,
        }}
      >
        <Typography variant="body2" color={errorCount > 0 ? 'error' : 'text.secondary'} aria-live="polite">
          {errorCount > 0 ? `有 ${errorCount} 项需要更正` : dirty ? `有 ${changed.length} 项修改尚未保存` : '所有修改均已保存'}
        </Typography>
        <Stack direction="row" spacing={1}>
          <Button
            variant="outlined"
            disabled={!dirty || update.isPending}
            onClick={() => {
              setDraft(saved);
              setErrors({});
              setFormError(null);
            }}
          >
            撤销修改
          </Button>
          <Button type="submit" variant="contained" startIcon={<SaveOutlinedIcon />} loading={update.isPending} disabled={!dirty}>
            保存
          </Button>
        </Stack>
      </Paper>
    </Box>
  );
}

type GroupSectionProps = {
  group: LedgerFieldGroup;
  expanded: boolean;
  onToggle: (group: LedgerFieldGroup, open: boolean) => void;
  draft: LedgerDraft;
  ledger: EnterpriseLedger;
  errors: LedgerDraftErrors;
  onChange: (key: LedgerFieldKey, value: string) => void;
  onBlur: (key: LedgerFieldKey) => void;
  disabled: boolean;
  /** Records in the 知识产权台账 (the 知识产权 section only): with any, its counts come from there. */
  ipRecordCount: number;
};

function sameForGroup(previous: GroupSectionProps, next: GroupSectionProps): boolean {
  if (
    previous.group !== next.group ||
    previous.expanded !== next.expanded ||
    previous.disabled !== next.disabled ||
    previous.ipRecordCount !== next.ipRecordCount ||
    previous.onToggle !== next.onToggle ||
    previous.onChange !== next.onChange ||
    previous.onBlur !== next.onBlur
  ) {
    return false;
  }
  return fieldsOfGroup(next.group).every(
    ({ key }) => previous.draft[key] === next.draft[key] && previous.errors[key] === next.errors[key] && previous.ledger[key] === next.ledger[key],
  );
}

/**
 * One section of the ledger. Typing re-renders only the section being edited, and a closed section
 * keeps no inputs mounted: the form stays quick with some fifty fields.
 */
const GroupSection = memo(function GroupSection({ group, expanded, onToggle, draft, ledger, errors, onChange, onBlur, disabled, ipRecordCount }: GroupSectionProps) {
  const fields = fieldsOfGroup(group);
  if (fields.length === 0) return null;
  const filled = fields.filter((field) => isFieldFilled(field.key, ledger[field.key])).length;
  const groupErrors = fields.filter((field) => errors[field.key]).length;
  const summaryId = `ledger-group-${LEDGER_GROUPS.indexOf(group)}`;
  return (
    <PlainAccordion
      id={summaryId}
      detailsId={`${summaryId}-fields`}
      headingComponent="h2"
      expanded={expanded}
      onToggle={(open) => onToggle(group, open)}
      summary={
        <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}>
          <Typography component="span" variant="subtitle1" sx={{ fontWeight: 600 }}>
            {group}
          </Typography>
          <Typography component="span" variant="body2" color="text.secondary">
            已填 {filled}/{fields.length}
          </Typography>
          {groupErrors > 0 ? (
            <Typography component="span" variant="body2" color="error">
              {groupErrors} 项待更正
            </Typography>
          ) : null}
        </Stack>
      }
    >
      {ipRecordCount > 0 ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          已建立知识产权台账（{ipRecordCount} 条记录）：专利、软著、商标及Ⅰ类、Ⅱ类数量按台账中已授权的记录计算，请在
          <Link component={RouterLink} to={paths.enterprise.knowledgeRecord} underline="always" sx={{ mx: 0.5 }}>
            知识产权台账
          </Link>
          中增删记录。
        </Alert>
      ) : null}
      <LedgerFieldList
        fields={fields}
        draft={draft}
        onChange={onChange}
        onBlur={onBlur}
        errors={errors}
        disabled={disabled}
        lockedKeys={ipRecordCount > 0 ? IP_COUNTS_FROM_RECORDS : undefined}
      />
    </PlainAccordion>
  );
}, sameForGroup);
