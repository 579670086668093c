import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { useTheme, type Theme } from '@mui/material/styles';

/** A server render, or a DOM without `matchMedia`: nothing matches, as MUI's `useMediaQuery` answered. */
const NOTHING_MATCHES = () => false;

/**
 * Whether a media query matches the screen now, and again whenever that changes: what the apps asked of MUI's
 * `useMediaQuery` (a query, or one made from the theme's breakpoints). These apps render in the browser only, where
 * MUI's hook, with `noSsr` or without, read the screen at the first render too. MUI's also reads theme props, a custom
 * or server-side `matchMedia` and React 17's fallback, which the apps never use, and sat in the chunk every page
 * fetches (ADR 133); the lint points to this one.
 */
export function useMediaMatch(query: string | ((theme: Theme) => string)): boolean {
  const theme = useTheme();
  const text = (typeof query === 'function' ? query(theme) : query).replace(/^@media( ?)/m, '');
  const list = useMemo(() => (typeof window.matchMedia === 'function' ? window.matchMedia(text) : null), [text]);
  const subscribe = useCallback(
    (notify: () => void) => {
      list?.addEventListener('change', notify);
      return () => list?.removeEventListener('change', notify);
    },
    [list],
  );
  return useSyncExternalStore(subscribe, () => list?.matches ?? false, NOTHING_MATCHES);
}
