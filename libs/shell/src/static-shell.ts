import { useLayoutEffect } from 'react';

/** The element index.html paints before any JavaScript runs (tools/vite/app-shell.ts). */
export const STATIC_SHELL_ID = 'app-shell';

/**
 * Removes the static shell once React has drawn the real layout (or a route error page) in its place.
 * A layout effect runs after React has inserted its elements and before the browser paints, so no frame
 * shows both or neither: the shell's header and hero give way to the same header and hero at the same
 * place, which is no layout shift and no second largest paint.
 */
export function useRemoveStaticShell(): void {
  useLayoutEffect(() => {
    document.getElementById(STATIC_SHELL_ID)?.remove();
  }, []);
}
