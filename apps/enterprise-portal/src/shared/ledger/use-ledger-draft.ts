import { useCallback, useState } from 'react';
import type { LedgerFieldKey } from '@smes/eligibility';
import type { LedgerDraft, LedgerDraftErrors } from './ledger-draft';

/**
 * A ledger being edited (企业信息 and the 匹配问卷): the draft and its field errors, where editing a
 * field clears that field's error so a corrected answer stops being flagged at once.
 */
export function useLedgerDraft(saved: LedgerDraft) {
  const [draft, setDraft] = useState<LedgerDraft>(saved);
  const [errors, setErrors] = useState<LedgerDraftErrors>({});
  const handleChange = useCallback((key: LedgerFieldKey, value: string) => {
    setDraft((current) => ({ ...current, [key]: value }));
    setErrors((current) => {
      if (!current[key]) return current;
      const next = { ...current };
      delete next[key];
      return next;
    });
  }, []);
  return { draft, setDraft, errors, setErrors, handleChange };
}
