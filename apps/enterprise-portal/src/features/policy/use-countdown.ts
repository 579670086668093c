import { useEffect, useState } from 'react';
import type { NoticeSummary } from '@smes/api';
import { windowCountdown, type WindowCountdown } from './notice-window';

/**
 * A live countdown to the end of a declaration window (or to its start while 未开始), renewed every
 * second and stopped once the window has closed.
 */
export function useCountdown(window: Pick<NoticeSummary, 'startTime' | 'endTime'>): WindowCountdown {
  const [now, setNow] = useState(() => new Date());
  const countdown = windowCountdown(window, now);
  const running = countdown.status !== 'closed';
  useEffect(() => {
    if (!running) return undefined;
    const timer = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(timer);
  }, [running]);
  return countdown;
}
