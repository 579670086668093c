import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { configureAsyncWaits, failOnReactWarnings } from '@smes/ui/testing';

// Lazy chunks load on first use: findBy/waitFor wait as long as CI's loaded machine needs (ASYNC_WAIT_MS).
configureAsyncWaits();

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});

// React's and MUI's development warnings fail the test (the journeys run on production builds, ADR 49).
failOnReactWarnings();
