import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useMatches } from 'react-router-dom';

/** What a route table entry puts in `handle` so the layout can title the page and report the visit. */
export type RouteHandle = { title: string };

export type RouteTitleProps = {
  /** Called once per visited screen (a new path) with the page title (the spec's visit report uses it as `type`). */
  onVisit?: (title: string) => void;
  /** Appended as `${title} - ${suffix}`, e.g. the product name. */
  suffix?: string;
};

function titleOf(handle: unknown): string | undefined {
  if (typeof handle !== 'object' || handle === null || !('title' in handle)) return undefined;
  const { title } = handle as { title: unknown };
  return typeof title === 'string' && title.trim() !== '' ? title : undefined;
}

/** The title of the deepest matched route that declares one. */
export function useRouteTitle(): string | undefined {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const title = titleOf(matches[index]?.handle);
    if (title !== undefined) return title;
  }
  return undefined;
}

/**
 * Sets `document.title` from the matched route's `handle.title` and reports each visit.
 * Render once, inside the layout route.
 */
export function RouteTitle({ onVisit, suffix }: RouteTitleProps) {
  const title = useRouteTitle();
  const { pathname } = useLocation();
  const onVisitRef = useRef(onVisit);
  // A visit is arriving at a screen: a new path. Query changes on the same screen (filters, paging,
  // a default written with replace) are not new visits, and re-renders, prop changes and
  // StrictMode's double effects never report the same visit twice.
  const reportedPath = useRef<string | null>(null);

  useEffect(() => {
    onVisitRef.current = onVisit;
  }, [onVisit]);

  // In the commit that draws the screen: whatever reads the new page (assistive technology, the history entry
  // the browser records, a test that found the screen's heading) finds its title with it. A passive effect ran a
  // moment later, and a screen test reading the title as its heading appeared saw the empty one.
  useLayoutEffect(() => {
    if (title === undefined) return;
    document.title = suffix ? `${title} - ${suffix}` : title;
  }, [title, suffix]);

  useEffect(() => {
    if (title === undefined || reportedPath.current === pathname) return;
    reportedPath.current = pathname;
    onVisitRef.current?.(title);
  }, [pathname, title]);

  return null;
}
