/** How long one slice may run before it hands the main thread back, in ms (a frame at 60 Hz is ~16 ms). */
export const SLICE_MS = 8;

type SchedulerWithYield = { yield?: () => Promise<void> };

/**
 * Hands the main thread back for a moment: pending input and a due frame run before the promise resolves.
 * `scheduler.yield` where the browser has it (the continuation keeps its place ahead of other tasks), else a message
 * task (a timer nested this deep would wait 4 ms each time).
 */
export function yieldToInput(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: SchedulerWithYield }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  if (typeof MessageChannel === 'function') {
    return new Promise((resolve) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        channel.port1.close();
        resolve();
      };
      channel.port2.postMessage(null);
    });
  }
  return new Promise((resolve) => setTimeout(resolve, 0));
}

export type Slices<T> = {
  /** Settles with the computation's value, or never when it was cancelled first. */
  done: Promise<T>;
  /** Stops it at the next step: no later step runs and `done` never settles. */
  cancel: () => void;
};

export type RunInSlicesOptions = {
  /** How long a slice runs before it yields (0: one step a slice). */
  sliceMs?: number;
  yieldTo?: () => Promise<void>;
  now?: () => number;
};

/**
 * Runs a stepwise computation (a generator that pauses between steps) in slices of about `sliceMs`, the first at once,
 * handing the main thread back between them, so input that arrives meanwhile waits for one slice, not for the whole
 * computation. A cancelled run stops before its next step and its value is never handed out: a caller that cancels
 * the previous run when its input changes only ever receives the value of its latest input.
 */
export function runInSlices<T>(steps: Generator<void, T, void>, options: RunInSlicesOptions = {}): Slices<T> {
  const { sliceMs = SLICE_MS, yieldTo = yieldToInput, now = () => performance.now() } = options;
  let cancelled = false;
  const done = new Promise<T>((resolve, reject) => {
    const slice = () => {
      if (cancelled) return;
      try {
        const start = now();
        for (;;) {
          const step = steps.next();
          if (step.done) {
            resolve(step.value);
            return;
          }
          if (now() - start >= sliceMs) break;
        }
      } catch (error) {
        reject(error);
        return;
      }
      void yieldTo().then(slice);
    };
    slice();
  });
  return {
    done,
    cancel: () => {
      cancelled = true;
    },
  };
}
