import { startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { isLedgerValidationError, useLedger, useRegionTree, useUpdateLedger } from '@smes/api';
import type { MatchablePolicy } from '@smes/api';
import type { LedgerFieldKey } from '@smes/eligibility';
import { getErrorMessage, SectionCard, useToast } from '@smes/ui';
import type { LedgerDraftErrors } from '../../shared/ledger/ledger-draft';
import { isLedgerFormField } from '../../shared/ledger/ledger-form-fields';
import { afterNextPaint } from '../../shared/timing/after-next-paint';
import { preparePolicies } from './report-engine';
import { useScopedMatchablePolicies } from './use-scoped-matchable-policies';
import { useWhatIf } from './use-what-if';
import { WhatIfPanel } from './what-if-panel';
import { whatIfFieldKeysOf } from './what-if';
import type { WhatIfSectionProps } from './what-if-reach';

const NO_POLICIES: MatchablePolicy[] = [];

/**
 * The what-if of a saved report (loaded on reach by WhatIfReach): it needs the rule sets, the ledger and the region
 * tree; until they are here it says so, and the report above keeps the saved figures. Every keystroke redraws the
 * fields at once; the re-score follows in slices after the paint (useWhatIf, ADR 109) and is handed up in a
 * transition, so typing is painted before the report is redrawn.
 */
export function WhatIfSection({ payload, saved, onSimulated, onSaved, takeFocus = false }: WhatIfSectionProps) {
  const policies = useScopedMatchablePolicies();
  const ledgerQuery = useLedger();
  const [now] = useState(() => new Date());
  const regions = useRegionTree();
  const prepared = useMemo(
    () => preparePolicies(policies.data ?? NO_POLICIES, payload.scope, regions.data, { outOfScope: saved.outOfScope, outOfScopeCount: saved.outOfScopeCount }),
    [policies.data, payload.scope, regions.data, saved],
  );
  const keys = useMemo(() => whatIfFieldKeysOf(saved), [saved]);
  const ledger = useMemo(() => ledgerQuery.data?.ledger ?? {}, [ledgerQuery.data]);
  const whatIf = useWhatIf({ prepared, ledger, keys, now });
  // Region names only word the rows; a failed tree still lets the what-if run (codes then read 行政区划代码 …).
  const ready = Boolean(policies.data && ledgerQuery.data && (regions.data || regions.error));
  const notReady = policies.error ?? ledgerQuery.error;
  const update = useUpdateLedger();
  const toast = useToast();
  const [serverErrors, setServerErrors] = useState<LedgerDraftErrors>({});
  const [saveError, setSaveError] = useState<string | null>(null);
  const simulated = ready ? whatIf.simulated : null;
  const { setValue } = whatIf;
  // Stable, so a keystroke redraws only the field typed in (the list's cells are memoised, ADR 94).
  const handleChange = useCallback(
    (key: LedgerFieldKey, value: string) => {
      setServerErrors((current) => {
        if (!current[key]) return current;
        const next = { ...current };
        delete next[key];
        return next;
      });
      setValue(key, value);
    },
    [setValue],
  );

  useEffect(() => {
    startTransition(() => onSimulated(simulated));
  }, [simulated, onSimulated]);
  // Gone (another report, a new id): the report shows its saved figures again.
  useEffect(() => () => onSimulated(null), [onSimulated]);

  // The focus handed over by the placeholder: to the waiting note, then to the first field once they are drawn.
  const container = useRef<HTMLDivElement>(null);
  const focusDone = useRef(false);
  // Moved after the paint: a focus inside the commit forced a layout of the whole report (~220 ms at CPU 4× over the
  // two), just when the fields appear and are tapped; after the paint it reads the layout the paint made (ADR 104).
  useEffect(() => {
    if (!takeFocus || focusDone.current) return undefined;
    const element = container.current;
    if (!element) return undefined;
    return afterNextPaint(() => {
      if (ready) {
        focusDone.current = true;
        element.querySelector<HTMLElement>('input:not([type="hidden"]):not([disabled]), select, textarea')?.focus();
      } else {
        element.querySelector<HTMLElement>('[data-what-if-waiting]')?.focus();
      }
    });
  }, [takeFocus, ready, notReady]);

  const handleSave = () => {
    setSaveError(null);
    update.mutate(whatIf.edits, {
      onSuccess: () => {
        whatIf.reset();
        setServerErrors({});
        onSaved();
        toast.success('已保存到企业档案');
      },
      onError: (error) => {
        if (isLedgerValidationError(error)) {
          setServerErrors(Object.fromEntries(Object.entries(error.fieldErrors).filter(([key]) => isLedgerFormField(key))));
        }
        setSaveError(error.message);
      },
    });
  };

  return (
    <Box ref={container}>
      {!ready ? (
        // The card the placeholder drew, so nothing moves until the fields are in.
        <SectionCard title="模拟测算">
          {notReady ? (
            <Alert severity="warning" tabIndex={-1} data-what-if-waiting="">
              模拟测算暂不可用：{getErrorMessage(notReady)}
            </Alert>
          ) : (
            <Alert severity="info" icon={false} tabIndex={-1} data-what-if-waiting="">
              正在准备模拟测算…
            </Alert>
          )}
        </SectionCard>
      ) : (
        <WhatIfPanel
          keys={keys}
          values={whatIf.values}
          errors={{ ...serverErrors, ...whatIf.errors }}
          changedCount={whatIf.changed.length}
          rescoring={whatIf.rescoring}
          onChange={handleChange}
          onReset={() => {
            whatIf.reset();
            setServerErrors({});
            setSaveError(null);
          }}
          onSave={handleSave}
          saving={update.isPending}
          saveError={saveError}
        />
      )}
    </Box>
  );
}
