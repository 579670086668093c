import { Suspense, lazy, useState } from 'react';
import type { ConfirmDialogViewProps } from './confirm-dialog-view';

export type ConfirmDialogProps = ConfirmDialogViewProps;

const loadView = () => import('./confirm-dialog-view');
const ConfirmDialogView = lazy(loadView);

/**
 * Fetches the confirmation's dialog ahead of its first opening: give it to the pointer and focus handlers of the
 * button that opens it, so the tap finds it loaded (ADR 72).
 */
export function preloadConfirmDialog(): void {
  void loadView();
}

/**
 * The one confirmation before an irreversible step, in both apps: a titled dialog that says what will happen,
 * optionally holding the inputs the step needs, with the step's name on its confirming button. Escape, the
 * backdrop and the cancel button close it without acting; nothing happens until the person confirms.
 * It is closed at load, so the dialog (MUI's modal, focus trap and transitions) is fetched when it first opens or
 * when `preloadConfirmDialog` asks, not with the screen (ADR 72, ADR 89).
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialogView {...props} />
    </Suspense>
  );
}
