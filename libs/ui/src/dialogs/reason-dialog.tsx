import { Suspense, lazy, useState } from 'react';
import { preloadConfirmDialog } from './confirm-dialog';
import type { ReasonDialogViewProps } from './reason-dialog-view';

export type ReasonDialogProps = ReasonDialogViewProps;

const loadView = () => import('./reason-dialog-view');
const ReasonDialogView = lazy(loadView);

/**
 * Fetches the reason dialog (its text box, MUI's field parts, and the confirmation's dialog) ahead of its first
 * opening: give it to the pointer and focus handlers of the button that opens it (ADR 72).
 */
export function preloadReasonDialog(): void {
  void loadView();
  preloadConfirmDialog();
}

/**
 * The one 填写原因 dialog (驳回, 拒绝, 不接受报价, 拒绝验收): the step is confirmed only with a reason of the
 * contract's length, which the other party will read. Closed at load, so its text box and MUI's field parts are
 * fetched when it first opens or when `preloadReasonDialog` asks, not with the screen (ADR 93); once opened it stays
 * mounted, so a refused request does not lose what was typed.
 */
export function ReasonDialog(props: ReasonDialogProps) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <ReasonDialogView {...props} />
    </Suspense>
  );
}
