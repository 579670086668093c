import type { ComponentType } from 'react';
import type { UserAreaProps } from './user-area';

type SignedInAccountView = ComponentType<UserAreaProps>;

let loaded: SignedInAccountView | undefined;
let loading: Promise<SignedInAccountView> | undefined;

/** The signed-in account's corner (signed-in-account.tsx) once it is here, else undefined. */
export function loadedSignedInAccount(): SignedInAccountView | undefined {
  return loaded;
}

/**
 * Fetches the signed-in account's corner of the header, once; a failed fetch (offline) is tried again by the next
 * call. In the first load: render-app.tsx calls it as the app starts when a token is stored, beside the layout's chunk,
 * so that the header draws the account's button with the rest (ADR 129).
 */
export function loadSignedInAccount(): Promise<SignedInAccountView> {
  loading ??= import('./signed-in-account').then(
    (module) => (loaded = module.SignedInAccount),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
