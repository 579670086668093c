let wentBackOrForward = false;

/**
 * Starts noting whether this document goes back or forward in its history: React Router calls the first load a
 * POP too, and only a `popstate` tells a return to an earlier entry from it. The app calls this before its router
 * starts (libs/shell render-app.tsx); the listener is a capturing one, so it runs before the router's own, which
 * may draw the page in the same task.
 */
export function watchHistoryTraversal(): void {
  window.addEventListener(
    'popstate',
    () => {
      wentBackOrForward = true;
    },
    { capture: true },
  );
}

/** Whether a `popstate` has happened since `watchHistoryTraversal`. */
export function hasGoneBackOrForward(): boolean {
  return wentBackOrForward;
}
