import { useContext, useLayoutEffect, useRef, useState } from 'react';
import { UNSAFE_DataRouterContext, UNSAFE_DataRouterStateContext, useLocation, type Location } from 'react-router-dom';

/** sessionStorage key of the scroll positions by history entry, kept across reloads of the tab. */
export const SCROLL_POSITIONS_STORAGE_KEY = 'scroll-positions';

function readPositions(): Record<string, number> {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(SCROLL_POSITIONS_STORAGE_KEY) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null) return {};
    return Object.fromEntries(Object.entries(parsed).filter((entry): entry is [string, number] => typeof entry[1] === 'number' && Number.isFinite(entry[1])));
  } catch {
    return {};
  }
}

function scrollToFragment(hash: string): boolean {
  try {
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!target) return false;
    target.scrollIntoView();
    return true;
  } catch {
    return false;
  }
}

/**
 * Where each screen opens: a new screen at its top, back and forward at the place the visitor left
 * (on every page, /home included), an address with a #fragment at its target, and a change of the query alone (a
 * filter, a page of a list) where it is.
 *
 * The router keeps the positions (`enableScrollRestoration`, what React Router's ScrollRestoration uses): it
 * notes the position of the screen being left when a navigation starts, and hands the one to restore with the
 * state of the next screen, which is drawn by then. The browser's own restoring cannot do this for a screen with
 * a prefetch (/home): its back is drawn a task after the `popstate`, against the page being left (ADR 55).
 * ScrollRestoration itself is not used because it treats a change of the query alone as a new screen.
 */
export function useScrollToTopOnNavigation(): void {
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const state = useContext(UNSAFE_DataRouterStateContext);
  const location = useLocation();
  const previous = useRef<Location>(location);
  const [positions] = useState(readPositions);

  useLayoutEffect(() => {
    if (!router) return undefined;
    const previousSetting = window.history.scrollRestoration;
    window.history.scrollRestoration = 'manual';
    const disable = router.enableScrollRestoration(positions, () => window.scrollY);
    // Leaving the page (a reload, another site): keep the positions for when the visitor comes back.
    const handlePageHide = () => {
      if (router.state.navigation.state === 'idle') positions[router.state.location.key] = window.scrollY;
      try {
        sessionStorage.setItem(SCROLL_POSITIONS_STORAGE_KEY, JSON.stringify(positions));
      } catch {
        // A full or absent storage only loses the places of this tab's history.
      }
      window.history.scrollRestoration = 'auto';
    };
    window.addEventListener('pagehide', handlePageHide);
    return () => {
      window.removeEventListener('pagehide', handlePageHide);
      disable();
      window.history.scrollRestoration = previousSetting;
    };
  }, [router, positions]);

  const restore = state?.restoreScrollPosition ?? null;
  const preventReset = state?.preventScrollReset ?? false;
  useLayoutEffect(() => {
    const before = previous.current;
    previous.current = location;
    if (restore === false) return;
    if (typeof restore === 'number') {
      window.scrollTo(0, restore);
      return;
    }
    // The first screen keeps what the browser did with the page load.
    if (before === location) return;
    if (location.hash && scrollToFragment(location.hash)) return;
    if (location.hash || preventReset || before.pathname === location.pathname) return;
    window.scrollTo(0, 0);
  }, [location, restore, preventReset]);
}
