import { describe, expect, it } from 'vitest';
import { runInSlices, yieldToInput } from './run-in-slices';

/** A computation of `count` steps that records which steps ran. */
function* counting(count: number, ran: number[]): Generator<void, string, void> {
  for (let step = 1; step <= count; step += 1) {
    ran.push(step);
    yield;
  }
  return `done after ${count}`;
}

/** A yield the test releases by hand: each call waits until `release()`. */
function manualYield() {
  const waiting: (() => void)[] = [];
  return {
    yieldTo: () => new Promise<void>((resolve) => waiting.push(resolve)),
    release: async () => {
      waiting.shift()?.();
      // Let the slice that the release let go run.
      await Promise.resolve();
      await Promise.resolve();
    },
    get pending() {
      return waiting.length;
    },
  };
}

describe('runInSlices', () => {
  it('runs the first slice at once and hands the thread back between slices', async () => {
    const ran: number[] = [];
    const manual = manualYield();
    const run = runInSlices(counting(3, ran), { sliceMs: 0, yieldTo: manual.yieldTo });
    expect(ran).toEqual([1]);
    expect(manual.pending).toBe(1);
    await manual.release();
    expect(ran).toEqual([1, 2]);
    await manual.release();
    await manual.release();
    await expect(run.done).resolves.toBe('done after 3');
  });

  it('runs as many steps in a slice as fit in its time', async () => {
    let clock = 0;
    const ran: number[] = [];
    // Each step takes 3 ms by this clock: a 10 ms slice runs four steps, then yields.
    function* timed(): Generator<void, void, void> {
      for (let step = 1; step <= 10; step += 1) {
        clock += 3;
        ran.push(step);
        yield;
      }
    }
    const manual = manualYield();
    runInSlices(timed(), { sliceMs: 10, yieldTo: manual.yieldTo, now: () => clock });
    expect(ran).toEqual([1, 2, 3, 4]);
    await manual.release();
    expect(ran).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('stops a cancelled run before its next step and never hands out its value', async () => {
    const ran: number[] = [];
    const manual = manualYield();
    const run = runInSlices(counting(3, ran), { sliceMs: 0, yieldTo: manual.yieldTo });
    let settled = false;
    void run.done.then(
      () => (settled = true),
      () => (settled = true),
    );
    run.cancel();
    await manual.release();
    await manual.release();
    expect(ran).toEqual([1]);
    expect(settled).toBe(false);
  });

  it('rejects when a step throws', async () => {
    function* failing(): Generator<void, never, void> {
      yield;
      throw new Error('规则集损坏');
    }
    const manual = manualYield();
    const run = runInSlices(failing(), { sliceMs: 0, yieldTo: manual.yieldTo });
    await manual.release();
    await expect(run.done).rejects.toThrow('规则集损坏');
  });

  it('yields to a later task, not within the microtasks of the current one', async () => {
    let resumed = false;
    const yielded = yieldToInput().then(() => {
      resumed = true;
    });
    for (let turn = 0; turn < 10; turn += 1) await Promise.resolve();
    expect(resumed).toBe(false);
    await yielded;
    expect(resumed).toBe(true);
  });
});
