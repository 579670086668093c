import { useEffect, useState } from 'react';

/**
 * Whether the reader is scrolling on through the page: true once the page is scrolled down past `threshold` pixels,
 * false again as soon as it scrolls back up (or stands above the threshold). What MUI's `useScrollTrigger` answers
 * with its defaults (the window, hysteresis), written for the one launcher that asks: MUI's came with the layout every
 * page fetches (ADR 133). The position is read on scroll events only, not as the hook mounts: the launcher mounts in
 * the commit that adds the page, and reading `scrollY` there made the browser lay out the new page inside that commit's
 * effects (a forced layout, ~40 ms of a long task on a phone, ADR 137). Until the first scroll the button stays.
 */
export function useReadingOn(threshold: number): boolean {
  const [on, setOn] = useState(false);
  useEffect(() => {
    let previous: number | undefined;
    const handleScroll = () => {
      const top = window.scrollY;
      const back = previous !== undefined && top < previous;
      previous = top;
      setOn(!back && top > threshold);
    };
    window.addEventListener('scroll', handleScroll, { passive: true });
    return () => window.removeEventListener('scroll', handleScroll);
  }, [threshold]);
  return on;
}
