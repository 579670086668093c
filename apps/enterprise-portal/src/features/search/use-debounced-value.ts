import { useEffect, useState } from 'react';

/**
 * `value` once it has stopped changing for `delayMs`: one request per pause in typing, not per key. Starts at
 * `initial` (the value itself by default) until the first pause.
 */
export function useDebouncedValue<T>(value: T, delayMs: number, initial: T = value): T {
  const [settled, setSettled] = useState(initial);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
