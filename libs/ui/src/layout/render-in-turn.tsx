import { Children, startTransition, useEffect, useState, type ReactNode } from 'react';
import { useInRouterContext, useNavigationType } from 'react-router-dom';
import Box from '@mui/material/Box';
import { hasGoneBackOrForward } from './history-traversal';

export type RenderInTurnProps = {
  /** How many of the blocks are drawn at once, with the page: the ones a visitor sees first. Defaults to 1. */
  immediate?: number;
  /** The page's blocks, top to bottom. `null` and `false` (a block this visitor does not get) take no turn. */
  children: ReactNode;
};

/**
 * Draws a long page's blocks one after another instead of in one piece (Total Blocking Time, ADR 52).
 *
 * React cannot split a commit: a page drawn in one render inserts every block's elements and styles in one task,
 * and the browser then lays the whole page out in the next. On /home that was two of the load's longest tasks.
 * Here the first `immediate` blocks are drawn with the page; each further block follows in a task of its own
 * (a timer, so input and painting go first), as a transition, once the block before it is on screen. The blocks
 * keep their order, so reading and tab order are the page's; the whole page is there a few frames later.
 *
 * While blocks are still to come, a screen-high spacer below the drawn ones keeps what follows the page (its
 * footer) out of sight, so nothing on screen moves when they arrive. Going back or forward to a page draws it
 * whole (RoutedTurns).
 */
export function RenderInTurn(props: RenderInTurnProps) {
  return useInRouterContext() ? <RoutedTurns {...props} /> : <Turns {...props} restoring={false} />;
}

/**
 * Back and forward draw every block at once: the browser puts the page back where the visitor left it as it draws
 * the entry, and a page whose lower blocks were still to come was too short to scroll there.
 */
function RoutedTurns(props: RenderInTurnProps) {
  const restoring = useNavigationType() === 'POP' && hasGoneBackOrForward();
  return <Turns {...props} restoring={restoring} />;
}

function Turns({ immediate = 1, children, restoring }: RenderInTurnProps & { restoring: boolean }) {
  const blocks = Children.toArray(children);
  const [shown, setShown] = useState(() => (restoring ? Number.POSITIVE_INFINITY : immediate));
  const total = blocks.length;
  useEffect(() => {
    if (shown >= total) return undefined;
    const timer = setTimeout(() => startTransition(() => setShown((count) => count + 1)), 0);
    return () => clearTimeout(timer);
  }, [shown, total]);
  return (
    <>
      {blocks.slice(0, shown)}
      {shown < total ? <Box data-render-in-turn="pending" aria-hidden sx={{ minHeight: '100vh' }} /> : null}
    </>
  );
}
