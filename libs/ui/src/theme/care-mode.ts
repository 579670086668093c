import { createContext, useContext } from 'react';

/**
 * Where 关怀模式 is remembered: a first-party cookie on the app's own origin, not local storage. The spec
 * clears all of local storage on logout and on an expired token (§8), and the setting belongs to the
 * person at the device, not to the account: an older user who needs large type needs it most on the
 * way back in. The cookie never reaches the API hosts (other origins) and holds only `1`.
 */
export const CARE_MODE_COOKIE = 'care_mode';

const ONE_YEAR_S = 365 * 24 * 60 * 60;

/** Whether 关怀模式 is on for this browser; read synchronously, before the first render draws anything. */
export function readCareModePreference(doc: Pick<Document, 'cookie'> | undefined = globalThis.document): boolean {
  try {
    return (doc?.cookie ?? '').split(';').some((part) => part.trim() === `${CARE_MODE_COOKIE}=1`);
  } catch {
    // A sandboxed document may refuse cookie access: the normal theme, as for a first visit.
    return false;
  }
}

/** Remembers (or forgets) 关怀模式 for a year, for every path of this origin. */
export function writeCareModePreference(on: boolean, doc: Pick<Document, 'cookie'> | undefined = globalThis.document): void {
  if (!doc) return;
  const secure = globalThis.location?.protocol === 'https:' ? '; Secure' : '';
  try {
    doc.cookie = on
      ? `${CARE_MODE_COOKIE}=1; Path=/; Max-Age=${ONE_YEAR_S}; SameSite=Lax${secure}`
      : `${CARE_MODE_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax${secure}`;
  } catch {
    // Not remembered; the switch still works for this page's life.
  }
}

export type CareModeState = {
  careMode: boolean;
  setCareMode(on: boolean): void;
};

export const CareModeContext = createContext<CareModeState | null>(null);

/** 关怀模式 and its switch; inside AppTheme. */
export function useCareMode(): CareModeState {
  const value = useContext(CareModeContext);
  if (!value) throw new Error('useCareMode must be used inside <AppTheme>');
  return value;
}
