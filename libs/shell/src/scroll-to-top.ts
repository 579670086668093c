import { useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/**
 * A new screen opens at its top. The browser does this for page loads but not for in-app navigation: a link
 * in the footer opened the next screen as far down as the last one was scrolled. Back and forward (POP) keep
 * the browser's own restoring, an address with a #fragment leaves the scrolling to the target, and changes
 * of the query alone (filters, pages of a list) are not a new screen.
 */
export function useScrollToTopOnNavigation(): void {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  useLayoutEffect(() => {
    if (navigationType === 'POP' || hash) return;
    window.scrollTo(0, 0);
  }, [pathname, hash, navigationType]);
}
