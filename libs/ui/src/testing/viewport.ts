type HappyDomWindow = Window & { happyDOM?: { setViewport(viewport: { width: number; height: number }): void } };

/** happy-dom's own default screen, restored between tests. */
export const DEFAULT_VIEWPORT = { width: 1024, height: 768 };

/**
 * Sets the test DOM's screen size, so CSS media queries and `matchMedia` (MUI's `useMediaQuery`) answer as
 * on that screen: `setViewport(375)` for a phone. Tests run under happy-dom, which evaluates both.
 */
export function setViewport(width: number, height = DEFAULT_VIEWPORT.height): void {
  const { happyDOM } = window as HappyDomWindow;
  if (!happyDOM) throw new Error('setViewport needs the happy-dom test environment');
  happyDOM.setViewport({ width, height });
}
