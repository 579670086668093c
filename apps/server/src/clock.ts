/** The hosts read time through this so tests can move it (token and key expiry, declaration windows). */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

export const MINUTE_MS = 60 * 1000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

export function addMs(date: Date, ms: number): Date {
  return new Date(date.getTime() + ms);
}
