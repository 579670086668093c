import { configure } from '@testing-library/react';

/**
 * How long `findBy…` and `waitFor` wait for a screen to show what a test expects. Screens and dialogs load their chunks
 * on first use, and a test file's first such import transforms its modules in the worker: on CI's loaded two-core
 * machine that alone has taken more than 5 s (the portal's screen tests run 1.5 × slower there than on a quiet one).
 * A passing test never waits this long; a failing one reports after it. Speed is measured by tools/bench, not here.
 */
export const ASYNC_WAIT_MS = 15_000;

/** Every happy-dom project's test setup calls this once, so the wait is the same everywhere. */
export function configureAsyncWaits(): void {
  configure({ asyncUtilTimeout: ASYNC_WAIT_MS });
}
