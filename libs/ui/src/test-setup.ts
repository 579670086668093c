import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { DEFAULT_VIEWPORT, setViewport } from './testing/viewport';
import { failOnReactWarnings } from './testing/react-warnings';
import { configureAsyncWaits } from './testing/async-waits';

// Lazy chunks load on first use: findBy/waitFor wait as long as CI's loaded machine needs (ASYNC_WAIT_MS).
configureAsyncWaits();

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  if (typeof document === 'undefined') return;
  cleanup();
  sessionStorage.clear();
  // 关怀模式 is remembered in a cookie (theme/care-mode.ts); a test that turns it on must not leak it.
  document.cookie = 'care_mode=; Path=/; Max-Age=0';
  document.title = '';
  setViewport(DEFAULT_VIEWPORT.width, DEFAULT_VIEWPORT.height);
});

// React's and MUI's development warnings fail the test (the journeys run on production builds, ADR 49).
failOnReactWarnings();
