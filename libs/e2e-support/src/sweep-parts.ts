/**
 * One of `of` interleaved shares of the route table (screen i belongs to part i mod `of`): a sweep split into
 * tests that the Playwright workers share. Parts 0 … of − 1 together visit every screen exactly once.
 */
export type SweepPart = { index: number; of: number };

/** The screens of one part, in table order. */
export function screensOfPart<T>(screens: readonly T[], part: SweepPart | undefined): T[] {
  if (!part) return [...screens];
  const { index, of } = part;
  if (!Number.isInteger(of) || of < 1 || !Number.isInteger(index) || index < 0 || index >= of) {
    throw new Error(`sweep part ${index} of ${of} does not exist`);
  }
  return screens.filter((_, position) => position % of === index);
}
