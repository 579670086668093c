/**
 * Runs `task` once the frame being prepared has been painted; the returned function cancels it. Work started from an
 * input's handler this way is not part of that interaction's next paint (INP): an animation frame's callbacks run just
 * before its paint, and a task queued from one runs after it.
 */
export function afterNextPaint(task: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(task, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    if (timer !== undefined) clearTimeout(timer);
  };
}
