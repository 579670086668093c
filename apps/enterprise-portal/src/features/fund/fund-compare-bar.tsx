import { useEffect, useState } from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useFundsById } from '@smes/api';
import { COMPARE_MAX, COMPARE_MIN } from './fund-queries';

export type FundCompareBarProps = {
  ids: readonly number[];
  /** The id of the comparison's heading, which 查看对比 scrolls to and focuses. */
  targetId: string;
  /** The id of the whole comparison: while any of it is on screen the bar steps aside so it covers none of it. */
  comparisonId: string;
  onClear: () => void;
};

/**
 * Whether the element with this id shows in the window, followed while `active`. The element may come later than
 * the bar (the comparison loads once a product is chosen): until it is in the document, the document is watched for it.
 */
export function useOnScreen(id: string, active: boolean): boolean {
  const [onScreen, setOnScreen] = useState(false);
  useEffect(() => {
    if (!active || typeof IntersectionObserver === 'undefined') return undefined;
    let visibility: IntersectionObserver | undefined;
    const follow = (): boolean => {
      const target = document.getElementById(id);
      if (!target) return false;
      visibility = new IntersectionObserver((entries) => setOnScreen(entries.some((entry) => entry.isIntersecting)));
      visibility.observe(target);
      return true;
    };
    let arrival: MutationObserver | undefined;
    if (!follow()) {
      arrival = new MutationObserver(() => {
        if (follow()) arrival?.disconnect();
      });
      arrival.observe(document.body, { childList: true, subtree: true });
    }
    return () => {
      arrival?.disconnect();
      visibility?.disconnect();
      setOnScreen(false);
    };
  }, [id, active]);
  return onScreen;
}

/**
 * 已选: stays at the bottom of the window while the list scrolls, so the products ticked further down can be
 * compared without scrolling back up to find the comparison. While the comparison itself is on screen the bar is
 * not needed and would cover part of it (a phone's window is short), so it leaves until the comparison scrolls away.
 */
export function FundCompareBar({ ids, targetId, comparisonId, onClear }: FundCompareBarProps) {
  const queries = useFundsById(ids);
  const comparisonOnScreen = useOnScreen(comparisonId, ids.length > 0);
  if (ids.length === 0 || comparisonOnScreen) return null;
  const names = queries.flatMap((query) => (query.data ? [query.data.name] : []));
  const showComparison = () => {
    const target = document.getElementById(targetId);
    target?.scrollIntoView({ block: 'start' });
    target?.focus();
  };
  return (
    <Paper
      component="section"
      aria-label="已选对比产品"
      elevation={6}
      sx={{ position: 'sticky', bottom: 0, zIndex: (theme) => theme.zIndex.appBar, mt: 2, px: 2, py: 1.5, bgcolor: 'background.paper' }}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1, sm: 2 }} sx={{ alignItems: { sm: 'center' } }}>
        <Typography variant="body2" sx={{ flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
          {`已选 ${ids.length}/${COMPARE_MAX} 款${names.length > 0 ? `：${names.join('、')}` : ''}`}
          {ids.length < COMPARE_MIN ? `（再选 ${COMPARE_MIN - ids.length} 款即可对比）` : ''}
        </Typography>
        <Stack direction="row" spacing={1}>
          <Button variant="contained" size="small" onClick={showComparison} disabled={ids.length < COMPARE_MIN}>
            查看对比
          </Button>
          <Button size="small" onClick={onClear}>
            清空
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
