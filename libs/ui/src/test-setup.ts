import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { DEFAULT_VIEWPORT, setViewport } from './testing/viewport';

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  if (typeof document === 'undefined') return;
  cleanup();
  sessionStorage.clear();
  document.title = '';
  setViewport(DEFAULT_VIEWPORT.width, DEFAULT_VIEWPORT.height);
});
