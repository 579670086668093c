import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Theme } from '@mui/material/styles';

/** The element id of a document's block `index` (an AI 助手 citation's `paragraph`). */
export function clauseId(index: number): string {
  return `clause-${index}`;
}

/** `?clause=N` of a citation link; null when absent or not a small non-negative integer. */
export function useClauseParam(): number | null {
  const [params] = useSearchParams();
  const raw = params.get('clause');
  return raw !== null && /^\d{1,4}$/.test(raw) ? Number(raw) : null;
}

/** How the cited block stands out: theme tokens, so the 关怀模式 theme and dark mode carry it. */
export const CITED_CLAUSE_SX = {
  bgcolor: 'action.selected',
  borderRadius: 1,
  boxShadow: (theme: Theme) => `inset ${theme.spacing(0.5)} 0 0 ${theme.palette.primary.main}`,
  px: 1,
  '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineStyle: 'solid' },
};

/** Props of block `index`: its anchor id, and for the cited one a focus target and `aria-current`. */
export function clauseProps(index: number, cited: number | null) {
  return index === cited ? { id: clauseId(index), tabIndex: -1, 'aria-current': 'location' as const } : { id: clauseId(index) };
}

/**
 * Once the cited block is on the page, scrolls it to the middle of the view and moves focus to it, so
 * keyboard and screen-reader users land where sighted users look. Runs again when the citation changes.
 */
export function useScrollToClause(cited: number | null): void {
  useEffect(() => {
    if (cited === null) return;
    const element = document.getElementById(clauseId(cited));
    if (element === null) return;
    element.scrollIntoView?.({ block: 'center' });
    element.focus({ preventScroll: true });
  }, [cited]);
}
