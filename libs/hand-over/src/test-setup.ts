import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { failOnReactWarnings } from '@smes/ui/testing';

// Lazy route chunks load on first use; on a loaded two-core CI machine that can take more than
// Testing Library's default second.
configure({ asyncUtilTimeout: 5000 });

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});

// React's and MUI's development warnings fail the test (the journeys run on production builds, ADR 49).
failOnReactWarnings();
