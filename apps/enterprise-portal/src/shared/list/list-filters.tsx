import { Suspense, lazy, useEffect, useRef, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import type { Theme } from '@mui/material/styles';
import FilterListIcon from '@mui/icons-material/FilterList';
import { formatTotal, useMediaMatch } from '@smes/ui';
import { afterNextPaint } from '../timing/after-next-paint';
import { ActiveFilters, type ActiveFilter } from './active-filters';

const loadDrawer = () => import('./filter-drawer');
const FilterDrawer = lazy(loadDrawer);

export type ListFiltersProps = {
  /** The filter controls; the same elements serve the desktop panel and the phone drawer. */
  children: ReactNode;
  /** What narrows the list now, summarised as removable chips above the results. */
  active: ActiveFilter[];
  /** 清除筛选. */
  onClearAll: () => void;
  /** The current search's total, or undefined while it is still being fetched. */
  total: number | undefined;
  /** `total` is a lower bound (a keyword search counts up to its bound). */
  totalCapped?: boolean;
};

/** The 筛选 button's text: how many of the drawer's filters are set (the keyword is the search field's). */
export function filterButtonText(active: readonly ActiveFilter[]): string {
  const count = active.filter((filter) => !filter.fromSearch).length;
  return count > 0 ? `筛选（${count}）` : '筛选';
}

/** The drawer's closing button: it tells what closing will show. */
export function showResultsText(total: number | undefined, capped = false): string {
  return total === undefined ? '查看结果' : `查看 ${formatTotal(total, capped)} 条结果`;
}

/**
 * A list's filters. From `md` up they are a compact panel above the results; below it they would fill a
 * phone's first screen, so a 筛选 button opens them in a bottom drawer (filter-drawer.tsx, loaded on the first
 * tap) while the chips keep summarising what is set. Either way each control writes to the URL as it changes.
 */
export function ListFilters({ children, active, onClearAll, total, totalCapped = false }: ListFiltersProps) {
  const narrow = useMediaMatch((theme: Theme) => theme.breakpoints.down('md'));
  const [open, setOpen] = useState(false);
  const [drawerLoaded, setDrawerLoaded] = useState(false);
  const scheduled = useRef<(() => void) | undefined>(undefined);
  useEffect(() => () => scheduled.current?.(), []);
  // Turning a tablet past `md` unmounts the drawer; it must not pop open again on turning back.
  if (open && !narrow) setOpen(false);
  // An empty list offers 清除筛选 in its empty state, together with what to try instead: once is enough.
  const summaryClear = total === 0 ? undefined : onClearAll;

  if (!narrow) {
    return (
      <>
        <Paper variant="outlined" component="section" aria-label="筛选条件" sx={{ p: 2, mb: 2 }}>
          {children}
        </Paper>
        <ActiveFilters filters={active} onClearAll={summaryClear} />
      </>
    );
  }

  const handleClose = () => setOpen(false);
  // The first tap draws the button's state and then mounts the drawer, after its paint: the import's setup and the
  // drawer's first render are not part of the tap (interaction to next paint, ADR 104). It slides in once mounted.
  const handleOpen = () => {
    setOpen(true);
    if (drawerLoaded || scheduled.current) return;
    scheduled.current = afterNextPaint(() => {
      scheduled.current = undefined;
      setDrawerLoaded(true);
    });
  };
  // A mouse over the button or the keyboard on it comes before the press: the drawer's chunk is fetched then. A
  // finger's pointerenter and focus come inside the tap itself, which the fetch's setup would hold up.
  const prefetchDrawer = () => void loadDrawer();
  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2, minWidth: 0 }}>
        <Button
          variant="outlined"
          size="small"
          startIcon={<FilterListIcon />}
          onClick={handleOpen}
          onPointerEnter={(event) => {
            if (event.pointerType === 'mouse') prefetchDrawer();
          }}
          onFocus={(event) => {
            if (event.target.matches(':focus-visible')) prefetchDrawer();
          }}
          aria-haspopup="dialog"
          aria-expanded={open}
          sx={{ flexShrink: 0 }}
        >
          {filterButtonText(active)}
        </Button>
        <ActiveFilters filters={active} onClearAll={summaryClear} layout="strip" />
      </Box>
      {drawerLoaded && (
        <Suspense fallback={null}>
          <FilterDrawer open={open} onClose={handleClose} anyActive={active.length > 0} onClearAll={onClearAll} showResultsLabel={showResultsText(total, totalCapped)}>
            {children}
          </FilterDrawer>
        </Suspense>
      )}
    </>
  );
}
