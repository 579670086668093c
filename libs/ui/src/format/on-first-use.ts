/**
 * A formatter made when it is first needed, not when its module runs. The first Intl formatter a page makes
 * loads the ICU locale data, a long task on a mid-range phone; made at module level,
 * that landed in the task that runs the app's modules, already its longest (Total Blocking Time; ADR
 * 51). Made on first use, it costs the same once, inside one of React's short render slices.
 *
 * Declared free of side effects (it only wraps `create`): a formatter made with it that no code of a chunk reads is
 * left out of the build, as an unread `const` would be (china-time.ts's long date sat in every page's common chunk,
 * ADR 129).
 */
/* @__NO_SIDE_EFFECTS__ */
export function onFirstUse<T>(create: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: create() }).value;
}
