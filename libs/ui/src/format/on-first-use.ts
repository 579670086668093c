/**
 * A formatter made when it is first needed, not when its module runs. The first Intl formatter a page makes
 * loads the ICU locale data, a long task on a mid-range phone; made at module level,
 * that landed in the task that runs the app's modules, already its longest (Total Blocking Time; ADR
 * 51). Made on first use, it costs the same once, inside one of React's short render slices.
 */
export function onFirstUse<T>(create: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: create() }).value;
}
