import { Suspense, lazy, useEffect, useState } from 'react';
import { useBlocker } from 'react-router-dom';

// The question is needed only once there is something to lose: a visit that changes nothing does not fetch the
// dialog, and one that does fetches it with the first change, well before anyone tries to leave (ADR 72).
const UnsavedChangesDialog = lazy(() => import('./unsaved-changes-dialog'));

export type UnsavedChangesGuardProps = {
  /** True while there are changes that leaving would lose. */
  when: boolean;
  message: string;
};

/**
 * Asks before in-app navigation leaves a form with unsaved changes, and lets the browser ask before a
 * reload or closing the tab. Changing only the query string of the same page is not leaving.
 */
export function UnsavedChangesGuard({ when, message }: UnsavedChangesGuardProps) {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname);
  const [needed, setNeeded] = useState(when);
  if (when && !needed) setNeeded(true);

  useEffect(() => {
    if (!when) return undefined;
    const handleBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', handleBeforeUnload);
    return () => window.removeEventListener('beforeunload', handleBeforeUnload);
  }, [when]);

  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <UnsavedChangesDialog
        open={blocker.state === 'blocked'}
        message={message}
        onStay={() => blocker.reset?.()}
        onLeave={() => blocker.proceed?.()}
      />
    </Suspense>
  );
}
